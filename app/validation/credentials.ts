import { z } from 'zod'
import { CREDENTIAL_KINDS, type CredentialKind } from '#app/domain/credentials.ts'
import { calendarDay, optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * A credential as a member records it (issue 36, item 4; decision 045): the dashboard's form and
 * POST /api/me/credentials (JSON, or multipart with the certificate in `file`) read it with this one
 * schema. The certificate itself is checked by its bytes in the upload pipeline, not here.
 */
export const CREDENTIAL_MESSAGES = {
  kindUnknown: message('credential.kindUnknown'),
  issuerRequired: message('credential.issuerRequired'),
  numberRequired: message('credential.numberRequired'),
  fromRequired: message('credential.fromRequired'),
  untilRequired: message('credential.untilRequired'),
  dateInvalid: message('date.invalid'),
  untilBeforeFrom: message('credential.untilBeforeFrom'),
  tooLong: message('credential.tooLong'),
  certificateRequired: message('credential.certificateRequired'),
  reasonRequired: message('credential.reasonRequired'),
  statusUnknown: message('credential.statusUnknown'),
  recorded: message('messages:credential.recorded'),
  deleted: message('messages:credential.deleted'),
  notFound: message('messages:credential.notFound'),
  confirmedLocked: message('messages:credential.confirmedLocked'),
  notPending: message('messages:credential.notPending'),
  ownRecord: message('messages:credential.ownRecord'),
  confirmed: message('messages:credential.confirmed'),
  rejected: message('messages:credential.rejected'),
  tooManyPending: message('messages:credential.tooManyPending', { max: 10 }),
} as const

/** How many unreviewed credentials of one kind a member may have waiting at once. */
export const MAX_PENDING_CREDENTIALS = 10
/** The longest cover a record may state: a practising certificate may run a few years, no policy ten. */
const MAX_COVER_DAYS = 10 * 366

/** Which fields each kind must have: the insurer and policy number; the first-aid provider; the certificate's number. */
export const CREDENTIAL_NEEDS: Record<CredentialKind, { issuer: boolean; number: boolean; certificate: boolean }> = {
  'liability-insurance': { issuer: true, number: true, certificate: true },
  'first-aid': { issuer: true, number: false, certificate: true },
  'tcm-practising-certificate': { issuer: false, number: true, certificate: false },
}

export const CredentialSchema = z
  .object({
    kind: z.enum(CREDENTIAL_KINDS, { errorMap: () => ({ message: CREDENTIAL_MESSAGES.kindUnknown }) }),
    issuer: optionalText(200),
    number: optionalText(100),
    from: calendarDay(CREDENTIAL_MESSAGES.fromRequired, CREDENTIAL_MESSAGES.dateInvalid),
    until: calendarDay(CREDENTIAL_MESSAGES.untilRequired, CREDENTIAL_MESSAGES.dateInvalid),
    /** JSON only: a certificate uploaded before through POST /api/media with purpose `credential`. */
    mediaId: optionalText(24),
  })
  .superRefine((value, ctx) => {
    const needs = CREDENTIAL_NEEDS[value.kind]
    if (needs.issuer && !value.issuer) ctx.addIssue({ code: 'custom', path: ['issuer'], message: CREDENTIAL_MESSAGES.issuerRequired })
    if (needs.number && !value.number) ctx.addIssue({ code: 'custom', path: ['number'], message: CREDENTIAL_MESSAGES.numberRequired })
    if (value.until < value.from) ctx.addIssue({ code: 'custom', path: ['until'], message: CREDENTIAL_MESSAGES.untilBeforeFrom })
    else if ((Date.parse(value.until) - Date.parse(value.from)) / 86_400_000 > MAX_COVER_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: CREDENTIAL_MESSAGES.tooLong })
    }
  })
export type CredentialInput = z.infer<typeof CredentialSchema>

/** The reviewer's decision (the admin page's form and POST /api/admin/credentials/{id}/reject). */
export const CredentialRejectSchema = z.object({
  reason: requiredText(CREDENTIAL_MESSAGES.reasonRequired, 1000, { multiline: true }),
})

/** `?status=` of GET /api/admin/credentials: pending unless another is asked; null for an unknown one. */
export function credentialStatusOf(value: string | null): 'pending' | 'confirmed' | 'rejected' | null {
  if (value === null || value === '') return 'pending'
  return value === 'pending' || value === 'confirmed' || value === 'rejected' ? value : null
}
