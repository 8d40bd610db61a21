import { describe, expect, test } from 'vitest'
import { adminHomeOf } from './admin-home.ts'

describe('where "Administration" takes each account', () => {
  test('the first part of the administration the account may open', () => {
    expect(adminHomeOf({ isAdmin: true })).toBe('/admin')
    expect(adminHomeOf({ isAdmin: true, roles: ['secretary'] })).toBe('/admin')
    expect(adminHomeOf({ isAdmin: true, roles: ['treasurer'] })).toBe('/admin/payments')
    // Issue 33's roles land on their own work.
    expect(adminHomeOf({ isAdmin: true, roles: ['cpd-reviewer'] })).toBe('/admin/cpd')
    expect(adminHomeOf({ isAdmin: true, roles: ['content-editor'] })).toBe('/admin-content')
    expect(adminHomeOf({ isAdmin: false, roles: [] })).toBeNull()
    expect(adminHomeOf(null)).toBeNull()
  })
})
