import { describe, expect, test } from 'vitest'
import { findPlace, placeOfListing, placeOfPostcode, placeOfTown } from './places.ts'

describe('placeOfPostcode', () => {
  test('finds the post town and state of a Malaysian postcode, with its coordinates', () => {
    expect(placeOfPostcode('88000')).toMatchObject({ town: 'Kota Kinabalu', state: 'Sabah' })
    expect(placeOfPostcode(' 50000 ')).toMatchObject({ town: 'Kuala Lumpur', state: 'Kuala Lumpur' })
    const kk = placeOfPostcode('88000')!
    expect(kk.lat).toBeCloseTo(5.97, 1)
    expect(kk.lng).toBeCloseTo(116.07, 1)
  })

  test('answers null for a postcode no one uses and for anything but five digits', () => {
    expect(placeOfPostcode('00001')).toBeNull()
    expect(placeOfPostcode('8800')).toBeNull()
    expect(placeOfPostcode('88000a')).toBeNull()
    expect(placeOfPostcode('')).toBeNull()
  })
})

describe('placeOfTown', () => {
  test('finds a town whatever its case, and a few short names', () => {
    expect(placeOfTown('kota kinabalu')).toMatchObject({ town: 'Kota Kinabalu', state: 'Sabah' })
    expect(placeOfTown('PENAMPANG')).toMatchObject({ state: 'Sabah' })
    expect(placeOfTown('KL')).toMatchObject({ town: 'Kuala Lumpur' })
    expect(placeOfTown('Kota Kinabalu Malaysia')?.town).toBe('Kota Kinabalu')
  })

  test('answers null for a town it does not know', () => {
    expect(placeOfTown('Atlantis')).toBeNull()
    expect(placeOfTown('  ')).toBeNull()
  })
})

test('findPlace reads a postcode as a postcode and anything else as a town', () => {
  expect(findPlace('88000')?.town).toBe('Kota Kinabalu')
  expect(findPlace('Kuching')?.state).toBe('Sarawak')
  expect(findPlace('99999')).toBeNull()
})

test('placeOfListing prefers the postcode, then the town, then the older location text', () => {
  expect(placeOfListing({ postcode: '50000', town: 'Kota Kinabalu' })?.town).toBe('Kuala Lumpur')
  expect(placeOfListing({ postcode: '', town: 'Kuching' })?.town).toBe('Kuching')
  expect(placeOfListing({ location: 'Kota Kinabalu, Malaysia' })?.town).toBe('Kota Kinabalu')
  expect(placeOfListing({ location: 'Chiang Mai, Thailand' })).toBeNull()
})
