import { describe, expect, test } from 'vitest'
import { paymentDeadline, seatStateOf } from './seat-state.ts'

const at = (iso: string) => new Date(iso)
const seat = (status: 'held' | 'confirmed' | 'waitlisted' | 'cancelled', holdExpiresAt: string | null = null, seatNumber: number | null = 3) => ({ status, holdExpiresAt, seatNumber })
const startsAt = '2027-03-20T01:00:00.000Z'

describe("a registration's seat, as its person reads it", () => {
  test('the fee is due by the end of the due day in Malaysia, or by the start when that is earlier', () => {
    expect(paymentDeadline('2027-03-06', startsAt).toISOString()).toBe('2027-03-06T15:59:00.000Z')
    expect(paymentDeadline('2027-03-20', startsAt).toISOString()).toBe(startsAt)
    expect(paymentDeadline('2027-03-06', null).toISOString()).toBe('2027-03-06T15:59:00.000Z')
  })

  test('held until the mailed link is followed, then owed until paid, then confirmed', () => {
    const now = at('2027-03-01T02:00:00Z')
    expect(seatStateOf(seat('held', '2027-03-01T02:30:00Z'), { invoice: null, startsAt, position: null, now })).toEqual({ kind: 'held', until: '2027-03-01T02:30:00.000Z' })
    expect(seatStateOf(seat('held', '2027-03-01T01:30:00Z'), { invoice: null, startsAt, position: null, now })).toEqual({ kind: 'lapsed' })
    expect(seatStateOf(seat('confirmed'), { invoice: { status: 'unpaid', dueOn: '2027-03-15' }, startsAt, position: null, now })).toEqual({
      kind: 'unpaid',
      until: '2027-03-15T15:59:00.000Z',
      overdue: false,
    })
    expect(seatStateOf(seat('confirmed'), { invoice: { status: 'unpaid', dueOn: '2027-03-15' }, startsAt, position: null, now: at('2027-03-16T00:00:00Z') })).toMatchObject({
      kind: 'unpaid',
      overdue: true,
    })
    expect(seatStateOf(seat('confirmed'), { invoice: { status: 'paid', dueOn: '2027-03-15' }, startsAt, position: null, now })).toEqual({ kind: 'confirmed', seat: 3 })
    expect(seatStateOf(seat('confirmed'), { invoice: null, startsAt, position: null, now })).toEqual({ kind: 'confirmed', seat: 3 })
  })

  test('the waiting list, a visitor’s place on it until kept, and a cancelled registration', () => {
    const now = at('2027-03-01T02:00:00Z')
    expect(seatStateOf(seat('waitlisted', null, null), { invoice: null, startsAt, position: 2, now })).toEqual({ kind: 'waitlisted', position: 2 })
    expect(seatStateOf(seat('waitlisted', '2027-03-01T02:10:00Z', null), { invoice: null, startsAt, position: 2, now })).toEqual({ kind: 'waiting', until: '2027-03-01T02:10:00.000Z' })
    expect(seatStateOf(seat('waitlisted', '2027-03-01T01:10:00Z', null), { invoice: null, startsAt, position: 2, now })).toEqual({ kind: 'lapsed' })
    expect(seatStateOf(seat('cancelled'), { invoice: { status: 'void', dueOn: '2027-03-15' }, startsAt, position: null, now })).toEqual({ kind: 'cancelled' })
  })
})
