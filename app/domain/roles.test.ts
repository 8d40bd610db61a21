import { describe, expect, test } from 'vitest'
import { isAdministrator, mayManage, rolesOf } from './roles.ts'

describe('roles', () => {
  test('an account with isAdmin and no roles is an administrator (accounts made before roles existed)', () => {
    expect(rolesOf({ isAdmin: true })).toEqual(['administrator'])
    expect(rolesOf({ isAdmin: true, roles: [] })).toEqual(['administrator'])
    expect(rolesOf({ isAdmin: false })).toEqual([])
    expect(rolesOf(null)).toEqual([])
  })

  test('administrator: everything; secretary: the members side; treasurer: the money', () => {
    const secretary = { isAdmin: true, roles: ['secretary'] }
    const treasurer = { isAdmin: true, roles: ['treasurer'] }
    expect(mayManage({ isAdmin: true }, 'audit')).toBe(true)
    for (const area of ['applications', 'members', 'listings', 'content', 'messages'] as const) {
      expect(mayManage(secretary, area)).toBe(true)
      expect(mayManage(treasurer, area)).toBe(false)
    }
    expect(mayManage(secretary, 'finance')).toBe(false)
    expect(mayManage(treasurer, 'finance')).toBe(true)
    expect(mayManage(secretary, 'roles')).toBe(false)
    expect(isAdministrator(secretary)).toBe(false)
  })

  test('unknown role names give nothing', () => {
    expect(rolesOf({ isAdmin: false, roles: ['root', '__proto__'] })).toEqual([])
    expect(mayManage({ roles: ['root'] }, 'members')).toBe(false)
  })
})
