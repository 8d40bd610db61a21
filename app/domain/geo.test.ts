import { describe, expect, test } from 'vitest'
import { boundingBox, haversineKm, inBox, roundKm } from './geo.ts'

const kotaKinabalu = { lat: 5.9749, lng: 116.0724 }
const kualaLumpur = { lat: 3.1412, lng: 101.6865 }

describe('haversineKm', () => {
  test('is zero from a point to itself', () => {
    expect(haversineKm(kotaKinabalu, kotaKinabalu)).toBe(0)
  })

  test('Kota Kinabalu to Kuala Lumpur is about 1,625 km, either way', () => {
    const km = haversineKm(kotaKinabalu, kualaLumpur)
    expect(km).toBeGreaterThan(1600)
    expect(km).toBeLessThan(1650)
    expect(haversineKm(kualaLumpur, kotaKinabalu)).toBeCloseTo(km, 9)
  })

  test('one degree of latitude is about 111.2 km', () => {
    expect(haversineKm({ lat: 0, lng: 100 }, { lat: 1, lng: 100 })).toBeCloseTo(111.2, 1)
  })
})

describe('boundingBox', () => {
  test('holds every point within the radius, and leaves out points far beyond it', () => {
    const box = boundingBox(kotaKinabalu, 25)
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180
      // A point about 24.9 km away in each direction.
      const point = { lat: kotaKinabalu.lat + (24.9 / 111.2) * Math.cos(rad), lng: kotaKinabalu.lng + (24.9 / (111.2 * Math.cos((kotaKinabalu.lat * Math.PI) / 180))) * Math.sin(rad) }
      expect(haversineKm(kotaKinabalu, point)).toBeLessThan(25)
      expect(inBox(point, box)).toBe(true)
    }
    expect(inBox(kualaLumpur, box)).toBe(false)
  })
})

test('roundKm keeps one decimal', () => {
  expect(roundKm(12.345)).toBe(12.3)
  expect(roundKm(0.04)).toBe(0)
})
