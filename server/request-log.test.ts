import { expect, test } from 'vitest'
import { redactTokens } from './request-log.ts'

test('token values are taken out of an address, whatever else it carries', () => {
  expect(redactTokens('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[redacted]')
  expect(redactTokens('/verify-email?a=1&token=abc&b=2#top')).toBe('/verify-email?a=1&token=[redacted]&b=2#top')
  expect(redactTokens('/x?resetToken=1&TOKEN=2')).toBe('/x?resetToken=[redacted]&TOKEN=[redacted]')
  expect(redactTokens('/find-practitioner?search=token')).toBe('/find-practitioner?search=token')
  expect(redactTokens('https://empam.org.my/reset-password?token=abc')).toBe('https://empam.org.my/reset-password?token=[redacted]')
})
