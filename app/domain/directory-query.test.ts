import { describe, expect, test } from 'vitest'
import {
  canonicalOption,
  directorySearchPath,
  isAllLocations,
  isAllSpecialties,
  sameDirectoryFilters,
} from './directory-query.ts'

const params = (query: string) => new URLSearchParams(query)

describe('the directory address', () => {
  test('knows the "all" values of the location and speciality filters', () => {
    expect(isAllLocations('all locations')).toBe(true)
    expect(isAllLocations('')).toBe(true)
    expect(isAllLocations('Sabah')).toBe(false)
    expect(isAllSpecialties('ALL')).toBe(true)
    expect(isAllSpecialties('All Pillar Specialities')).toBe(true)
    expect(isAllSpecialties('Soul')).toBe(false)
  })

  test('builds short, shareable addresses', () => {
    expect(directorySearchPath({ search: '', state: '', specialty: '' })).toBe('/find-practitioner')
    expect(directorySearchPath({ search: 'tan & co', state: 'Sabah', specialty: '' }, 2)).toBe('/find-practitioner?search=tan+%26+co&state=Sabah&page=2')
  })

  test('tells filter changes from page changes', () => {
    expect(sameDirectoryFilters(params('search=Tan&page=2'), params('search=tan'))).toBe(true)
    expect(sameDirectoryFilters(params('state=All+Locations'), params(''))).toBe(true)
    expect(sameDirectoryFilters(params('state=Sabah'), params('state=Perak'))).toBe(false)
    expect(sameDirectoryFilters(params('search=tan'), params('search=ta'))).toBe(false)
  })

  test('spells a chosen option as its list does', () => {
    expect(canonicalOption('sabah', ['Sabah', 'Perak'])).toBe('Sabah')
    expect(canonicalOption('Atlantis', ['Sabah'])).toBe('')
  })
})
