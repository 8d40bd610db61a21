import { describe, expect, test } from 'vitest'
import { adminHomeOf } from './admin-home.ts'

describe('where "Administration" takes each account', () => {
  test('the first part of the administration the account may open', () => {
    expect(adminHomeOf({ isAdmin: true })).toBe('/admin')
    expect(adminHomeOf({ isAdmin: true, roles: ['secretary'] })).toBe('/admin')
    expect(adminHomeOf({ isAdmin: true, roles: ['treasurer'] })).toBe('/admin/payments')
    expect(adminHomeOf({ isAdmin: false, roles: [] })).toBeNull()
    expect(adminHomeOf(null)).toBeNull()
  })
})
