import { adminPaths } from '#app/config/admin-paths.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { EVIDENCE_BY_TYPE, evidenceAskableFor } from '#app/domain/application-evidence.ts'
import { now } from '#app/domain/clock.ts'
import { localeOf } from '#app/domain/locale.ts'
import { membershipTypeOf } from '#app/domain/membership-types.ts'
import {
  getOpenInformationRequest,
  insertInformationRequest,
  listInformationRequestsOf,
  setInformationAnswer,
  type PublicInformationRequest,
} from '#app/models/information-request.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import type { InformationRequestInput } from '#app/validation/membership.ts'
import { checkDocumentsOf, documentsOfApplicants } from './application-documents.server.ts'
import { applicationOf, undecided } from './applications.server.ts'
import { auditActorOf, recordAdminAction, type AccountActor } from './audit.server.ts'
import { writePreparedUpload } from './media.server.ts'
import { moreInformationMail } from './membership-mails.server.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * Applications that can ask for more (issue 33, item 5). The secretariat asks a waiting applicant for
 * more information (a message and the documents wanted, by the type's evidence); the applicant is
 * mailed and answers on their application's page with a note and uploads, which join the application's
 * documents; the secretary hears of the answer. One request waits at a time (an insert under the
 * application, models/information-request.server.ts) and each is answered once (a claim), so two
 * presses at once ask or answer once.
 */

const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`

/** A request as the applicant, the secretariat and the API read it. */
export function informationRequestView(request: PublicInformationRequest) {
  return {
    id: request.id,
    askedAt: request.askedAt,
    askedBy: request.askedByName,
    message: request.message,
    documents: request.documents,
    answeredAt: request.answeredAt,
    answer: request.answer,
    answerDocumentIds: request.answerDocumentIds,
  }
}
export type InformationRequestView = ReturnType<typeof informationRequestView>

type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415 | 429; message: string; field?: string; retryAfterSeconds?: number }

/** The secretariat asks a waiting applicant for more; mailed to them; audited. */
export async function askForInformation(
  actor: AccountActor & { name?: string },
  userId: string,
  input: InformationRequestInput,
): Promise<{ ok: true; request: InformationRequestView; user: PublicUser } | Refusal> {
  const user = await getUserById(userId)
  const refused = undecided(user, actor)
  if (refused || !user) return refused!
  const asked = await insertInformationRequest({
    userId: user.id,
    application: applicationOf(user),
    message: input.message,
    documents: input.documents,
    askedBy: actor.id,
    askedByName: actor.name ?? '',
  })
  if (asked === 'open-exists') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.informationAlreadyAsked }
  await recordAdminAction(actor, {
    action: 'asked-for-information',
    entityType: 'user',
    entityId: user.id,
    summary: `Asked ${fullName(user)} (${user.email}) for more information about the application${input.documents.length ? `: ${input.documents.join(', ')}` : ''}`,
  })
  sendMailInBackground(
    moreInformationMail({
      to: user.email,
      firstName: user.firstName,
      message: input.message,
      documents: input.documents,
      link: `${getEnv().publicUrl}${membershipPaths.application}`,
      locale: localeOf(user),
    }),
  )
  return { ok: true, request: informationRequestView(asked), user }
}

const isWaiting = (user: PublicUser) => user.membershipStatus === 'pending' && !user.approvedAt

/**
 * The applicant answers the request that waits: a note and up to MAX_APPLICATION_DOCUMENTS uploads,
 * each checked by its bytes before anything is stored. The answer is claimed first; should storing
 * fail half-way the claim is let go, so that the applicant can send it again.
 */
export async function answerInformationRequest(
  user: PublicUser,
  { answer, files }: { answer: string; files: readonly UploadedFile[] },
): Promise<{ ok: true; request: InformationRequestView } | Refusal> {
  if (!isWaiting(user)) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.notPending }
  const open = await getOpenInformationRequest(applicationOf(user))
  if (!open) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.nothingAsked }
  if (!answer && files.length === 0) return { ok: false, status: 400, message: MEMBERSHIP_MESSAGES.answerEmpty, field: 'answer' }
  const checked = await checkDocumentsOf({ id: user.id, isAdmin: false }, files)
  if (!checked.ok) return { ...checked, ...(checked.status === 400 || checked.status === 413 || checked.status === 415 ? { field: 'documents' } : {}) }
  const prepared = checked.prepared
  if (!(await claimOnce('information-answer', open.id))) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.answerTaken }
  const documentIds: string[] = []
  try {
    for (const document of prepared) documentIds.push((await writePreparedUpload(document, user.id)).id)
    await setInformationAnswer(open.id, { text: answer, documentIds, at: now() })
  } catch (error) {
    await releaseOnce('information-answer', open.id)
    throw error
  }
  await recordAdminAction(auditActorOf(user), {
    action: 'answered-information-request',
    entityType: 'user',
    entityId: user.id,
    summary: `${fullName(user)} answered the request for more information${documentIds.length ? ` with ${documentIds.length} document(s)` : ''}`,
  })
  notifyStaffInBackground('application-answer', { name: fullName(user), count: String(documentIds.length) }, adminPaths.applications)
  return { ok: true, request: informationRequestView({ ...open, answer, answerDocumentIds: documentIds, answeredAt: now().toISOString() }) }
}

/** The latest request of each of these applicants (the queue reads them in one query). */
export async function latestInformationRequestsOf(userIds: readonly string[]): Promise<Map<string, InformationRequestView>> {
  const latest = new Map<string, InformationRequestView>()
  for (const request of await listInformationRequestsOf(userIds)) if (!latest.has(request.userId)) latest.set(request.userId, informationRequestView(request))
  return latest
}

/**
 * An applicant's own application (`GET /api/membership/application` and /member-dashboard/application):
 * the type, what the type asks for, the documents sent, the latest request and whether it waits for them.
 */
export async function applicationStanding(user: PublicUser) {
  const [documents, requests] = await Promise.all([documentsOfApplicants([user.id]), latestInformationRequestsOf([user.id])])
  const request = requests.get(user.id) ?? null
  const type = membershipTypeOf(user.membershipType)
  const waiting = isWaiting(user)
  return {
    membershipType: user.membershipType,
    waiting,
    evidence: type ? [...EVIDENCE_BY_TYPE[type]] : [],
    documents: documents.get(user.id) ?? [],
    request,
    mayAnswer: waiting && request !== null && request.answeredAt === null,
  }
}

/** What the secretariat may ask this applicant for: their type's evidence first. */
export const askableEvidenceOf = (membershipType: string) => evidenceAskableFor(membershipTypeOf(membershipType))
