import { now } from '#app/domain/clock.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/domain/locale.ts'
import { DAY_MS, RETENTION } from '#app/domain/retention.ts'
import { site } from '#app/config/site.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { deleteCpdFiguresOfUser } from '#app/models/cpd-figures.server.ts'
import { EmailChangeRequest } from '#app/models/email-change-request.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { ListingDraft } from '#app/models/listing-draft.server.ts'
import { deleteDataRequestsOfUser } from '#app/models/data-request.server.ts'
import { deleteFellowshipRequestsOf } from '#app/models/fellowship-request.server.ts'
import { deleteInformationRequestsOf } from '#app/models/information-request.server.ts'
import { deleteSentMailsTo } from '#app/models/sent-mail.server.ts'
import { anonymiseMemberMessageDeliveriesOf } from '#app/models/member-message.server.ts'
import { deleteCpdCertificatesOf } from '#app/models/cpd-certificate.server.ts'
import { deleteStaffNotesOf } from '#app/models/staff-note.server.ts'
import { anonymiseDonations, listDonationIdsBy, listSlipMediaIdsOf } from '#app/models/donation.server.ts'
import { anonymiseRegistrationsOf } from '#app/models/event-registration.server.ts'
import { deleteMediaFiles, deleteMediaRecord, fileIdsOf, getMediaById, listMediaOfOwner } from '#app/models/media.server.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { PaymentProof } from '#app/models/payment-proof.server.ts'
import { PrivacyConsent } from '#app/models/privacy-consent.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { eraseCreditNoteContactsOf } from '#app/models/credit-note.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import {
  anonymiseUser,
  getPasswordHash,
  getUserById,
  listAccountsDueForErasure,
  setAccountClosure,
  type PublicUser,
} from '#app/models/user.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { endAllSessionsOfUser, type CurrentSession } from '#app/utils/auth.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { escapeHtml, sendMailInBackground, type Mail } from '#app/utils/mail.server.ts'
import { verifyPassword } from '#app/utils/password.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import type { CloseAccountInput } from '#app/validation/account-closure.ts'
import { message } from '#app/validation/messages.ts'
import { associationName } from './account-mails.server.ts'
import { auditActorOf, recordAdminAction, SYSTEM_ACTOR, type AuditActor } from './audit.server.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * Closing an account (issue 21, item 3; decision 021). A member closes their own account with their
 * password; from that moment it cannot be used and its listing is hidden. During the cooling-off
 * (RETENTION.closedAccountCoolingOffDays) the secretariat may cancel it; after it, the scheduled sweep
 * erases the personal data by the steps of ERASURE_STEPS.
 */

export type CloseAccountResult =
  | { ok: true; erasesAt: Date }
  | { ok: false; status: 400 | 429; message: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }

const closeAttempts = () => dbRateLimiter('close-account-attempts', { max: 10, windowMs: 15 * 60 * 1000 })

const localeOr = (value: string | undefined): Locale => (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE

export function erasureDateFrom(requestedAt: Date) {
  return new Date(requestedAt.getTime() + RETENTION.closedAccountCoolingOffDays * DAY_MS)
}

/** Checks the password, then closes the account whatever its status: sessions end, the listing is hidden, a mail says how to cancel. */
export async function closeAccount(current: CurrentSession, input: CloseAccountInput): Promise<CloseAccountResult> {
  const user = current.user
  const attempt = await closeAttempts().attempt(user.id)
  if (!attempt.allowed) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  }
  const hash = await getPasswordHash(user.id)
  if (!hash || !(await verifyPassword(input.password, hash))) {
    const wrong = message('password.currentIncorrect')
    return { ok: false, status: 400, message: wrong, fieldErrors: { password: [wrong] } }
  }
  await attempt.release()
  const requestedAt = now()
  const erasesAt = erasureDateFrom(requestedAt)
  await setAccountClosure(user.id, { requestedAt, erasesAt })
  await endAllSessionsOfUser(user.id)
  await recordAdminAction(auditActorOf(user), {
    action: 'closed-account',
    entityType: 'user',
    entityId: user.id,
    summary: `${user.firstName} ${user.lastName} closed their account; erased after ${erasesAt.toISOString().slice(0, 10)} unless cancelled`,
  })
  sendMailInBackground(closureMail(user, erasesAt))
  notifyStaffInBackground('closure', { name: `${user.firstName} ${user.lastName}`, date: toMalaysiaDay(erasesAt) }, `${adminPaths.members}?search=${encodeURIComponent(user.email)}`)
  return { ok: true, erasesAt }
}

export type CancelClosureResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

/**
 * An administrator cancels a pending closure (the member asked the secretariat). The account is usable
 * again as it was before: its status, roles and password are untouched by a closure, so signing in with
 * the old password works again and the listing returns if the status shows it.
 */
export async function cancelAccountClosure(actor: AuditActor, userId: string): Promise<CancelClosureResult> {
  const user = await getUserById(userId)
  if (!user) return { ok: false, status: 404, message: message('messages:accountClosure.notFound') }
  const name = `${user.firstName} ${user.lastName}`
  if (user.erasedAt) return { ok: false, status: 409, message: message('messages:accountClosure.alreadyErased') }
  if (!user.closureRequestedAt) return { ok: false, status: 409, message: message('messages:accountClosure.notClosing', { name }) }
  await setAccountClosure(user.id, null)
  await recordAdminAction(actor, { action: 'cancelled-closure', entityType: 'user', entityId: user.id, summary: `Cancelled the closure of ${name}'s account` })
  return { ok: true, message: message('messages:accountClosure.cancelled', { name }) }
}

// ---------------------------------------------------------------------------------------------------
// Erasure

/**
 * One collection's part of erasing an account. Every step must be idempotent and give the same result
 * when two sweeps run it at once (FerretDB is not atomic): deletes, and $set of fixed placeholder values.
 * Add a step here for every new collection that holds a member's personal data.
 */
interface ErasureStep {
  name: string
  run: (user: PublicUser) => Promise<unknown>
}

/** The placeholder of an erased payer on the financial records kept RETENTION.financialRecordsYears: name and amounts only. */
const ERASED_CONTACT = ''

export const ERASURE_STEPS: readonly ErasureStep[] = [
  // The listing (kept by the account, or linked by membership ID) and its photos: the photos are the
  // member's uploads, below. The member's own draft of it (issue 19) goes too.
  {
    name: 'listing',
    run: async (user) => {
      const result = await Listing.deleteMany({ $or: [{ userId: user.id }, ...(user.membershipId ? [{ membershipId: user.membershipId }] : [])] })
      if (result.deletedCount > 0) await invalidateDirectory()
    },
  },
  { name: 'listing-draft', run: (user) => ListingDraft.deleteMany({ userId: user.id }) },
  { name: 'cpd-entries', run: (user) => CpdEntry.deleteMany({ userId: user.id }) },
  { name: 'cpd-figures', run: (user) => deleteCpdFiguresOfUser(user.id) },
  // Proofs of payment are the member's uploads; the invoice they paid keeps its amounts below.
  { name: 'payment-proofs', run: (user) => PaymentProof.deleteMany({ userId: user.id }) },
  {
    name: 'media',
    run: async (user) => {
      for (const media of await listMediaOfOwner(user.id)) {
        // Issue 36 (decision 042): a response to a concern is the case's record, kept with the case.
        if (media.purpose === 'concern-response') continue
        // Of two sweeps deleting one record, one is told true and removes its files; a file left over
        // by a crash in between is removed by the orphan-file sweep.
        if (await deleteMediaRecord(media.id)) await deleteMediaFiles(fileIdsOf(media))
      }
    },
  },
  // Invoices and receipts are accounting records kept seven years: the payer's name and the amounts stay, contact details go.
  { name: 'invoices', run: (user) => Invoice.updateMany({ userId: user.id }, { $set: { 'billedTo.email': ERASED_CONTACT } }) },
  {
    name: 'receipts',
    run: (user) => Receipt.updateMany({ userId: user.id }, { $set: { 'receivedFrom.email': ERASED_CONTACT, 'receivedFrom.identification': ERASED_CONTACT } }),
  },
  // Credit notes (issue 34) are kept with the receipts they take money off: the name and amounts stay.
  { name: 'credit-notes', run: (user) => eraseCreditNoteContactsOf(user.id, ERASED_CONTACT) },
  // Event registrations keep the event, status and attendance; the registrant's name, e-mail and phone go.
  { name: 'event-registrations', run: (user) => anonymiseRegistrationsOf(user.id, user.email) },
  // Pledges under the account's e-mail keep their amounts for the books; who gave goes. Their receipts
  // keep the payer's name like the membership receipts above. Receipts first: the pledges are found by
  // the e-mail that the second write removes, so a sweep stopped in between finds them again.
  {
    name: 'donations',
    run: async (user) => {
      const donationIds = await listDonationIdsBy(user.email)
      if (donationIds.length === 0) return
      await Receipt.updateMany(
        { donationId: { $in: donationIds } },
        { $set: { 'receivedFrom.email': ERASED_CONTACT, 'receivedFrom.identification': ERASED_CONTACT } },
      )
      // A transfer slip is the donor's upload (no owner: a visitor sent it): it goes, the pledge stays.
      for (const mediaId of await listSlipMediaIdsOf(donationIds)) {
        const media = await getMediaById(mediaId)
        if (media && (await deleteMediaRecord(mediaId))) await deleteMediaFiles(fileIdsOf(media))
      }
      await anonymiseDonations(donationIds)
    },
  },
  // The record of what was consented to stays (it shows the processing was lawful); the address goes.
  { name: 'privacy-consents', run: (user) => PrivacyConsent.updateMany({ userId: user.id }, { $unset: { email: 1 } }) },
  {
    name: 'tokens',
    run: (user) =>
      Promise.all([
        PasswordResetToken.deleteMany({ userId: user.id }),
        EmailVerificationToken.deleteMany({ userId: user.id }),
        EmailChangeRequest.deleteMany({ userId: user.id }),
      ]),
  },
  { name: 'data-requests', run: (user) => deleteDataRequestsOfUser(user.id) },
  // A Fellow request's note and decision are the member's; the invoice it raised stays with the invoices above.
  { name: 'fellowship-requests', run: (user) => deleteFellowshipRequestsOf(user.id) },
  // What the secretariat asked of the application and what was answered (the uploads go with the media).
  { name: 'information-requests', run: (user) => deleteInformationRequestsOf(user.id) },
  // The secretariat's notes on the record, and the record of the mails sent to the address (decision 029).
  { name: 'staff-notes', run: (user) => deleteStaffNotesOf(user.id) },
  { name: 'sent-mails', run: (user) => deleteSentMailsTo(user.email) },
  // Messages to members (issue 35, item 5): the send log keeps that one was sent, not to which address.
  { name: 'member-message-deliveries', run: (user) => anonymiseMemberMessageDeliveriesOf(user.id) },
  { name: 'cpd-certificates', run: (user) => deleteCpdCertificatesOf(user.id) },
  { name: 'sessions', run: (user) => endAllSessionsOfUser(user.id) },
  // Last: the account itself, so that a sweep that failed half-way finds it again next time.
  { name: 'account', run: (user) => anonymiseUser(user.id, now()) },
]

/** Erases every account whose cooling-off has ended; answers how many. Safe to run twice at once. */
export async function eraseClosedAccounts(at = now()): Promise<number> {
  const due = await listAccountsDueForErasure(at)
  for (const user of due) {
    for (const step of ERASURE_STEPS) await step.run(user)
    // Both racing sweeps erase (the same values); only one writes the audit entry.
    if (await claimOnce('account-erased', user.id)) {
      await recordAdminAction(SYSTEM_ACTOR, {
        action: 'erased-account',
        entityType: 'user',
        entityId: user.id,
        summary: `Erased the personal data of a closed account (membership ID ${user.membershipId || 'none'})`,
      })
    }
  }
  return due.length
}

// ---------------------------------------------------------------------------------------------------
// Mail

function closureMail(user: PublicUser, erasesAt: Date): Mail {
  const locale = localeOr(user.locale)
  const t = fixedT(locale, 'mail')
  const name = associationName(locale)
  const day = new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(erasesAt)
  const values = { name, date: day, email: site.emails.general }
  const paragraphs = [t('accountClosed.intro', values), t('accountClosed.erasure', values), t('accountClosed.cancel', values)]
  const greeting = t('greeting', { name: user.firstName })
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), t('regards'), '', name, site.emails.general].join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(t('regards'))}</p>
<p style="font-size: 13px; color: #475569">${escapeHtml(name)}<br>${escapeHtml(site.emails.general)}</p>
</body></html>`
  return { to: user.email, subject: t('accountClosed.subject', values), text, html }
}
