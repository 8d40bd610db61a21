import { describe, expect, test } from 'vitest'
import { addMonths, periodAfterPayment, renewalStep, validUntilAfterPayment } from './membership-periods.ts'

describe('what a payment buys', () => {
  test('rolling: 12 months from the payment day when there is no period yet', () => {
    expect(validUntilAfterPayment('2026-03-15', null)).toBe('2027-03-14')
    expect(validUntilAfterPayment('2026-01-01', null)).toBe('2026-12-31')
  })

  test('rolling: paying early loses nothing (from the day after the current period)', () => {
    expect(validUntilAfterPayment('2027-01-20', '2027-03-14')).toBe('2028-03-14')
  })

  test('rolling: paying late, in the grace days, starts from the payment day', () => {
    expect(validUntilAfterPayment('2027-04-02', '2027-03-14')).toBe('2028-04-01')
  })

  test('rolling across a leap day', () => {
    expect(validUntilAfterPayment('2024-02-29', null)).toBe('2025-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-03-03')
  })

  test('fixed year: to 31 December of the year the new period starts in', () => {
    const fixed = { rule: 'fixed-year' as const, months: 12 }
    expect(validUntilAfterPayment('2026-05-10', null, fixed)).toBe('2026-12-31')
    expect(validUntilAfterPayment('2026-11-20', '2026-12-31', fixed)).toBe('2027-12-31')
  })

  test('the period itself, first and last day (what a receipt prints)', () => {
    expect(periodAfterPayment('2027-01-20', '2027-03-14')).toEqual({ from: '2027-03-15', to: '2028-03-14' })
    expect(periodAfterPayment('2027-04-02', '2027-03-14')).toEqual({ from: '2027-04-02', to: '2028-04-01' })
    expect(periodAfterPayment('2026-05-10', null, { rule: 'fixed-year', months: 12 })).toEqual({ from: '2026-05-10', to: '2026-12-31' })
  })
})

describe('the renewal steps of a period ending on 2027-03-31', () => {
  const until = '2027-03-31'
  const step = (today: string) => renewalStep(until, today)

  test('before the invoice day nothing is due', () => {
    expect(step('2027-01-29')).toEqual({ invoiceDue: false, reminder: null, renewalDue: false, lapsed: false })
  })

  test('60 days before: the invoice and the first reminder', () => {
    expect(step('2027-01-30')).toEqual({ invoiceDue: true, reminder: 'before-60', renewalDue: false, lapsed: false })
    expect(step('2027-02-28').reminder).toBe('before-60')
  })

  test('each reminder in its own window only', () => {
    expect(step('2027-03-01').reminder).toBe('before-30')
    expect(step('2027-03-24').reminder).toBe('before-7')
    expect(step('2027-03-31').reminder).toBe('before-7')
    expect(step('2027-04-01')).toEqual({ invoiceDue: true, reminder: 'before-7', renewalDue: true, lapsed: false })
    expect(step('2027-04-07').reminder).toBe('after-7')
    expect(step('2027-04-30')).toMatchObject({ reminder: 'after-7', renewalDue: true, lapsed: false })
  })

  test('30 days after the last day the membership lapses', () => {
    expect(step('2027-05-01')).toEqual({ invoiceDue: true, reminder: null, renewalDue: true, lapsed: true })
  })
})
