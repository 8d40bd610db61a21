import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { MEMBER_ACCOUNT_MESSAGES } from './admin-messages.ts'
import { MemberAccountActionSchema } from './admin-members.ts'

const userId = 'a'.repeat(24)

function submit(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.append(key, value)
  return parseWithZod(formData, { schema: MemberAccountActionSchema })
}

test('each intent with the account it is about', () => {
  for (const intent of ['grant-admin', 'remove-admin', 'deactivate', 'reactivate']) {
    const submission = submit({ intent, userId })
    expect(submission.status === 'success' && submission.value).toEqual({ intent, userId })
  }
  const status = submit({ intent: 'set-status', userId, membershipStatus: 'suspended' })
  expect(status.status === 'success' && status.value).toEqual({ intent: 'set-status', userId, membershipStatus: 'suspended' })
})

test('an unknown intent, status or account is refused with words a person can read', () => {
  expect(Object.values(submit({ intent: 'delete-everything', userId }).reply().error ?? {}).flat()).toEqual([
    MEMBER_ACCOUNT_MESSAGES.unknownAction,
  ])
  expect(submit({ intent: 'set-status', userId, membershipStatus: 'banned' }).reply().error).toEqual({
    membershipStatus: [MEMBER_ACCOUNT_MESSAGES.statusRequired],
  })
  expect(submit({ intent: 'deactivate', userId: '../etc' }).reply().error).toEqual({ userId: [MEMBER_ACCOUNT_MESSAGES.notFound] })
})
