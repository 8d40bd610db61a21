import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { getEnv, getSessionSecrets, resetEnvCache } from './env.server.ts'

const saved = { ...process.env }

beforeEach(() => {
  for (const key of ['PORT', 'DB_BACKEND', 'DB_RESTART_DELAY_MS', 'MONGODB_URI', 'SESSION_SECRET', 'NODE_ENV', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_URL', 'SMTP_URL', 'DEBUG_RESET_TOKENS', 'TRUST_PROXY', 'PAYMENT_PROVIDER', 'FAKE_PAYMENT_SIGNATURE_KEY', 'BILLPLZ_API_KEY', 'BILLPLZ_COLLECTION_ID', 'BILLPLZ_X_SIGNATURE_KEY', 'BILLPLZ_SANDBOX', 'BILLPLZ_BASE_URL']) {
    delete process.env[key]
  }
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
  resetEnvCache()
})

afterEach(() => {
  process.env = { ...saved }
  resetEnvCache()
})

describe('getEnv', () => {
  test('fills in the documented defaults', () => {
    delete process.env.DATA_DIR
    const env = getEnv()
    expect(env.PORT).toBe(3000)
    expect(env.dataDir).toBe(path.resolve('./data'))
    expect(env.NODE_ENV).toBe('development')
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.MONGODB_URI).toBeUndefined()
    expect(env.DB_BACKEND).toBeUndefined()
    expect(env.DB_RESTART_DELAY_MS).toBe(500)
  })

  test('DB_BACKEND forces postgresql or sqlite, and nothing else', () => {
    process.env.DB_BACKEND = 'sqlite'
    expect(getEnv().DB_BACKEND).toBe('sqlite')
    resetEnvCache()
    process.env.DB_BACKEND = 'mysql'
    expect(() => getEnv()).toThrowError(/DB_BACKEND: must be postgresql or sqlite/)
  })

  test('names every bad variable in one message', () => {
    process.env.PORT = 'eighty'
    process.env.MONGODB_URI = 'postgres://nope'
    process.env.ADMIN_EMAIL = 'not-an-email'
    expect(() => getEnv()).toThrowError(/PORT:[\s\S]*MONGODB_URI: must start with mongodb:\/\//)
    resetEnvCache()
    expect(() => getEnv()).toThrowError(/ADMIN_EMAIL: must be an e-mail address/)
  })

  test('requires SESSION_SECRET in production only', () => {
    process.env.NODE_ENV = 'production'
    expect(() => getEnv()).toThrowError(/SESSION_SECRET: is required when NODE_ENV=production/)
    resetEnvCache()
    process.env.SESSION_SECRET = 'x'.repeat(40)
    expect(getEnv().NODE_ENV).toBe('production')
  })

  test('DEBUG_RESET_TOKENS: off unless exactly true, and never in production', () => {
    expect(getEnv().DEBUG_RESET_TOKENS).toBe(false)
    resetEnvCache()
    process.env.DEBUG_RESET_TOKENS = 'true'
    expect(getEnv().DEBUG_RESET_TOKENS).toBe(true)
    resetEnvCache()
    process.env.DEBUG_RESET_TOKENS = 'yes'
    expect(() => getEnv()).toThrowError(/DEBUG_RESET_TOKENS: must be true or false/)
    resetEnvCache()
    process.env.DEBUG_RESET_TOKENS = 'true'
    process.env.NODE_ENV = 'production'
    process.env.SESSION_SECRET = 'x'.repeat(40)
    expect(() => getEnv()).toThrowError(/DEBUG_RESET_TOKENS: must not be true when NODE_ENV=production/)
  })

  test('TRUST_PROXY: none by default, a hop count, or the proxies\' addresses and subnets', () => {
    expect(getEnv().TRUST_PROXY).toBe(false)
    for (const [value, parsed] of [
      ['false', false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.2', ['10.0.0.2']],
      [' 10.0.0.0/8, 192.168.1.1 ,fd00::/8,loopback ', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8', 'loopback']],
    ] as const) {
      resetEnvCache()
      process.env.TRUST_PROXY = value
      expect(getEnv().TRUST_PROXY, value).toEqual(parsed)
    }
  })

  test('TRUST_PROXY=true, or anything but a count or addresses, stops the start with a message saying what to set', () => {
    for (const value of ['true', 'yes', '-1', '1.5', '11', '10.0.0.300', '10.0.0.0/33', 'example.com', '10.0.0.1,,']) {
      resetEnvCache()
      process.env.TRUST_PROXY = value
      expect(() => getEnv(), value).toThrowError(/TRUST_PROXY: .*number of proxies/)
    }
    resetEnvCache()
    process.env.TRUST_PROXY = 'true'
    expect(() => getEnv()).toThrowError(/trust every X-Forwarded-For/)
  })

  test('PAYMENT_PROVIDER (issue 34): the fake one outside production, none in production, and never the fake one there', () => {
    expect(getEnv().paymentProvider).toBe('fake')
    expect(getEnv().FAKE_PAYMENT_SIGNATURE_KEY).toBe('fake-signature-key')
    resetEnvCache()
    process.env.NODE_ENV = 'production'
    process.env.SESSION_SECRET = 'x'.repeat(40)
    expect(getEnv().paymentProvider).toBe('none')
    resetEnvCache()
    process.env.PAYMENT_PROVIDER = 'fake'
    expect(() => getEnv()).toThrowError(/PAYMENT_PROVIDER: must not be fake when NODE_ENV=production/)
    resetEnvCache()
    process.env.PAYMENT_PROVIDER = 'paypal'
    expect(() => getEnv()).toThrowError(/PAYMENT_PROVIDER: must be fake, billplz or none/)
  })

  test('PAYMENT_PROVIDER=billplz wants its API key, collection and X Signature key; the sandbox and a base URL are optional', () => {
    process.env.PAYMENT_PROVIDER = 'billplz'
    expect(() => getEnv()).toThrowError(/BILLPLZ_API_KEY: is required[\s\S]*BILLPLZ_COLLECTION_ID: is required[\s\S]*BILLPLZ_X_SIGNATURE_KEY: is required/)
    resetEnvCache()
    Object.assign(process.env, { BILLPLZ_API_KEY: 'key', BILLPLZ_COLLECTION_ID: 'inbmmepb', BILLPLZ_X_SIGNATURE_KEY: 'S-s7ppoHQ3F2QrS4kvJ_KvRQ' })
    expect(getEnv()).toMatchObject({ paymentProvider: 'billplz', BILLPLZ_SANDBOX: false })
    expect(getEnv().BILLPLZ_BASE_URL).toBeUndefined()
    resetEnvCache()
    Object.assign(process.env, { BILLPLZ_SANDBOX: 'true', BILLPLZ_BASE_URL: 'http://127.0.0.1:4010/api/' })
    expect(getEnv()).toMatchObject({ BILLPLZ_SANDBOX: true, BILLPLZ_BASE_URL: 'http://127.0.0.1:4010/api' })
    resetEnvCache()
    Object.assign(process.env, { BILLPLZ_SANDBOX: 'yes', BILLPLZ_BASE_URL: 'not a url', BILLPLZ_COLLECTION_ID: 'a b' })
    expect(() => getEnv()).toThrowError(/BILLPLZ_COLLECTION_ID: must be a Billplz collection id[\s\S]*BILLPLZ_SANDBOX: must be true or false[\s\S]*BILLPLZ_BASE_URL: must be a full URL/)
  })

  test('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    process.env.ADMIN_EMAIL = 'chair@empam.example'
    expect(() => getEnv()).toThrowError(/ADMIN_PASSWORD: must be set together/)
  })

  test('treats empty values as unset and lower-cases the admin e-mail', () => {
    process.env.PORT = ''
    process.env.ADMIN_EMAIL = ' Chair@EMPAM.example '
    process.env.ADMIN_PASSWORD = 'long-enough-password'
    const env = getEnv()
    expect(env.PORT).toBe(3000)
    expect(env.ADMIN_EMAIL).toBe('chair@empam.example')
  })
})

describe('getSessionSecrets', () => {
  test('generates one secret outside production and keeps it in DATA_DIR', () => {
    const [first] = getSessionSecrets()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(process.env.DATA_DIR!, 'session-secret'), 'utf8')).toBe(first)
    resetEnvCache()
    expect(getSessionSecrets()).toEqual([first])
  })

  test('takes comma-separated secrets from SESSION_SECRET, newest first', () => {
    process.env.SESSION_SECRET = `${'a'.repeat(32)}, ${'b'.repeat(32)}`
    expect(getSessionSecrets()).toEqual(['a'.repeat(32), 'b'.repeat(32)])
  })
})
