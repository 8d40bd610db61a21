import { describe, expect, test } from 'vitest'
import { directoryParams } from '#app/domain/directory-query.ts'
import { DirectoryQuerySchema, parseDirectoryQueryLeniently } from './directory.ts'

const params = (query: string) => new URLSearchParams(query)

describe('the directory query', () => {
  test('reads only the known parameters, first value of each, as text', () => {
    expect(directoryParams(params('search=a&search=b&search[$gt]=x&state[$ne]=y&other=1'))).toEqual({ search: 'a' })
    const parsed = DirectoryQuerySchema.parse(directoryParams(params('search={"$gt":""}')))
    expect(parsed.search).toBe('{"$gt":""}')
  })

  test('drops the "all" values of the location and speciality filters', () => {
    expect(DirectoryQuerySchema.parse({ state: 'All Locations', specialty: 'All Pillar Specialities' })).toMatchObject({ state: '', specialty: '' })
    expect(DirectoryQuerySchema.parse({ specialty: 'all' }).specialty).toBe('')
    expect(DirectoryQuerySchema.parse({ state: ' Sabah ', specialty: 'Soul' })).toMatchObject({ state: 'Sabah', specialty: 'Soul' })
  })

  test('takes page and limit as whole numbers, limit at most 100; empty means not given', () => {
    expect(DirectoryQuerySchema.parse({ page: '2', limit: '100' })).toMatchObject({ page: 2, limit: 100 })
    const empty = DirectoryQuerySchema.parse({ page: '', limit: '' })
    expect(empty.page).toBeUndefined()
    expect(empty.limit).toBeUndefined()
    for (const bad of [{ page: '0' }, { page: 'x' }, { page: '1.5' }, { page: 'Infinity' }, { limit: '101' }, { limit: '0' }]) {
      expect(DirectoryQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  test('the page reads a bad address leniently instead of failing', () => {
    const lenient = parseDirectoryQueryLeniently(params('page=abc&state=Sabah'))
    expect(lenient.page).toBeUndefined()
    expect(lenient.state).toBe('Sabah')
    expect(parseDirectoryQueryLeniently(params(`search=${'y'.repeat(300)}`)).search).toHaveLength(100)
  })
})
