import { describe, expect, test } from 'vitest'
import { duplicateKeyField, escapeRegExp, isValidObjectId, serialize } from './model-utils.server.ts'

describe('serialize', () => {
  test('answers id as a string and drops _id, __v and hidden fields', () => {
    const out = serialize({ _id: { toString: () => 'abc123' }, __v: 3, name: 'Aminah', passwordHash: 'x' }, ['passwordHash'])
    expect(out).toEqual({ id: 'abc123', name: 'Aminah' })
  })
})

describe('escapeRegExp', () => {
  test('makes pattern characters plain text', () => {
    const hostile = '(.*)[a-z]+?^$|\\'
    expect(new RegExp(escapeRegExp(hostile)).test(`x${hostile}y`)).toBe(true)
    expect(new RegExp(escapeRegExp('.*')).test('anything')).toBe(false)
  })
})

describe('isValidObjectId', () => {
  test('accepts 24 hex characters only', () => {
    expect(isValidObjectId('64b7f0c2a1b2c3d4e5f60718')).toBe(true)
    expect(isValidObjectId('not-an-id')).toBe(false)
    expect(isValidObjectId({ $gt: '' })).toBe(false)
  })
})

describe('duplicateKeyField', () => {
  test('names the field of a duplicate-key error', () => {
    expect(duplicateKeyField({ code: 11000, keyValue: { email: 'a@b.c' } })).toBe('email')
    expect(duplicateKeyField(Object.assign(new Error('E11000 duplicate key error index: username_1 dup key'), { code: 11000 }))).toBe('username')
    expect(duplicateKeyField(new Error('other'))).toBeNull()
  })
})
