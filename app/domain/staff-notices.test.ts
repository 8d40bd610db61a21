import { describe, expect, test } from 'vitest'
import { recipientsOf } from './staff-notices.ts'

const staff = [
  { name: 'secretary', isAdmin: true, roles: ['secretary'] },
  { name: 'treasurer', isAdmin: true, roles: ['treasurer'] },
  { name: 'administrator', isAdmin: true, roles: ['administrator'] },
  { name: 'old administrator', isAdmin: true, roles: [] },
]
const names = (list: ReadonlyArray<{ name: string }>) => list.map((member) => member.name)

describe('who hears about a piece of work', () => {
  test('the holders of the role that acts', () => {
    expect(names(recipientsOf(staff, 'application'))).toEqual(['secretary'])
    expect(names(recipientsOf(staff, 'slip'))).toEqual(['treasurer'])
    expect(names(recipientsOf(staff, 'closure'))).toEqual(['secretary'])
  })

  test('when no one holds the role, the administrators (an account with the flag and no roles is one)', () => {
    expect(names(recipientsOf(staff, 'cpd'))).toEqual(['administrator', 'old administrator'])
    expect(recipientsOf([], 'cpd')).toEqual([])
  })
})
