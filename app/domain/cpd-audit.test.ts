import { describe, expect, test } from 'vitest'
import { addMonthsToMonth, auditSampleSize, monthsBetween, needsDeclaration } from './cpd-audit.ts'

describe('the CPD audit rules', () => {
  test('the sample: none of none, else 2.5 % rounded up, at least one', () => {
    expect([0, 1, 39, 40, 41, 80, 81, 400].map((n) => auditSampleSize(n, 250))).toEqual([0, 1, 1, 1, 2, 2, 3, 10])
    expect(auditSampleSize(3, 10_000)).toBe(3)
    expect(auditSampleSize(5, 0)).toBe(1)
  })

  test('months', () => {
    expect(addMonthsToMonth('2026-11', 2)).toBe('2027-01')
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12')
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
    expect(monthsBetween('2026-11', '2026-10')).toEqual([])
  })

  test('a declaration is asked before a member pays an open renewal only', () => {
    expect(needsDeclaration({ kind: 'renewal', status: 'unpaid', declaration: null })).toBe(true)
    expect(needsDeclaration({ kind: 'renewal', status: 'unpaid', declaration: { cpdTargetMet: true } })).toBe(false)
    expect(needsDeclaration({ kind: 'renewal', status: 'paid', declaration: null })).toBe(false)
    expect(needsDeclaration({ kind: 'joining', status: 'unpaid', declaration: null })).toBe(false)
  })
})
