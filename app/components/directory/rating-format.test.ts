import { describe, expect, test } from 'vitest'
import { filledStars, formatCount, formatRating } from './rating-format.ts'

describe('ratings in tenths', () => {
  test.each([
    [87, '8.7', 4],
    [94, '9.4', 4],
    [100, '10.0', 5],
    [99, '9.9', 4],
    [60, '6.0', 3],
    [19, '1.9', 0],
    [20, '2.0', 1],
    [0, '0.0', 0],
  ])('%i shows as %s/10 with %i of five stars filled', (rating, shown, stars) => {
    expect(formatRating(rating)).toBe(shown)
    expect(filledStars(rating)).toBe(stars)
  })

  test('out-of-range values stay on the scale', () => {
    expect(formatRating(140)).toBe('10.0')
    expect(filledStars(140)).toBe(5)
    expect(filledStars(-5)).toBe(0)
    expect(formatRating(Number.NaN)).toBe('0.0')
  })

  test('counts group their thousands with commas', () => {
    expect(formatCount(1)).toBe('1')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1200)).toBe('1,200')
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})
