import { parseWithZod } from '@conform-to/zod'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { CPD_CATEGORIES } from '#app/domain/constants.ts'
import { setTestClock } from '#app/domain/clock.ts'
import { cpdDayOf, CpdEntrySchema } from './cpd.ts'
import { inEnglish } from '#tests/messages.ts'

/** The messages per field, as the JSON API reports them. */
function errorsOf(value: unknown): Record<string, string[]> {
  const result = CpdEntrySchema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) (out[issue.path.join('.') || 'form'] ??= []).push(inEnglish(issue.message))
  return out
}

/** The messages per field, as the HTML form reports them (through Conform: strings, empty fields as undefined). */
function formErrorsOf(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.append(key, value)
  const submission = parseWithZod(formData, { schema: CpdEntrySchema })
  return submission.status === 'success' ? {} : inEnglish(submission.reply().error ?? {})
}

function formValueOf(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.append(key, value)
  const submission = parseWithZod(formData, { schema: CpdEntrySchema })
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.reply().error))
  return submission.value
}

const valid = {
  title: 'Foundations of Frequency Therapy',
  provider: 'EMPAM Academy',
  category: 'Workshop',
  hours: 1.5,
  date: '2026-03-10',
  description: 'Two days of supervised practice.',
  certificateUrl: 'https://example.com/certificates/123',
}
const validForm = { ...valid, hours: '1.5' }

// "Today" in these tests is 10 March 2026, 10:00 in Kuala Lumpur, on the clock the schema reads.
beforeEach(() => {
  setTestClock('2026-03-10T02:00:00Z')
})
afterEach(() => {
  setTestClock(null)
})

describe('CpdEntrySchema', () => {
  test('a complete entry passes; the date becomes midnight UTC of that day and 1.5 hours stay 1.5', () => {
    const value = CpdEntrySchema.parse(valid)
    expect(value).toEqual({ ...valid, date: new Date('2026-03-10T00:00:00.000Z') })
    expect(value.hours).toBe(1.5)
  })

  test('the form posts strings: hours and date are read the same way', () => {
    expect(formValueOf(validForm)).toEqual({ ...valid, date: new Date('2026-03-10T00:00:00.000Z') })
    expect(formValueOf({ ...validForm, hours: '100' }).hours).toBe(100)
    expect(formValueOf({ ...validForm, hours: '0.5' }).hours).toBe(0.5)
  })

  test('missing required fields get the spec messages, in JSON and in the form alike', () => {
    const expected = {
      title: ['Title is required'],
      provider: ['Provider is required'],
      category: ['Category is required'],
      hours: ['Hours are required'],
      date: ['Date is required'],
    }
    expect(errorsOf({})).toEqual(expected)
    expect(formErrorsOf({ title: '', provider: '', category: '', hours: '', date: '', description: '', certificateUrl: '' })).toEqual(expected)
    expect(errorsOf({ ...valid, title: '   ', provider: ' ', category: '' })).toEqual({
      title: ['Title is required'],
      provider: ['Provider is required'],
      category: ['Category is required'],
    })
  })

  test('a category outside the eight is refused; each of the eight is accepted', () => {
    expect(errorsOf({ ...valid, category: 'Retreat' })).toEqual({ category: ['Select a category from the list'] })
    for (const category of CPD_CATEGORIES) expect(errorsOf({ ...valid, category })).toEqual({})
  })

  test('hours: 0.5 to 100 in steps of 0.5, one message each', () => {
    expect(errorsOf({ ...valid, hours: 2.3 })).toEqual({ hours: ['Hours must be in steps of 0.5'] })
    expect(formErrorsOf({ ...validForm, hours: '2.3' })).toEqual({ hours: ['Hours must be in steps of 0.5'] })
    expect(errorsOf({ ...valid, hours: 0.4 })).toEqual({ hours: ['Minimum 0.5 hours required'] })
    expect(errorsOf({ ...valid, hours: 0 })).toEqual({ hours: ['Minimum 0.5 hours required'] })
    expect(errorsOf({ ...valid, hours: -2 })).toEqual({ hours: ['Minimum 0.5 hours required'] })
    expect(errorsOf({ ...valid, hours: 100.5 })).toEqual({ hours: ['Maximum 100 hours allowed'] })
    expect(errorsOf({ ...valid, hours: 1.25 })).toEqual({ hours: ['Hours must be in steps of 0.5'] })
    for (const hours of [0.5, 1, 1.5, 7.5, 99.5, 100]) expect(errorsOf({ ...valid, hours })).toEqual({})
  })

  test('hours must be a number: JSON strings and words are refused', () => {
    expect(errorsOf({ ...valid, hours: '1.5' })).toEqual({ hours: ['Hours must be a number'] })
    expect(formErrorsOf({ ...validForm, hours: 'two' })).toEqual({ hours: ['Hours must be a number'] })
  })

  test('the date: today and tomorrow (Malaysia) pass, the day after is too far ahead', () => {
    expect(errorsOf({ ...valid, date: '2026-03-10' })).toEqual({})
    expect(errorsOf({ ...valid, date: '2026-03-11' })).toEqual({})
    expect(errorsOf({ ...valid, date: '2026-03-12' })).toEqual({ date: ['Date cannot be more than a day in the future'] })
    expect(formErrorsOf({ ...validForm, date: '2027-01-01' })).toEqual({ date: ['Date cannot be more than a day in the future'] })
  })

  test('the date: an ISO timestamp is read as its day in Malaysia', () => {
    // 20:00 UTC on 9 March is 04:00 on 10 March in Kuala Lumpur.
    expect(CpdEntrySchema.parse({ ...valid, date: '2026-03-09T20:00:00Z' }).date).toEqual(new Date('2026-03-10T00:00:00.000Z'))
    expect(CpdEntrySchema.parse({ ...valid, date: '2026-03-01T00:00:00.000Z' }).date).toEqual(new Date('2026-03-01T00:00:00.000Z'))
    expect(errorsOf({ ...valid, date: '2026-03-11T17:00:00Z' })).toEqual({ date: ['Date cannot be more than a day in the future'] })
  })

  test('the date: anything that is not a real day is refused', () => {
    for (const date of ['10/03/2026', 'yesterday', '2026-02-30', '2026-13-01', '1900-01-01']) {
      expect(errorsOf({ ...valid, date })).toEqual({ date: ['Enter a valid date'] })
    }
    expect(errorsOf({ ...valid, date: 20260310 })).toEqual({ date: ['Date is required'] })
  })

  test('the certificate URL is optional, and a web address when given', () => {
    expect(errorsOf({ ...valid, certificateUrl: '' })).toEqual({})
    expect(errorsOf({ ...valid, certificateUrl: undefined })).toEqual({})
    expect(CpdEntrySchema.parse({ ...valid, certificateUrl: undefined }).certificateUrl).toBe('')
    expect(errorsOf({ ...valid, certificateUrl: 'http://example.com/c.pdf' })).toEqual({})
    for (const certificateUrl of ['not a link', 'example.com/cert', 'javascript:alert(1)', 'ftp://example.com/cert']) {
      expect(errorsOf({ ...valid, certificateUrl })).toEqual({ certificateUrl: ['Invalid URL'] })
    }
  })

  test('the description is optional and limited in length', () => {
    expect(CpdEntrySchema.parse({ ...valid, description: undefined }).description).toBe('')
    expect(errorsOf({ ...valid, description: 'x'.repeat(2001) })).toEqual({ description: ['Please keep this under 2000 characters'] })
  })

  test('a status sent by the client is dropped, never read', () => {
    const value = CpdEntrySchema.parse({ ...valid, status: 'approved', reviewNote: 'self-approved' }) as z.infer<typeof CpdEntrySchema> &
      Record<string, unknown>
    expect(value.status).toBeUndefined()
    expect(value.reviewNote).toBeUndefined()
  })
})

describe('cpdDayOf', () => {
  test('reads a date input value or an ISO timestamp, nothing else', () => {
    expect(cpdDayOf('2024-02-29')).toBe('2024-02-29')
    expect(cpdDayOf('2025-02-29')).toBeNull()
    expect(cpdDayOf('2025-12-31T16:30:00Z')).toBe('2026-01-01')
    expect(cpdDayOf('2025-12-31T23:30:00+08:00')).toBe('2025-12-31')
    expect(cpdDayOf('March 5, 2026')).toBeNull()
  })
})
