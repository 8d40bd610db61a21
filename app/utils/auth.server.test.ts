import { createHash } from 'node:crypto'
import { afterEach, describe, expect, test } from 'vitest'
import { debugTokenFor, hashToken, newSecretToken } from './auth.server.ts'
import { resetEnvCache } from './env.server.ts'

const savedNodeEnv = process.env.NODE_ENV
const savedDebug = process.env.DEBUG_RESET_TOKENS

afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv
  if (savedDebug === undefined) delete process.env.DEBUG_RESET_TOKENS
  else process.env.DEBUG_RESET_TOKENS = savedDebug
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

  test('the debug token is given only when DEBUG_RESET_TOKENS=true, as `npm run dev` sets it', () => {
    process.env.NODE_ENV = 'development'
    delete process.env.DEBUG_RESET_TOKENS
    resetEnvCache()
    expect(debugTokenFor('plain')).toBeUndefined()
    process.env.DEBUG_RESET_TOKENS = 'false'
    resetEnvCache()
    expect(debugTokenFor('plain')).toBeUndefined()
    process.env.DEBUG_RESET_TOKENS = 'true'
    resetEnvCache()
    expect(debugTokenFor('plain')).toBe('plain')
  })

  test('production refuses to start with DEBUG_RESET_TOKENS=true', () => {
    process.env.NODE_ENV = 'production'
    process.env.SESSION_SECRET ??= 'x'.repeat(40)
    process.env.DEBUG_RESET_TOKENS = 'true'
    resetEnvCache()
    expect(() => debugTokenFor('plain')).toThrow('DEBUG_RESET_TOKENS: must not be true when NODE_ENV=production')
  })
})
