import { describe, expect, test } from 'vitest'
import { currentOn, fitsSeats, followPositions, isCurrentOn, mostAtOnce, overlaps, positionKeyOf, rolesFromTerms, termsHandedOver } from './office-terms.ts'

const term = (from: string, until: string | null = null) => ({ from, until })

describe('office terms (issue 35, item 1)', () => {
  test('a term is current from its first day to its last, both included; without a last day it goes on', () => {
    const ended = term('2025-03-01', '2027-02-28')
    expect(isCurrentOn(ended, '2025-02-28')).toBe(false)
    expect(isCurrentOn(ended, '2025-03-01')).toBe(true)
    expect(isCurrentOn(ended, '2027-02-28')).toBe(true)
    expect(isCurrentOn(ended, '2027-03-01')).toBe(false)
    expect(isCurrentOn(term('2025-03-01'), '2099-01-01')).toBe(true)
    expect(currentOn([ended, term('2027-03-01')], '2027-03-01')).toEqual([term('2027-03-01')])
  })

  test('terms overlap when they share a day', () => {
    expect(overlaps(term('2025-01-01', '2025-12-31'), term('2025-12-31'))).toBe(true)
    expect(overlaps(term('2025-01-01', '2025-12-30'), term('2025-12-31'))).toBe(false)
    expect(overlaps(term('2026-01-01'), term('2020-01-01'))).toBe(true)
    expect(overlaps(term('2020-01-01', '2020-12-31'), term('2019-01-01', '2019-12-31'))).toBe(false)
  })

  test('the most terms in office on one day of a span, and whether a new one fits the seats', () => {
    const others = [term('2025-01-01', '2025-06-30'), term('2025-06-01', '2025-12-31'), term('2026-01-01')]
    expect(mostAtOnce(term('2025-01-01', '2025-12-31'), others)).toBe(2)
    expect(mostAtOnce(term('2025-07-01', '2025-12-31'), others)).toBe(1)
    expect(mostAtOnce(term('2024-01-01', '2024-12-31'), others)).toBe(0)
    // Counted within the span only: the overlap in June is outside July–December.
    expect(fitsSeats(term('2025-07-01', '2025-12-31'), others, 2)).toBe(true)
    expect(fitsSeats(term('2025-01-01', '2025-12-31'), others, 2)).toBe(false)
    expect(fitsSeats(term('2027-01-01'), others, 1)).toBe(false)
    expect(fitsSeats(term('2024-01-01', '2024-12-31'), others, 1)).toBe(true)
  })

  test('a new holder of a one-seat position ends the open term before it the day before; an interim or several seats hand nothing over', () => {
    const open = { ...term('2025-01-01'), id: 'a' }
    const ended = { ...term('2023-01-01', '2024-12-31'), id: 'b' }
    expect(termsHandedOver(term('2026-03-01'), [open, ended], 1)).toEqual([{ term: open, until: '2026-02-28' }])
    expect(termsHandedOver(term('2026-03-01'), [open, ended], 2)).toEqual([])
    // A term with a last day (history, an interim) hands nothing over: it must fit beside the others.
    expect(termsHandedOver(term('2026-03-01', '2026-06-30'), [open], 1)).toEqual([])
    // A term that starts on the same day is not handed over (it would end before it began).
    expect(termsHandedOver(term('2025-01-01'), [open], 1)).toEqual([])
  })

  test('roles follow the positions held today; a role given by hand is neither marked nor taken', () => {
    const terms = [
      { ...term('2025-01-01'), role: 'treasurer' },
      { ...term('2020-01-01', '2024-12-31'), role: 'secretary' },
      { ...term('2025-01-01'), role: '' },
      { ...term('2025-01-01'), role: 'administrator' },
    ]
    expect(rolesFromTerms(terms, '2026-01-01')).toEqual(['treasurer'])
    expect(rolesFromTerms(terms, '2024-06-01')).toEqual(['secretary'])

    // Given by the register: added and marked.
    expect(followPositions([], [], ['treasurer'])).toMatchObject({ roles: ['treasurer'], byPosition: ['treasurer'], add: ['treasurer'], remove: [] })
    // Already held by hand: nothing changes, nothing is marked.
    expect(followPositions(['treasurer'], [], ['treasurer'])).toMatchObject({ roles: ['treasurer'], byPosition: [], add: [] })
    // The term ended: the register's role goes, the hand-given one stays.
    expect(followPositions(['treasurer', 'cpd-reviewer'], ['treasurer'], [])).toMatchObject({ roles: ['cpd-reviewer'], byPosition: [], remove: ['treasurer'] })
    expect(followPositions(['secretary'], [], [])).toMatchObject({ roles: ['secretary'], remove: [] })
    // Still held: kept and still the register's.
    expect(followPositions(['administrator', 'treasurer'], ['treasurer'], ['treasurer'])).toMatchObject({ roles: ['administrator', 'treasurer'], byPosition: ['treasurer'], add: [], remove: [] })
  })

  test('a position key from its title', () => {
    expect(positionKeyOf('Honorary Secretary')).toBe('honorary-secretary')
    expect(positionKeyOf('Marketing & Creative Director')).toBe('marketing-and-creative-director')
    expect(positionKeyOf('Pengerusi Séance')).toBe('pengerusi-seance')
    expect(positionKeyOf('!!!')).toBe('position')
  })
})
