import { expect, test } from 'vitest'
import { DEFAULT_MEMBER_SORT, DEFAULT_MESSAGE_SORT, listSortOf, MEMBER_SORT_FIELDS, MESSAGE_SORT_FIELDS } from './list-sort.ts'

const members = (query: string) => listSortOf(new URLSearchParams(query), MEMBER_SORT_FIELDS, DEFAULT_MEMBER_SORT)
const messages = (query: string) => listSortOf(new URLSearchParams(query), MESSAGE_SORT_FIELDS, DEFAULT_MESSAGE_SORT)

test('no sort asked: the list’s default order', () => {
  expect(members('')).toEqual({ sort: { field: 'name', dir: 'asc' }, known: true })
  expect(messages('page=2')).toEqual({ sort: { field: 'date', dir: 'desc' }, known: true })
  // Only a direction: the default field that way.
  expect(messages('dir=asc')).toEqual({ sort: { field: 'date', dir: 'asc' }, known: true })
})

test('a whitelisted field, with or without a direction', () => {
  expect(members('sort=lastLogin&dir=desc')).toEqual({ sort: { field: 'lastLogin', dir: 'desc' }, known: true })
  expect(members('sort=status')).toEqual({ sort: { field: 'status', dir: 'asc' }, known: true })
  // The default field keeps its own default direction (messages: newest first).
  expect(messages('sort=date')).toEqual({ sort: { field: 'date', dir: 'desc' }, known: true })
  // Anything but desc is ascending.
  expect(members('sort=name&dir=sideways')).toEqual({ sort: { field: 'name', dir: 'asc' }, known: true })
})

test('an unknown field: the default order, marked unknown (an API answers 400)', () => {
  for (const query of ['sort=passwordHash', 'sort=__proto__&dir=desc', 'sort=NAME', 'sort=name%20']) {
    expect(members(query)).toEqual({ sort: DEFAULT_MEMBER_SORT, known: false })
  }
})
