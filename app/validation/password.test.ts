import { describe, expect, test } from 'vitest'
import { ChangePasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from './auth.ts'
import { NewPasswordSchema, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password.ts'
import { inEnglish } from '#tests/messages.ts'

const messagesOf = (value: unknown) => NewPasswordSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []

describe('a new password', () => {
  test('at least 8 characters', () => {
    expect(inEnglish(PASSWORD_TOO_SHORT)).toBe('Password must be at least 8 characters')
    expect(messagesOf('seven-7')).toEqual([PASSWORD_TOO_SHORT])
    expect(messagesOf('eight-88')).toEqual([])
  })

  test('not one of the common passwords of the list, in any case', () => {
    expect(inEnglish(PASSWORD_TOO_COMMON)).toBe('This password is too common; please choose another')
    for (const common of ['password', 'password1', '12345678', 'qwertyuiop', 'iloveyou', 'Password123', 'SUNSHINE1']) {
      expect(messagesOf(common), common).toEqual([PASSWORD_TOO_COMMON])
    }
    expect(messagesOf('correct-horse-battery')).toEqual([])
  })

  test('at most 72 bytes, as bcrypt reads them, so two long passwords never match each other', () => {
    expect(messagesOf('a'.repeat(72))).toEqual([])
    expect(messagesOf('a'.repeat(73))).toEqual([PASSWORD_TOO_LONG])
    // 36 two-byte letters are 72 bytes; one more is too many, though only 37 characters.
    expect(messagesOf('é'.repeat(36))).toEqual([])
    expect(messagesOf('é'.repeat(37))).toEqual([PASSWORD_TOO_LONG])
  })

  test('registration, reset and change use it; signing in still takes the passwords of before', () => {
    const registration = { firstName: 'Siti', lastName: 'Rahman', email: 's@example.com', username: 'siti', membershipId: 'EMP001', membershipType: 'Associate Member' }
    expect(RegisterSchema.safeParse({ ...registration, password: 'password1' }).error?.issues[0]?.message).toBe(PASSWORD_TOO_COMMON)
    expect(ResetPasswordSchema.safeParse({ token: 't', newPassword: 'short1', confirmPassword: 'short1' }).error?.issues[0]?.message).toBe(PASSWORD_TOO_SHORT)
    expect(ChangePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'é'.repeat(40), confirmPassword: 'é'.repeat(40) }).error?.issues[0]?.message).toBe(PASSWORD_TOO_LONG)
    expect(LoginSchema.safeParse({ email: 's@example.com', password: 'abc123' }).success).toBe(true)
  })
})
