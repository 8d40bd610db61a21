import { expect, test } from 'vitest'
import { formatRinggit, ringgitToSen, senToRinggit } from './money.ts'

test('ringgit and sen', () => {
  expect(ringgitToSen(400)).toBe(40_000)
  expect(ringgitToSen(12.5)).toBe(1_250)
  expect(ringgitToSen(0.1 + 0.2)).toBe(30)
  expect(ringgitToSen(1.005)).toBeNull()
  expect(ringgitToSen(Number.NaN)).toBeNull()
  expect(senToRinggit(40_000)).toBe(400)
  expect(senToRinggit(1_250)).toBe(12.5)
  expect(formatRinggit(123_450)).toBe('RM 1,234.50')
})
