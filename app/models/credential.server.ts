import { Schema, type Types } from 'mongoose'
import { CREDENTIAL_KINDS, type CredentialKind } from '#app/domain/credentials.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A credential a member recorded (issue 36, item 4; decision 045): liability insurance, first aid/CPR,
 * or a T&CM practising certificate, with its dates and the certificate (a private upload, purpose
 * `credential`). The CPD reviewer confirms or rejects it; a confirmed record is never changed (a renewed
 * policy is a new record), a pending or rejected one may be deleted by its member. The confirmed
 * insurance and first aid are copied onto the account (`setConfirmedCover`) for the directory's line.
 */
export const CREDENTIAL_STATUSES = ['pending', 'confirmed', 'rejected'] as const
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number]

const DAY = /^\d{4}-\d{2}-\d{2}$/

const credentialSchema = new Schema(
  {
    userId: { type: String, required: true, maxlength: 24 },
    kind: { type: String, required: true, enum: CREDENTIAL_KINDS },
    /** The insurer, the first-aid provider, or the body that issued the practising certificate. */
    issuer: { type: String, default: '', trim: true, maxlength: 200 },
    /** The policy's or the certificate's number. */
    number: { type: String, default: '', trim: true, maxlength: 100 },
    from: { type: String, required: true, match: DAY },
    until: { type: String, required: true, match: DAY },
    /** The certificate (media, purpose `credential`, private); '' for none. */
    mediaId: { type: String, default: '', maxlength: 24 },
    status: { type: String, required: true, enum: CREDENTIAL_STATUSES, default: 'pending' },
    reviewedBy: { type: String, default: '', maxlength: 24 },
    reviewedAt: { type: Date, default: null },
    rejectReason: { type: String, default: '', maxlength: 1000 },
  },
  { collection: 'credentials', timestamps: true },
)
credentialSchema.index({ userId: 1, createdAt: -1 })
credentialSchema.index({ status: 1, createdAt: 1 })
filteredFields(credentialSchema, ['userId', 'status'])

export const Credential = defineModel('Credential', credentialSchema)

interface CredentialRaw {
  _id: Types.ObjectId
  userId: string
  kind: CredentialKind
  issuer: string
  number: string
  from: string
  until: string
  mediaId: string
  status: CredentialStatus
  reviewedBy: string
  reviewedAt: Date | null
  rejectReason: string
  createdAt: Date
}

const toCredential = (raw: CredentialRaw) => ({
  id: String(raw._id),
  userId: raw.userId,
  kind: raw.kind,
  issuer: raw.issuer ?? '',
  number: raw.number ?? '',
  from: raw.from,
  until: raw.until,
  mediaId: raw.mediaId ?? '',
  status: raw.status,
  reviewedBy: raw.reviewedBy ?? '',
  reviewedAt: raw.reviewedAt ? raw.reviewedAt.toISOString() : null,
  rejectReason: raw.rejectReason ?? '',
  recordedAt: raw.createdAt.toISOString(),
})
export type CredentialRecord = ReturnType<typeof toCredential>

/** Newest first. */
const newestFirst = (a: CredentialRecord, b: CredentialRecord) => b.recordedAt.localeCompare(a.recordedAt) || b.id.localeCompare(a.id)

export async function insertCredential(fields: Pick<CredentialRecord, 'userId' | 'kind' | 'issuer' | 'number' | 'from' | 'until' | 'mediaId'>) {
  const created = await Credential.create({ ...fields, status: 'pending' })
  return toCredential(created.toObject() as unknown as CredentialRaw)
}

export async function getCredential(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Credential.findById(id).lean<CredentialRaw>()
  return raw ? toCredential(raw) : null
}

/** The accounts with any credential stored (the start-up step that marks them for the dashboard, issue 31). */
export async function listUserIdsWithCredentials(): Promise<string[]> {
  return ((await Credential.distinct('userId')) as unknown[]).map(String)
}

/** One member's credentials, newest first. */
export async function listCredentialsOf(userId: string) {
  if (!isValidObjectId(userId)) return []
  return (await Credential.find({ userId }).lean<CredentialRaw[]>()).map(toCredential).sort(newestFirst)
}

/** The credentials in one status: the oldest first for the queue (pending), else newest first, at most `limit`. */
export async function listCredentialsIn(status: CredentialStatus, limit = 200) {
  const raws = await Credential.find({ status }).sort({ createdAt: status === 'pending' ? 1 : -1 }).limit(limit).lean<CredentialRaw[]>()
  return raws.map(toCredential)
}

/** Every confirmed credential (the reminders read them once an hour; filtered by day in the service). */
export async function listConfirmedCredentials() {
  return (await Credential.find({ status: 'confirmed' }).lean<CredentialRaw[]>()).map(toCredential)
}

/**
 * The review of a pending credential: only one reviewer's decision lands (the update names the status
 * it saw). Null when it is no longer pending.
 */
export async function decideCredential(id: string, decision: { status: 'confirmed' | 'rejected'; reviewedBy: string; rejectReason: string; reviewedAt: Date }) {
  if (!isValidObjectId(id)) return null
  const result = await Credential.updateOne({ _id: id, status: 'pending' }, { $set: decision })
  return result.modifiedCount === 1 ? getCredential(id) : null
}

/** Deletes a member's pending or rejected credential; null when it is confirmed, another's or gone. */
export async function deleteUnconfirmedCredential(id: string, userId: string) {
  const credential = await getCredential(id)
  if (!credential || credential.userId !== userId || credential.status === 'confirmed') return null
  const result = await Credential.deleteOne({ _id: id, status: { $ne: 'confirmed' } })
  return result.deletedCount === 1 ? credential : null
}

/**
 * One reminder about a credential's expiry mailed (`step`: days before `until`, '30', '7' or '0'). `_id`
 * is `<credential>:<step>`, inserted before the mail goes: however many runs at once, one wins. Kept,
 * for the record of who was reminded.
 */
const credentialReminderSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 60 },
    credentialId: { type: String, required: true, maxlength: 24 },
    userId: { type: String, required: true, maxlength: 24 },
    step: { type: String, required: true, enum: ['30', '7', '0'] },
    until: { type: String, required: true, match: DAY },
    sentAt: { type: Date, required: true },
  },
  { collection: 'credential_reminders', versionKey: false },
)
credentialReminderSchema.index({ userId: 1, sentAt: -1 })
filteredFields(credentialReminderSchema, ['userId'])

export const CredentialReminder = defineModel('CredentialReminder', credentialReminderSchema)

/** True for the one caller that records this reminder first (and so sends it). */
export async function recordCredentialReminder(reminder: { credentialId: string; userId: string; step: '30' | '7' | '0'; until: string; sentAt: Date }) {
  try {
    await CredentialReminder.create({ _id: `${reminder.credentialId}:${reminder.step}`, ...reminder })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Gives a reminder back when its mail could not be prepared (so that a later run sends it). */
export async function forgetCredentialReminder(credentialId: string, step: string) {
  await CredentialReminder.deleteOne({ _id: `${credentialId}:${step}` })
}
