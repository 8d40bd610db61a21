import { createHash } from 'node:crypto'
import { afterEach, describe, expect, test } from 'vitest'
import { debugTokenFor, hashToken, newSecretToken } from './auth.server.ts'
import { resetEnvCache } from './env.server.ts'

const savedNodeEnv = process.env.NODE_ENV

afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv
  resetEnvCache()
})

describe('one-time tokens', () => {
  test('32 random bytes, base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newSecretToken()))
    expect(tokens.size).toBe(50)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
  })

  test('stored as their SHA-256', () => {
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'))
  })

  test('the debug token is given outside production only', () => {
    process.env.NODE_ENV = 'development'
    resetEnvCache()
    expect(debugTokenFor('plain')).toBe('plain')
    process.env.NODE_ENV = 'production'
    process.env.SESSION_SECRET ??= 'x'.repeat(40)
    resetEnvCache()
    expect(debugTokenFor('plain')).toBeUndefined()
  })
})
