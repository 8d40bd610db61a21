import { conductPaths } from '#app/config/conduct-paths.ts'
import { now } from '#app/domain/clock.ts'
import { malaysiaYear } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { insertConcern } from '#app/models/concern.server.ts'
import { takeDocumentNumber, voidDocumentNumber } from '#app/models/document-number.server.ts'
import { attemptAll, dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import type { ConcernInput } from '#app/validation/concern.ts'
import { MAX_CONCERN_EVIDENCE } from '#app/validation/concern.ts'
import { message } from '#app/validation/messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { concernAcknowledgementMail, sendMail } from './conduct-mails.server.ts'
import { getVisibleListing } from './directory/search.server.ts'
import { admitUpload, prepareUpload, writePreparedUpload, type PreparedUpload } from './media.server.ts'
import { currentNoticeVersion, recordConsent } from './privacy.server.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * Raising a concern about a practitioner (issue 36, item 1; decision 042): the public form
 * /raise-a-concern and POST /api/concerns. The rule of the public forms (services/allowance.server.ts):
 * an address or an e-mail past its allowance is refused whatever it sends; a filled honeypot is answered
 * as sent, keeps nothing and counts; input that fails the schema keeps nothing and does not count. The
 * evidence files are checked, all of them, before anything is kept. The reference is numbered like the
 * receipts (`CON-2026-0001`, no gaps: a number taken for a concern that could not be stored is voided).
 */

/** Per client address. */
export const CONCERN_ADDRESS_LIMITS = [
  { max: 3, windowMs: 60 * 60 * 1000 },
  { max: 10, windowMs: 24 * 60 * 60 * 1000 },
] as const
/** Per complainant's e-mail: the acknowledgement goes to the address typed, so it is limited too. */
export const CONCERN_EMAIL_LIMIT = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const

const byAddressHour = () => dbRateLimiter('concern-address', CONCERN_ADDRESS_LIMITS[0])
const byAddressDay = () => dbRateLimiter('concern-address-day', CONCERN_ADDRESS_LIMITS[1])
const byEmail = () => dbRateLimiter('concern-email', CONCERN_EMAIL_LIMIT)

/** The public form's actor in the audit log (as a pledge's). */
const PUBLIC_ACTOR: AuditActor = { id: '000000000000000000000000', email: 'concern form' }

export type RaiseConcernOutcome =
  | { status: 'accepted'; reference: string | null; id: string | null }
  | { status: 'invalid'; fieldErrors: Record<string, string[]> }
  | { status: 'limited'; message: string; retryAfterSeconds: number }
  | { status: 'refused'; httpStatus: 400 | 413 | 415 | 429; message: string; retryAfterSeconds?: number }

const limitedMessage = (retryAfterSeconds: number) => message('messages:concern.limited', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })

/** A visitor's evidence: counted against the address it comes from, all checked before any is kept. */
async function checkEvidence(files: readonly UploadedFile[], clientIp: string): Promise<{ ok: true; prepared: PreparedUpload[] } | Extract<RaiseConcernOutcome, { status: 'refused' }>> {
  const sent = files.filter((file) => file.bytes.length > 0 || file.tooLarge)
  if (sent.length > MAX_CONCERN_EVIDENCE) return { status: 'refused', httpStatus: 400, message: message('messages:upload.tooManyDocuments', { max: MAX_CONCERN_EVIDENCE }) }
  const uploader = { id: `concern:${clientIp}`, isAdmin: false }
  const prepared: PreparedUpload[] = []
  for (const file of sent) {
    const admitted = await admitUpload(uploader)
    if (!admitted.allowed) return { status: 'refused', httpStatus: 429, message: admitted.message, retryAfterSeconds: admitted.retryAfterSeconds }
    const checked = await prepareUpload({ uploader, file, purpose: 'concern-evidence', visibility: 'private', alt: '' })
    if (checked.status === 'refused') return { status: 'refused', httpStatus: checked.httpStatus, message: checked.message }
    prepared.push(checked)
  }
  return { ok: true, prepared }
}

export async function raiseConcern({
  clientIp,
  isBot,
  fields,
  files = [],
  locale = DEFAULT_LOCALE,
}: {
  clientIp: string
  isBot: boolean
  fields: ConcernInput | null
  files?: readonly UploadedFile[]
  locale?: Locale
}): Promise<RaiseConcernOutcome> {
  const limits: Array<readonly [ReturnType<typeof dbRateLimiter>, string]> = [
    [byAddressHour(), clientIp],
    [byAddressDay(), clientIp],
  ]
  if (fields) limits.push([byEmail(), fields.email])
  for (const [limiter, key] of limits) {
    const limit = await limiter.isLimited(key)
    if (limit.limited) return { status: 'limited', message: limitedMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }
  }
  if (!isBot && !fields) return { status: 'invalid', fieldErrors: {} }
  // The listing the form names: one the public can see, else the name typed must do.
  let listing: Awaited<ReturnType<typeof getVisibleListing>> = null
  if (fields?.practitionerId) {
    listing = await getVisibleListing(fields.practitionerId)
    if (!listing && !fields.practitionerName && !isBot) return { status: 'invalid', fieldErrors: { practitionerId: [message('concern.practitionerUnknown')] } }
  }
  let evidence: PreparedUpload[] = []
  if (!isBot && files.length) {
    const checked = await checkEvidence(files, clientIp)
    if (!('ok' in checked)) return checked
    evidence = checked.prepared
  }
  const attempt = await attemptAll(limits)
  if (!attempt.allowed) return { status: 'limited', message: limitedMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  if (isBot || !fields) return { status: 'accepted', reference: null, id: null }

  const reference = await takeDocumentNumber(`CON-${malaysiaYear(now())}`, 'concern')
  let concern
  try {
    const stored = await Promise.all(evidence.map((prepared) => writePreparedUpload(prepared, null)))
    concern = await insertConcern({
      reference,
      listingId: listing ? String(listing.id) : '',
      practitionerUserId: listing && listing.userId ? String(listing.userId) : null,
      practitionerName: listing ? String(listing.name) : fields.practitionerName,
      complainant: { name: fields.name, email: fields.email, phone: fields.phone },
      description: fields.description,
      evidenceMediaIds: stored.map((media) => media.id),
      privacyVersion: await currentNoticeVersion(),
      locale,
    })
  } catch (error) {
    await voidDocumentNumber(reference, 'the concern could not be stored')
    throw error
  }
  await recordConsent({ purpose: 'concern', userId: null, email: fields.email, version: concern.privacyVersion, subject: concern.id })
  await recordAdminAction(PUBLIC_ACTOR, { action: 'raised-concern', entityType: 'concern', entityId: concern.id, summary: `Concern ${reference} received` })
  await sendMail(concernAcknowledgementMail({ to: fields.email, name: fields.name, reference, locale }))
  notifyStaffInBackground('concern', { reference }, conductPaths.case(concern.id))
  return { status: 'accepted', reference, id: concern.id }
}
