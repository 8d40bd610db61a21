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

test('the page: one id from a row, several from the ticked boxes, repeats dropped', () => {
  const one = formSubmission({ status: 'approved', entryIds: id(1), note: '' })
  expect(one.status === 'success' && one.value).toEqual({ status: 'approved', note: '', entryIds: [id(1)] })
  const several = formSubmission({ status: 'rejected', entryIds: [id(1), id(2), id(1).toUpperCase()], note: 'Not CPD' })
  expect(several.status === 'success' && several.value).toEqual({ status: 'rejected', note: 'Not CPD', entryIds: [id(1), id(2)] })
})

test('nothing ticked, or a made-up id, is refused', () => {
  expect(formSubmission({ status: 'approved' }).reply().error).toEqual({ entryIds: [CPD_REVIEW_MESSAGES.selectEntries] })
  expect(formSubmission({ status: 'approved', entryIds: 'nonsense' }).reply().error).toEqual({ 'entryIds[0]': [CPD_REVIEW_MESSAGES.notFound] })
})
