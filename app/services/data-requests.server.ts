import { now } from '#app/domain/clock.ts'
import { dataRequestDueAt } from '#app/domain/data-requests.ts'
import {
  getDataRequestById,
  insertDataRequest,
  listDataRequestsByStatus,
  listDataRequestsOfUser,
  markDataRequestDone,
  type PublicDataRequest,
} from '#app/models/data-request.server.ts'
import { listUsersByIds } from '#app/models/user.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import type { DataRequestAnswerInput, DataRequestInput } from '#app/validation/data-request.ts'
import { message } from '#app/validation/messages.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * Requests about one's personal data (issue 21, items 2 and 4; decision 021): a member asks on the My
 * data page or POST /api/me/data-requests; administrators with the 'privacy' area answer them from
 * /admin/privacy/requests or its API within the Act's 21 days.
 */

export type DataRequestResult =
  | { ok: true; request: PublicDataRequest }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

// A person needs a few; more in a day is a script filling the administrators' queue.
const requestAttempts = () => dbRateLimiter('data-requests', { max: 5, windowMs: 24 * 60 * 60 * 1000 })

/** The request is always the signed-in member's own: the user id comes from the session, never the form. */
export async function requestAboutMyData(user: { id: string; email: string; firstName?: string; lastName?: string }, input: DataRequestInput): Promise<DataRequestResult> {
  const attempt = await requestAttempts().attempt(user.id)
  if (!attempt.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  const request = await insertDataRequest({ userId: user.id, kind: input.kind, message: input.message })
  await recordAdminAction(auditActorOf(user), {
    action: 'requested',
    entityType: 'data-request',
    entityId: request.id,
    summary: `${user.email} asked for a ${input.kind} of their personal data`,
  })
  const name = 'firstName' in user && user.firstName ? `${user.firstName} ${user.lastName ?? ''}`.trim() : user.email
  notifyStaffInBackground('data-request', { name, due: toMalaysiaDay(dataRequestDueAt(new Date(request.createdAt))) }, adminPaths.privacyRequests)
  return { ok: true, request }
}

export const withDueDate = (request: PublicDataRequest) => ({ ...request, dueAt: dataRequestDueAt(new Date(request.createdAt)).toISOString() })

export async function myDataRequests(userId: string) {
  return (await listDataRequestsOfUser(userId)).map(withDueDate)
}

/** The queue: open requests (nearest deadline first) and the recently answered, with who asked. */
export async function dataRequestQueue() {
  const [open, done] = await Promise.all([listDataRequestsByStatus('open'), listDataRequestsByStatus('done', 50)])
  const users = new Map((await listUsersByIds([...open, ...done].map((request) => request.userId))).map((user) => [user.id, user]))
  const withMember = (request: PublicDataRequest) => {
    const member = users.get(request.userId)
    return {
      ...withDueDate(request),
      member: member ? { id: member.id, name: `${member.firstName} ${member.lastName}`, email: member.email, membershipId: member.membershipId ?? '' } : null,
    }
  }
  return { open: open.map(withMember), done: done.map(withMember) }
}

export type AnswerDataRequestResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

export async function answerDataRequest(actor: AuditActor, id: string, input: DataRequestAnswerInput): Promise<AnswerDataRequestResult> {
  const request = await getDataRequestById(id)
  if (!request) return { ok: false, status: 404, message: message('messages:dataRequest.notFound') }
  if (request.status !== 'open') return { ok: false, status: 409, message: message('messages:dataRequest.alreadyDone') }
  if (!(await markDataRequestDone(id, { note: input.note, answeredBy: actor.id, answeredAt: now() }))) {
    return { ok: false, status: 409, message: message('messages:dataRequest.alreadyDone') }
  }
  await recordAdminAction(actor, { action: 'answered', entityType: 'data-request', entityId: id, summary: `Marked a ${request.kind} request done: ${input.note}` })
  return { ok: true, message: message('messages:dataRequest.answered') }
}
