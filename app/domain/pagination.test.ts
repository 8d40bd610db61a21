import { describe, expect, test } from 'vitest'
import { pageAddress, pageLinksOf, pageOfList } from './pagination.ts'

describe('a member’s paged lists', () => {
  test('a page of a list read whole, with how many pages and rows there are', () => {
    const items = Array.from({ length: 58 }, (_, i) => i + 1)
    expect(pageOfList(items, 1)).toMatchObject({ page: 1, pages: 2, total: 58 })
    expect(pageOfList(items, 1).rows).toHaveLength(50)
    expect(pageOfList(items, 2).rows).toEqual([51, 52, 53, 54, 55, 56, 57, 58])
    expect(pageOfList(items, 3).rows).toEqual([])
    expect(pageOfList([], 1)).toEqual({ rows: [], page: 1, pages: 1, total: 0 })
  })

  test('page addresses keep the rest of the query; page 1 leaves its parameter out', () => {
    const search = new URLSearchParams('page=3&lng=ms')
    expect(pageAddress('/member-dashboard/cpd', search, 'events', 2)).toBe('/member-dashboard/cpd?page=3&lng=ms&events=2')
    expect(pageAddress('/member-dashboard/cpd', search, 'page', 1)).toBe('/member-dashboard/cpd?lng=ms')
    expect(pageAddress('/member-dashboard/cpd', new URLSearchParams('page=2'), 'page', 1)).toBe('/member-dashboard/cpd')
  })

  test('the neighbours of a page: none before the first or after the last; past the last, back to it', () => {
    const none = new URLSearchParams()
    expect(pageLinksOf('/x', none, 'page', 1, 3)).toEqual({ page: 1, pages: 3, prev: null, next: '/x?page=2' })
    expect(pageLinksOf('/x', none, 'page', 3, 3)).toEqual({ page: 3, pages: 3, prev: '/x?page=2', next: null })
    expect(pageLinksOf('/x', none, 'page', 9, 3)).toEqual({ page: 9, pages: 3, prev: '/x?page=3', next: null })
  })
})
