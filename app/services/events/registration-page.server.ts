import { eventPaths } from '#app/config/member-paths.ts'
import { now } from '#app/domain/clock.ts'
import { formatEventWhen } from '#app/domain/event-times.ts'
import { localizedField, type Locale } from '#app/domain/locale.ts'
import { seatStateOf, type SeatState } from '#app/domain/seat-state.ts'
import { getRegistration, type PublicRegistration } from '#app/models/event-registration.server.ts'
import { getEventById, type PublicEvent } from '#app/models/event.server.ts'
import { getInvoiceById, type PublicInvoice } from '#app/models/invoice.server.ts'
import { listReceiptsOfInvoice } from '#app/models/receipt.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { message } from '#app/validation/messages.ts'
import { attachVisitorPaymentProof, checkVisitorSlip, MAX_VISITOR_SLIPS, proofsOfInvoice } from '../payment-proofs.server.ts'
import { accessOfToken, type PageAccess } from './links.server.ts'
import { cancelLinkOf, feeOf } from './registration.server.ts'
import { EVENT_MESSAGES_OUT, waitlistPosition, whereOf } from './shared.server.ts'

/**
 * A registration's own page (issue 33, item 6; services/events.server.ts): its seat ("Held until …" while
 * the e-mail or the fee is awaited, "Confirmed" once the seat is theirs and paid), what is owed and how to
 * pay it, a visitor's transfer slips (a member sends theirs from the dashboard), and an online event's
 * meeting link for those who have a seat. Who may open it: links.server.ts.
 */

export const REGISTRATION_PAGE_MESSAGES = {
  slipRequired: message('messages:events.slipRequired'),
  slipsFull: message('messages:events.slipsFull', { max: MAX_VISITOR_SLIPS }),
  slipOnDashboard: message('messages:events.slipOnDashboard'),
  nothingToPay: message('messages:events.nothingToPay'),
  slipSent: message('messages:events.slipSent'),
}

/** A public link's address on this site (the page links it, the mails carry it whole). */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** Who opens the page: the mails' token, the member who registered (signed in), or the on-screen token. */
function accessTo(registration: PublicRegistration, token: string | null, user: Pick<PublicUser, 'id'> | null): PageAccess | null {
  const byToken = accessOfToken(registration.id, token)
  if (byToken === 'mail') return byToken
  if (user && registration.userId === user.id) return 'member'
  return byToken
}

async function findForPage(eventId: string, registrationId: string, token: string | null, user: Pick<PublicUser, 'id'> | null) {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId) return null
  const access = accessTo(registration, token, user)
  if (!access) return null
  const event = await getEventById(eventId)
  return event ? { registration, event, access } : null
}

/** What is owed for the registration: its invoice's balance, or (no invoice yet) the fee its seat will raise. */
async function owedOf(event: PublicEvent, registration: PublicRegistration, invoice: PublicInvoice | null) {
  if (invoice) {
    const paidSen = (await listReceiptsOfInvoice(invoice.id)).reduce((sum, r) => sum + r.amountSen, 0)
    // A voided fee is owed nowhere (issue 34): the treasurer waived it, or the registration was cancelled.
    return { totalSen: invoice.totalSen, balanceSen: invoice.status === 'void' ? 0 : Math.max(0, invoice.totalSen - paidSen) }
  }
  const feeSen = await feeOf(event, registration)
  return { totalSen: feeSen, balanceSen: feeSen }
}

/** The seat as its person reads it (the page, the event page's "You are registered"). */
export async function seatOf(registration: PublicRegistration, event: Pick<PublicEvent, 'startsAt'>, invoice?: PublicInvoice | null) {
  const owed = invoice === undefined ? (registration.invoiceId ? await getInvoiceById(registration.invoiceId) : null) : invoice
  return seatStateOf(registration, {
    invoice: owed ? { status: owed.status as 'unpaid' | 'paid' | 'void', dueOn: owed.dueOn } : null,
    startsAt: event.startsAt ?? null,
    position: await waitlistPosition(registration),
    now: now(),
  })
}

export interface RegistrationPage {
  access: PageAccess
  /** The token the page was opened with (its slip form sends it back); '' for a member. */
  token: string
  registration: { id: string; name: string; email: string; checkInCode: string | null }
  event: { id: string; title: ReturnType<typeof localizedField>; when: string; where: string; isOnline: boolean }
  seat: SeatState
  /** For those who have a seat (confirmed, or held while its fee is owed), opened by the mails' link or signed in. */
  meetingLink: string | null
  /** The mails' cancel page (a visitor), or the member's own cancel form; null once cancelled, or on screen. */
  cancel: { kind: 'link'; href: string } | { kind: 'form'; action: string } | null
  payment: null | {
    totalSen: number
    balanceSen: number
    invoice: { number: string; dueOn: string; status: string } | null
    /** Where the slip goes: this page's form (a visitor by the mails' link), the member's dashboard, or not yet. */
    slip: 'form' | 'full' | 'dashboard' | 'after-confirming' | 'open-mail' | 'none'
    slips: Array<{ uploadedAt: string; reference: string }>
  }
}

/**
 * The page of a registration, in `locale`; null when it is not this event's, or the token opens nothing
 * and the reader is not the member who registered (a wrong link is told no more than a missing one).
 */
export async function getRegistrationPage(
  eventId: string,
  registrationId: string,
  { token, user }: { token: string | null; user: Pick<PublicUser, 'id'> | null },
  locale: Locale,
): Promise<RegistrationPage | null> {
  const found = await findForPage(eventId, registrationId, token, user)
  if (!found) return null
  const { registration, event, access } = found
  const invoice = registration.invoiceId ? await getInvoiceById(registration.invoiceId) : null
  const seat = await seatOf(registration, event, invoice)
  const full = access !== 'screen'
  const open = registration.status !== 'cancelled'
  const owed = open ? await owedOf(event, registration, invoice) : null
  const slips = invoice ? (await proofsOfInvoice(invoice.id)).map((proof) => ({ uploadedAt: proof.uploadedAt, reference: proof.reference })) : []
  const slipWay = (): NonNullable<RegistrationPage['payment']>['slip'] => {
    if (registration.userId) return invoice?.status === 'unpaid' ? 'dashboard' : 'none'
    if (!invoice) return 'after-confirming'
    if (invoice.status !== 'unpaid') return 'none'
    if (!full) return 'open-mail'
    return slips.length >= MAX_VISITOR_SLIPS ? 'full' : 'form'
  }
  return {
    access,
    token: access === 'member' ? '' : (token ?? ''),
    registration: {
      id: registration.id,
      name: registration.name,
      email: registration.email,
      checkInCode: full && registration.status === 'confirmed' ? registration.checkInCode : null,
    },
    event: {
      id: event.id,
      title: localizedField(event, 'title', locale),
      when: event.startsAt ? formatEventWhen(event.startsAt, event.endsAt ?? null, locale) : localizedField(event, 'date', locale).text,
      where: whereOf(event, locale),
      isOnline: Boolean(event.isOnline),
    },
    seat,
    // As the confirmation mail carries it: for a seat that is theirs, paid or still owed (held for them).
    meetingLink: full && (seat.kind === 'confirmed' || seat.kind === 'unpaid') && event.meetingLink ? event.meetingLink : null,
    cancel:
      !open || !full
        ? null
        : access === 'member'
          ? { kind: 'form', action: eventPaths.cancelAction(event.id, registration.id) }
          : { kind: 'link', href: pathOf(cancelLinkOf(registration)) },
    // Once raised, the invoice; before it, the fee a held seat will raise (a place on the waiting list owes nothing yet).
    payment:
      owed && (invoice || (seat.kind === 'held' && owed.totalSen > 0))
        ? {
            ...owed,
            invoice: invoice ? { number: invoice.number, dueOn: invoice.dueOn, status: invoice.status } : null,
            slip: slipWay(),
            slips,
          }
        : null,
  }
}

export type RegistrationSlipResult =
  | { ok: true; slip: { id: string; uploadedAt: string; reference: string } }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 429; message: string; retryAfterSeconds?: number }

/**
 * A visitor's transfer slip for their registration's invoice, by the mails' signed link (the page's form
 * and POST /api/events/{id}/registrations/{registrationId}/slip): checked (the address's allowance, then
 * the bytes), then stored with the invoice, where the treasurer sees it on /admin/payments. A wrong token,
 * the on-screen one or another event's registration is 404; a member's registration (their slip goes from
 * the dashboard), nothing owed yet, or an invoice no longer open is 409.
 */
export async function sendRegistrationSlip({
  eventId,
  registrationId,
  token,
  file,
  reference,
  clientIp,
}: {
  eventId: string
  registrationId: string
  token: string | null
  file: UploadedFile | null
  reference: string
  clientIp: string
}): Promise<RegistrationSlipResult> {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId || accessOfToken(registration.id, token) !== 'mail') {
    return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.registrationNotFound }
  }
  if (registration.userId) return { ok: false, status: 409, message: REGISTRATION_PAGE_MESSAGES.slipOnDashboard }
  const invoice = registration.invoiceId ? await getInvoiceById(registration.invoiceId) : null
  if (!invoice) return { ok: false, status: 409, message: REGISTRATION_PAGE_MESSAGES.nothingToPay }
  if (invoice.status !== 'unpaid') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.proofNotOpen }
  if (!file || (file.bytes.length === 0 && !file.tooLarge)) return { ok: false, status: 400, message: REGISTRATION_PAGE_MESSAGES.slipRequired }
  const checked = await checkVisitorSlip(file, clientIp)
  if (!checked.ok) return checked
  const proof = await attachVisitorPaymentProof(invoice, registration, checked.prepared, reference)
  if (!proof) return { ok: false, status: 409, message: REGISTRATION_PAGE_MESSAGES.slipsFull }
  return { ok: true, slip: { id: proof.id, uploadedAt: proof.uploadedAt, reference: proof.reference } }
}
