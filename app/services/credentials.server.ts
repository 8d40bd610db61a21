import { credentialPaths } from '#app/config/credential-paths.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { mediaPaths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { REQUIRED_CREDENTIAL_KINDS, type Cover, type CredentialKind, type RequiredCredentialKind } from '#app/domain/credentials.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf } from '#app/domain/locale.ts'
import {
  decideCredential,
  deleteUnconfirmedCredential,
  getCredential,
  insertCredential,
  listCredentialsIn,
  listCredentialsOf,
  type CredentialRecord,
  type CredentialStatus,
} from '#app/models/credential.server.ts'
import { getUserById, listUsersByIds, markFrameNoticeSource, setConfirmedCover, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { CREDENTIAL_MESSAGES, CREDENTIAL_NEEDS, MAX_PENDING_CREDENTIALS, type CredentialInput } from '#app/validation/credentials.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { credentialRejectedMail } from './credential-mails.server.ts'
import { admitUpload, deleteMedia, getAttachableMedia, storeUpload } from './media.server.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * Credentials that expire (issue 36, item 4; decision 045): a member records their liability insurance,
 * first aid and (optionally) T&CM practising certificate with the certificate; the CPD reviewer confirms
 * or rejects each; the confirmed insurance and first aid are copied onto the account (`setConfirmedCover`)
 * after every decision and every expiry, so that the directory's line "insurance and first aid current"
 * follows. A T&CM practising certificate never enters that copy, nor any public page.
 */

/** A credential as its member, the reviewer and the API see it (the certificate as its private download's address). */
export function credentialView(record: CredentialRecord) {
  return {
    id: record.id,
    kind: record.kind,
    issuer: record.issuer,
    number: record.number,
    from: record.from,
    until: record.until,
    status: record.status,
    rejectReason: record.rejectReason,
    certificateUrl: record.mediaId ? mediaPaths.download(record.mediaId) : null,
    recordedAt: record.recordedAt,
    reviewedAt: record.reviewedAt,
  }
}
export type CredentialView = ReturnType<typeof credentialView>

export async function listMyCredentials(userId: string) {
  return (await listCredentialsOf(userId)).map(credentialView)
}

type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415 | 429; message: string; field?: string; retryAfterSeconds?: number }

/**
 * Records a credential (fields already read by CredentialSchema): the certificate in `file` (checked by
 * its bytes, stored private and the member's) or, from the API, the id of one uploaded before with
 * purpose `credential`. Nothing is stored unless everything passes.
 */
export async function recordCredential(
  member: Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  input: CredentialInput,
  file: UploadedFile | null,
): Promise<{ ok: true; credential: CredentialView } | Refusal> {
  const pending = (await listCredentialsOf(member.id)).filter((c) => c.status === 'pending' && c.kind === input.kind).length
  if (pending >= MAX_PENDING_CREDENTIALS) return { ok: false, status: 409, message: CREDENTIAL_MESSAGES.tooManyPending }
  const uploader = { id: member.id, isAdmin: false }
  let mediaId = ''
  if (file && file.bytes.length > 0) {
    const admitted = await admitUpload(uploader)
    if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message, retryAfterSeconds: admitted.retryAfterSeconds }
    const stored = await storeUpload({ uploader, file, purpose: 'credential', visibility: 'private', alt: '' })
    if (stored.status === 'refused') return { ok: false, status: stored.httpStatus, message: stored.message, field: 'file' }
    mediaId = stored.media.id
  } else if (input.mediaId) {
    const media = await getAttachableMedia(input.mediaId, uploader, 'credential')
    if (!media || media.purpose !== 'credential' || media.ownerId !== member.id) {
      return { ok: false, status: 400, message: CREDENTIAL_MESSAGES.certificateRequired, field: 'mediaId' }
    }
    mediaId = media.id
  } else if (CREDENTIAL_NEEDS[input.kind].certificate) {
    return { ok: false, status: 400, message: CREDENTIAL_MESSAGES.certificateRequired, field: 'file' }
  }
  // Before the record: the dashboard's frame reads credentials only for accounts marked so (issue 31).
  await markFrameNoticeSource([member.id], 'credentials')
  const record = await insertCredential({ userId: member.id, kind: input.kind, issuer: input.issuer, number: input.number, from: input.from, until: input.until, mediaId })
  await recordAdminAction(auditActorOf(member), {
    action: 'recorded-credential',
    entityType: 'credential',
    entityId: record.id,
    summary: `Credential ${record.id} recorded (${record.kind}, ${record.from} to ${record.until}), waiting for the CPD reviewer`,
  })
  notifyStaffInBackground('credential', { name: `${member.firstName} ${member.lastName}` }, credentialPaths.admin)
  return { ok: true, credential: credentialView(record) }
}

/** Deletes a member's own pending or rejected credential and its certificate; a confirmed one stays (409). */
export async function removeCredential(member: Pick<PublicUser, 'id' | 'email'>, id: string): Promise<{ ok: true } | Refusal> {
  const existing = await getCredential(id)
  if (!existing || existing.userId !== member.id) return { ok: false, status: 404, message: CREDENTIAL_MESSAGES.notFound }
  if (existing.status === 'confirmed') return { ok: false, status: 409, message: CREDENTIAL_MESSAGES.confirmedLocked }
  const removed = await deleteUnconfirmedCredential(id, member.id)
  if (!removed) return { ok: false, status: 409, message: CREDENTIAL_MESSAGES.confirmedLocked }
  if (removed.mediaId) await deleteMedia(removed.mediaId, { id: member.id, email: member.email, isAdmin: false })
  await recordAdminAction(auditActorOf(member), {
    action: 'deleted-credential',
    entityType: 'credential',
    entityId: id,
    summary: `Credential ${id} deleted by its member (${removed.kind}, ${removed.status})`,
  })
  return { ok: true }
}

/** The reviewer's list: the credentials in one status, each with its member's name and ID. */
export async function credentialQueue(status: CredentialStatus) {
  const records = await listCredentialsIn(status)
  const members = new Map((await listUsersByIds(records.map((r) => r.userId))).map((u) => [u.id, u]))
  return records.map((record) => {
    const member = members.get(record.userId)
    return {
      ...credentialView(record),
      member: {
        id: record.userId,
        name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
        membershipId: member?.membershipId ?? '',
        page: adminPaths.member(record.userId),
      },
    }
  })
}
export type QueuedCredential = Awaited<ReturnType<typeof credentialQueue>>[number]

/**
 * The CPD reviewer confirms or rejects a pending credential (one decision lands: a second is 409), then
 * the member's confirmed cover is written again. A reviewer never reviews their own (403). A rejection is
 * mailed to the member with its reason.
 */
export async function reviewCredential(
  reviewer: AuditActor,
  id: string,
  decision: { action: 'confirm' } | { action: 'reject'; reason: string },
): Promise<{ ok: true; credential: CredentialView } | Refusal> {
  const existing = await getCredential(id)
  if (!existing) return { ok: false, status: 404, message: CREDENTIAL_MESSAGES.notFound }
  if (existing.userId === reviewer.id) return { ok: false, status: 403, message: CREDENTIAL_MESSAGES.ownRecord }
  if (existing.status !== 'pending') return { ok: false, status: 409, message: CREDENTIAL_MESSAGES.notPending }
  const decided = await decideCredential(id, {
    status: decision.action === 'confirm' ? 'confirmed' : 'rejected',
    reviewedBy: reviewer.id,
    rejectReason: decision.action === 'reject' ? decision.reason : '',
    reviewedAt: now(),
  })
  if (!decided) return { ok: false, status: 409, message: CREDENTIAL_MESSAGES.notPending }
  await refreshConfirmedCover(decided.userId)
  await recordAdminAction(reviewer, {
    action: decision.action === 'confirm' ? 'confirmed-credential' : 'rejected-credential',
    entityType: 'credential',
    entityId: id,
    summary: `Credential ${id} ${decision.action === 'confirm' ? 'confirmed' : 'rejected'} (${decided.kind}, ${decided.from} to ${decided.until})`,
  })
  if (decision.action === 'reject') {
    const member = await getUserById(decided.userId)
    if (member) {
      sendMailInBackground(
        credentialRejectedMail({
          to: member.email,
          firstName: member.firstName,
          kind: decided.kind,
          from: decided.from,
          until: decided.until,
          reason: decision.reason,
          link: `${getEnv().publicUrl}${credentialPaths.page}`,
          locale: localeOf(member),
        }),
      )
    }
  }
  return { ok: true, credential: credentialView(decided) }
}

const isRequired = (kind: CredentialKind): kind is RequiredCredentialKind => (REQUIRED_CREDENTIAL_KINDS as readonly string[]).includes(kind)

/**
 * Writes the account's copy of its confirmed insurance and first aid again: every confirmed interval of
 * the two kinds that has not ended before `day` (today), in date order. Called after every decision and
 * when a credential's last day has passed (the reminders' run).
 */
export async function refreshConfirmedCover(userId: string, day = toMalaysiaDay(now())) {
  const cover: Cover[] = (await listCredentialsOf(userId))
    .filter((c) => c.status === 'confirmed' && isRequired(c.kind) && c.until >= day)
    .map((c) => ({ kind: c.kind as RequiredCredentialKind, from: c.from, until: c.until }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.from.localeCompare(b.from) || a.until.localeCompare(b.until))
  await setConfirmedCover(userId, cover)
  return cover
}

export type CredentialState = 'current' | 'unconfirmed' | 'expired' | 'missing'

/** One kind's state on a day: confirmed and covering it; else a record waiting for the reviewer; else one that ended; else none. */
function stateOf(records: readonly CredentialRecord[], kind: CredentialKind, day: string): { state: CredentialState; until: string } {
  const mine = records.filter((r) => r.kind === kind)
  const confirmed = mine.filter((r) => r.status === 'confirmed')
  const covering = confirmed.filter((r) => r.from <= day && day <= r.until).sort((a, b) => b.until.localeCompare(a.until))[0]
  if (covering) return { state: 'current', until: covering.until }
  if (mine.some((r) => r.status === 'pending')) return { state: 'unconfirmed', until: '' }
  const ended = confirmed.filter((r) => r.until < day).sort((a, b) => b.until.localeCompare(a.until))[0]
  if (ended) return { state: 'expired', until: ended.until }
  return { state: 'missing', until: '' }
}

/** The state of a member's insurance and first aid on a day (the credentials page, the renewal declaration). */
export async function credentialState(userId: string, day = toMalaysiaDay(now())) {
  const records = await listCredentialsOf(userId)
  return { insurance: stateOf(records, 'liability-insurance', day), firstAid: stateOf(records, 'first-aid', day) }
}

/**
 * What the dashboard tells the member (issue 36: "the member is told what lapsed"): the kinds that lapsed
 * and the kinds waiting for the reviewer; null when there is nothing to say.
 */
export async function credentialNotice(member: Pick<PublicUser, 'id' | 'hasCredentials'>, day = toMalaysiaDay(now())) {
  // An account never marked has stored no credential (recordCredential marks it first): nothing to read.
  if (!member.hasCredentials) return null
  const records = await listCredentialsOf(member.id)
  if (!records.length) return null
  const states = REQUIRED_CREDENTIAL_KINDS.map((kind) => ({ kind, ...stateOf(records, kind, day) }))
  const lapsed = states.filter((s) => s.state === 'expired').map((s) => s.kind)
  const unconfirmed = states.filter((s) => s.state === 'unconfirmed').map((s) => s.kind)
  return lapsed.length || unconfirmed.length ? { lapsed, unconfirmed, link: credentialPaths.page } : null
}
