import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { CpdBulkReviewSchema, CpdReviewSchema } from './admin-cpd.ts'
import { CPD_REVIEW_MESSAGES } from './admin-messages.ts'

const id = (n: number) => n.toString(16).padStart(24, '0')

function formSubmission(fields: Record<string, string | string[]>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) formData.append(key, v)
  return parseWithZod(formData, { schema: CpdBulkReviewSchema })
}

test('the API: approved or rejected, with an optional trimmed note', () => {
  expect(CpdReviewSchema.parse({ status: 'approved' })).toEqual({ status: 'approved', note: '' })
  expect(CpdReviewSchema.parse({ status: 'rejected', note: '  Please attach the certificate.  ' })).toEqual({
    status: 'rejected',
    note: 'Please attach the certificate.',
  })
  expect(CpdReviewSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message).toBe(CPD_REVIEW_MESSAGES.statusRequired)
  expect(CpdReviewSchema.safeParse({}).error?.issues[0]?.message).toBe(CPD_REVIEW_MESSAGES.statusRequired)
  expect(CpdReviewSchema.safeParse({ status: 'approved', note: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
    CPD_REVIEW_MESSAGES.noteTooLong,
  )
})

const T1 = '2026-03-12T01:02:03.456Z'
const T2 = '2026-03-13T00:00:00.000Z'

test('the API: expectedUpdatedAt is optional, an ISO date and time, normalised', () => {
  expect(CpdReviewSchema.parse({ status: 'approved', expectedUpdatedAt: T1 })).toEqual({ status: 'approved', note: '', expectedUpdatedAt: T1 })
  expect(CpdReviewSchema.parse({ status: 'approved', expectedUpdatedAt: '2026-03-12T09:02:03.456+08:00' }).expectedUpdatedAt).toBe(T1)
  expect(CpdReviewSchema.safeParse({ status: 'approved', expectedUpdatedAt: 'yesterday' }).error?.issues[0]?.message).toBe(
    CPD_REVIEW_MESSAGES.versionInvalid,
  )
})

test('the page: one id from a row with its version, several from the ticked boxes with id@version, repeats dropped', () => {
  const one = formSubmission({ status: 'approved', entryIds: id(1), expectedUpdatedAt: T1, note: '' })
  expect(one.status === 'success' && one.value).toEqual({ status: 'approved', note: '', entryIds: [id(1)], expected: new Map([[id(1), T1]]) })
  const several = formSubmission({
    status: 'rejected',
    entryIds: [id(1), id(2), id(1).toUpperCase()],
    expectedUpdatedAt: [`${id(1)}@${T1}`, `${id(2)}@${T2}`, `${id(3)}@${T2}`],
    note: 'Not CPD',
  })
  expect(several.status === 'success' && several.value).toEqual({
    status: 'rejected',
    note: 'Not CPD',
    entryIds: [id(1), id(2)],
    expected: new Map([
      [id(1), T1],
      [id(2), T2],
      [id(3), T2],
    ]),
  })
})

test('nothing ticked, a made-up id, or no version shown, is refused', () => {
  expect(formSubmission({ status: 'approved', expectedUpdatedAt: T1 }).reply().error).toEqual({ entryIds: [CPD_REVIEW_MESSAGES.selectEntries] })
  expect(formSubmission({ status: 'approved', entryIds: 'nonsense', expectedUpdatedAt: T1 }).reply().error).toEqual({
    'entryIds[0]': [CPD_REVIEW_MESSAGES.notFound],
  })
  expect(formSubmission({ status: 'approved', entryIds: id(1) }).reply().error).toEqual({ expectedUpdatedAt: [CPD_REVIEW_MESSAGES.versionRequired] })
  expect(formSubmission({ status: 'approved', entryIds: id(1), expectedUpdatedAt: `${id(1)}@soon` }).reply().error).toEqual({
    expectedUpdatedAt: [CPD_REVIEW_MESSAGES.versionRequired],
  })
})
