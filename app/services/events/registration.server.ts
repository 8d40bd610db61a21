import { adminPaths } from '#app/config/admin-paths.ts'
import { eventPaths } from '#app/config/member-paths.ts'
import { now } from '#app/domain/clock.ts'
import { toCpdEntryView } from '#app/domain/cpd-records.ts'
import { addDays, formatDateTime, malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { calendarYearsOf, cpdYearOf } from '#app/domain/cpd-rules.ts'
import { formatEventWhen, isPastEvent, isRegistrationOpen } from '#app/domain/event-times.ts'
import { localeOr, localizedField, type Locale } from '#app/domain/locale.ts'
import { ringgitToSen } from '#app/domain/money.ts'
import { pageCount } from '#app/domain/pagination.ts'
import {
  confirmWaitlisted,
  confirmWaitlistPlace,
  getOpenRegistration,
  confirmHeld,
  expireHeld,
  lapseWaitlistPlace,
  listLapsedWaitlistPlaces,
  getRegistration,
  insertRegistration,
  listExpiredHolds,
  listPendingSeatSteps,
  markSeatStepsDone,
  listRegistrationsOfEvent,
  listRegistrationsOfUser,
  markRegistrationCancelled,
  newRegistrationId,
  setRegistrationInvoice,
  type PublicRegistration,
} from '#app/models/event-registration.server.ts'
import { releaseSeat, takeSeat } from '#app/models/event-seat.server.ts'
import { getActiveEvent, getEventById, listEventsByIds, type PublicEvent } from '#app/models/event.server.ts'
import { getInvoiceById, markInvoiceVoid } from '#app/models/invoice.server.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { faultPoint } from '#app/domain/fault-points.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { recordAdminAction, type AuditActor } from '../audit.server.ts'
import { memberCpdPage } from '../cpd.server.ts'
import { raiseInvoice } from '../billing.server.ts'
import { eventIcs, qrPng } from '../event-documents.server.ts'
import {
  heldMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  seatFreedMail,
  waitlistedMail,
  type SeatFacts,
} from '../event-mails.server.ts'
import { registrationPageLink } from './links.server.ts'
import { calendarFacts, EVENT_MESSAGES_OUT, isBookable, mailFacts, publicUrl, waitlistPosition } from './shared.server.ts'

/**
 * Registration for events (services/events.server.ts): booking a seat or a place on the waiting list,
 * visitors' holds and their signed links, cancelling, the sweep's part, and the member's events and CPD
 * entries on the dashboard.
 */

const CANCEL_PURPOSE = 'cancel-registration'
const CONFIRM_PURPOSE = 'confirm-registration'
/** How long a visitor's seat is held for them to follow the link mailed to them (issue 30). */
export const HOLD_MS = 30 * 60 * 1000
const HOUR = 60 * 60 * 1000
/** Visitors' registrations: 5 an hour from one address, 3 an hour for one e-mail address (issue 30). */
const visitorsByAddress = () => dbRateLimiter('event-registration-by-address', { max: 5, windowMs: HOUR })
const visitorsByEmail = () => dbRateLimiter('event-registration-by-email', { max: 3, windowMs: HOUR })

export type Registrant =
  | { kind: 'member'; user: PublicUser }
  | { kind: 'visitor'; name: string; email: string; phone: string; locale: Locale; clientIp: string }

export type RegistrationResult =
  | { ok: true; registration: PublicRegistration }
  | { ok: false; status: 404 | 409; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/** A visitor's allowance: the address's first, so that a limited address spends no e-mail's allowance. */
async function visitorRefusal(clientIp: string, email: string) {
  for (const [limiter, key] of [[visitorsByAddress(), clientIp], [visitorsByEmail(), email.trim().toLowerCase()]] as const) {
    const attempt = await limiter.attempt(key)
    if (!attempt.allowed) return { ok: false as const, status: 429 as const, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  }
  return null
}

/**
 * Registers a member (in one step) or a visitor for a dated event: a seat when one is free and nobody
 * is waiting, the waitlist otherwise. A confirmed registration of a paid event raises its invoice; the
 * person gets the confirmation (with the .ics and the check-in QR) or the waitlist mail.
 */
export async function registerForEvent(eventId: string, registrant: Registrant): Promise<RegistrationResult> {
  const event = await getActiveEvent(eventId)
  if (!event) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.notFound }
  if (!isBookable(event)) return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.notBookable }
  if (!isRegistrationOpen(event, now())) return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.closed }
  if (registrant.kind === 'visitor') {
    const refused = await visitorRefusal(registrant.clientIp, registrant.email)
    if (refused) return refused
  }
  // Seats held for visitors who did not confirm in time are free again before this one is counted.
  await releaseExpiredHolds(event)
  const person =
    registrant.kind === 'member'
      ? {
          userId: registrant.user.id,
          name: `${registrant.user.firstName} ${registrant.user.lastName}`,
          email: registrant.user.email,
          phone: registrant.user.phone ?? '',
          locale: localeOr(registrant.user.locale),
        }
      : { userId: null, name: registrant.name, email: registrant.email, phone: registrant.phone, locale: registrant.locale }
  if (await getOpenRegistration(event.id, person.email)) return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.alreadyRegistered }
  const id = newRegistrationId()
  // Someone waiting has the next free seat: a newcomer joins the queue behind them.
  // (A visitor's place that waits for its link is not in the queue yet: it keeps no seat from anyone.)
  const someoneWaiting = (await listRegistrationsOfEvent(event.id)).some((r) => r.status === 'waitlisted' && !r.holdExpiresAt)
  const seat = someoneWaiting ? null : await takeSeat(event.id, event.capacity ?? 0, id)
  // A visitor's seat is held until they follow the link mailed to them: an address typed by someone else
  // (or a script) keeps no seat, and raises no invoice, for longer than that (issue 30).
  // A visitor's place on the waiting list lapses the same way unless they follow the link: an address
  // typed by a script never reaches a seat from the list.
  const held = seat !== null && registrant.kind === 'visitor'
  const unconfirmed = registrant.kind === 'visitor'
  const registration = await insertRegistration({
    id,
    eventId: event.id,
    ...person,
    status: seat === null ? 'waitlisted' : held ? 'held' : 'confirmed',
    seatNumber: seat,
    holdExpiresAt: unconfirmed ? new Date(now().getTime() + HOLD_MS) : null,
    ...(seat !== null && !held ? { seatSteps: 'pending' as const } : {}),
  })
  if (!registration) {
    if (seat !== null) await releaseSeat(id)
    return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.alreadyRegistered }
  }
  if (registration.status === 'confirmed') await afterSeatTaken(event, registration, 'confirmed')
  else if (registration.status === 'held') sendMailInBackground(heldMail(mailFacts(event, registration), holdFacts(registration)))
  else {
    const confirm = registration.holdExpiresAt ? holdFacts(registration) : null
    sendMailInBackground(
      waitlistedMail(mailFacts(event, registration), {
        position: (await waitlistPosition(registration)) ?? 1,
        cancelLink: cancelLinkOf(registration),
        page: registrationPageLink(registration),
        confirm,
      }),
    )
  }
  return { ok: true, registration }
}

/** The signed link of a registration's mails: it cancels without an account. */
export function cancelLinkOf(registration: Pick<PublicRegistration, 'id' | 'eventId'>) {
  return publicUrl(eventPaths.cancel(registration.eventId, registration.id, signLink(CANCEL_PURPOSE, registration.id)))
}

export const isCancelToken = (registrationId: string, token: string | null | undefined) => isSignedLink(CANCEL_PURPOSE, registrationId, token)

/** The signed link of the "confirm your place" mail: it confirms a held seat without an account. */
export function confirmLinkOf(registration: Pick<PublicRegistration, 'id' | 'eventId'>) {
  return publicUrl(eventPaths.confirm(registration.eventId, registration.id, signLink(CONFIRM_PURPOSE, registration.id)))
}

function holdFacts(registration: PublicRegistration) {
  const until = registration.holdExpiresAt ? new Date(registration.holdExpiresAt) : now()
  return {
    seat: registration.seatNumber ?? 0,
    until: formatDateTime(until, registration.locale),
    confirmLink: confirmLinkOf(registration),
    cancelLink: cancelLinkOf(registration),
    page: registrationPageLink(registration),
  }
}

export type ConfirmResult = { ok: true; registration: PublicRegistration } | { ok: false; status: 404 | 409; message: string }

/**
 * A visitor follows the link mailed with their held seat: the seat is theirs (and its invoice raised, its
 * confirmation mailed), once however often the link is used. Past the hold, the seat has gone back (409).
 */
export async function confirmHeldRegistration(eventId: string, registrationId: string, token: string | null): Promise<ConfirmResult> {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.registrationNotFound }
  // A wrong token is told no more than a wrong registration: the link is not valid.
  if (!isSignedLink(CONFIRM_PURPOSE, registration.id, token)) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.confirmLinkInvalid }
  if (registration.status === 'confirmed') return { ok: true, registration }
  if (registration.status === 'waitlisted') return confirmWaitlistedVisitor(registration)
  if (registration.status !== 'held') return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.holdExpired }
  const event = await getEventById(eventId)
  if (!event) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.notFound }
  if (registration.holdExpiresAt && new Date(registration.holdExpiresAt) <= now()) {
    await releaseExpiredHolds(event)
    return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.holdExpired }
  }
  if (!(await confirmHeld(registration.id))) {
    // Two uses of the link at once: the other one confirmed it. Expired or cancelled meanwhile: gone.
    const current = await getRegistration(registration.id)
    if (current?.status === 'confirmed') return { ok: true, registration: current }
    return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.holdExpired }
  }
  const confirmed = { ...registration, status: 'confirmed' as const, holdExpiresAt: null }
  await afterSeatTaken(event, confirmed, 'confirmed')
  return { ok: true, registration: confirmed }
}

/**
 * A visitor keeps their place on the waiting list by its mailed link (again: the same answer); past its
 * time it has lapsed (409). A seat that freed up meanwhile is theirs at once, in turn.
 */
async function confirmWaitlistedVisitor(registration: PublicRegistration): Promise<ConfirmResult> {
  if (!registration.holdExpiresAt) return { ok: true, registration }
  if (await confirmWaitlistPlace(registration.id, now())) {
    const event = await getEventById(registration.eventId)
    if (event?.startsAt) await moveWaitlistUp(event)
    return { ok: true, registration: (await getRegistration(registration.id)) ?? { ...registration, holdExpiresAt: null } }
  }
  // Kept by a second use of the link at the same moment (and perhaps seated by it since): the same answer.
  const current = await getRegistration(registration.id)
  if (current && (current.status === 'confirmed' || (current.status === 'waitlisted' && !current.holdExpiresAt))) return { ok: true, registration: current }
  // Lapsed (or cancelled) meanwhile: closed now if nothing closed it yet.
  await lapseWaitlistPlace(registration.id, now())
  return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.holdExpired }
}

/**
 * Frees the seats of holds not confirmed in time, of one event or (the sweep) of all, and gives them to
 * those waiting. Each hold is closed by a conditional update first, so a confirmation at the same moment
 * either keeps its seat or is told it has gone. Answers how many were freed.
 */
export async function releaseExpiredHolds(event?: PublicEvent) {
  const expired = await listExpiredHolds(now(), event?.id)
  const events = new Map<string, PublicEvent | null>(event ? [[event.id, event]] : [])
  let freed = 0
  for (const hold of expired) {
    if (!(await expireHeld(hold.id, now()))) continue
    await releaseSeat(hold.id)
    freed += 1
    if (!events.has(hold.eventId)) events.set(hold.eventId, await getEventById(hold.eventId))
  }
  // Visitors' places on the waiting list not confirmed in time lapse (they hold no seat).
  for (const place of await listLapsedWaitlistPlaces(now(), event?.id)) await lapseWaitlistPlace(place.id, now())
  if (freed) for (const affected of events.values()) if (affected?.startsAt) await moveWaitlistUp(affected)
  return freed
}

/** What a member pays (an active membership) or a visitor; in sen. */
export async function feeOf(event: PublicEvent, registration: Pick<PublicRegistration, 'userId'>) {
  const member = registration.userId ? await getUserById(registration.userId) : null
  const ringgit = member?.membershipStatus === 'active' ? (event.priceMember ?? 0) : (event.priceNonMember ?? 0)
  return ringgitToSen(ringgit) ?? 0
}

/**
 * A registration that has its seat (at once, from the waitlist, or confirmed by its mail): its invoice,
 * then its mail, once each however often this runs (the invoice raised under its key, the mail claimed);
 * the registration's `seatSteps` stays 'pending' until both are done, so the sweep finishes what a
 * failure left (issue 30).
 */
async function afterSeatTaken(event: PublicEvent, registration: PublicRegistration, kind: 'confirmed' | 'promoted') {
  faultPoint('seat:before-invoice')
  const feeSen = await feeOf(event, registration)
  let invoice: { number: string; totalSen: number; dueOn: string } | null = null
  if (feeSen > 0) {
    const today = toMalaysiaDay(now())
    const startDay = toMalaysiaDay(event.startsAt!)
    const { invoice: raised } = await raiseInvoice({
      key: `event:${registration.id}`,
      kind: 'event',
      userId: registration.userId,
      billedTo: { name: registration.name, email: registration.email },
      items: [{ description: `${event.title} (${toMalaysiaDay(event.startsAt!)})`.slice(0, 200), amountSen: feeSen }],
      issuedOn: today,
      dueOn: startDay > today ? (addDays(today, 14) < startDay ? addDays(today, 14) : startDay) : today,
    })
    faultPoint('seat:invoice-raised')
    await setRegistrationInvoice(registration.id, raised.id)
    invoice = { number: raised.number, totalSen: raised.totalSen, dueOn: raised.dueOn }
  }
  if (await claimOnce('event-seat-mail', registration.id)) await sendSeatMail(event, registration, kind, invoice)
  await markSeatStepsDone(registration.id)
}

async function sendSeatMail(event: PublicEvent, registration: PublicRegistration, kind: 'confirmed' | 'promoted', invoice: SeatFacts['invoice']) {
  const locale = registration.locale
  const seat = {
    seat: registration.seatNumber ?? 0,
    code: registration.checkInCode,
    cancelLink: cancelLinkOf(registration),
    // The registrant's own calendar file carries the meeting link; the page's public one never does.
    ics: eventIcs(calendarFacts(event, locale, { registrant: true }), locale),
    qr: await qrPng(publicUrl(adminPaths.eventCheckIn(event.id, registration.checkInCode))),
    invoice,
    page: registrationPageLink(registration),
    meetingLink: event.meetingLink ?? '',
    // A visitor pays on their registration's page; a member keeps the dashboard's invoices (issue 33).
    payOn: registration.userId ? ('dashboard' as const) : ('page' as const),
  }
  const facts = mailFacts(event, registration)
  sendMailInBackground(kind === 'confirmed' ? registrationConfirmedMail(facts, seat) : seatFreedMail(facts, seat))
}

/** The sweep's part: registrations whose invoice or mail a failed request left pending, finished once. Answers how many. */
export async function finishPendingSeatSteps(before: Date = new Date(Date.now() - 2 * 60 * 1000), logError: (message: string) => void = console.error) {
  let finished = 0
  for (const registration of await listPendingSeatSteps(before)) {
    try {
      const event = await getEventById(registration.eventId)
      // An event deleted or left without a date since: there is no invoice or calendar file to send.
      if (!event?.startsAt) await markSeatStepsDone(registration.id)
      else await afterSeatTaken(event, registration, 'confirmed')
      finished += 1
    } catch (error) {
      logError(`Finishing the seat of registration ${registration.id} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return finished
}

/**
 * Gives freed seats to those waiting, in the order they registered: each takes a seat by an insert
 * (so two cancellations at once never seat more than the capacity), and gets the "a seat is yours" mail.
 */
export async function moveWaitlistUp(event: PublicEvent) {
  if (isPastEvent(event, now())) return 0
  let moved = 0
  // Only a confirmed place on the list is given a seat: a visitor's that waits for its link is passed over.
  for (const waiting of (await listRegistrationsOfEvent(event.id)).filter((r) => r.status === 'waitlisted' && !r.holdExpiresAt)) {
    const seat = await takeSeat(event.id, event.capacity ?? 0, waiting.id)
    if (seat === null) break
    if (!(await confirmWaitlisted(waiting.id, seat))) {
      const current = await getRegistration(waiting.id)
      // Cancelled while it waited: the seat goes back. Confirmed by a promotion running beside this one: done.
      if (current?.status !== 'confirmed') await releaseSeat(waiting.id)
      continue
    }
    moved += 1
    await afterSeatTaken(event, { ...waiting, status: 'confirmed', seatNumber: seat }, 'promoted')
  }
  return moved
}

export type CancelRequester = { kind: 'member'; userId: string } | { kind: 'token'; token: string } | { kind: 'staff'; actor: AuditActor }

export type CancelResult = { ok: true; registration: PublicRegistration } | { ok: false; status: 403 | 404 | 409; message: string }

/**
 * Cancels a registration: its own member, the holder of the mail's signed link, or staff. The seat is
 * freed and goes to the first one waiting; an unpaid invoice of it is voided.
 */
export async function cancelRegistration(eventId: string, registrationId: string, requester: CancelRequester): Promise<CancelResult> {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.registrationNotFound }
  if (requester.kind === 'member' && registration.userId !== requester.userId) {
    return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.registrationNotFound }
  }
  if (requester.kind === 'token' && !isCancelToken(registration.id, requester.token)) {
    return { ok: false, status: 403, message: EVENT_MESSAGES_OUT.linkInvalid }
  }
  if (registration.status === 'cancelled' || !(await markRegistrationCancelled(registration.id, now()))) {
    return { ok: false, status: 409, message: EVENT_MESSAGES_OUT.alreadyCancelled }
  }
  await releaseSeat(registration.id)
  if (registration.invoiceId) {
    const invoice = await getInvoiceById(registration.invoiceId)
    if (invoice?.status === 'unpaid') await markInvoiceVoid(invoice.id)
  }
  const event = await getEventById(eventId)
  if (requester.kind === 'staff') {
    await recordAdminAction(requester.actor, {
      action: 'cancelled',
      entityType: 'event-registration',
      entityId: registration.id,
      summary: `Cancelled the registration of ${registration.name} (${registration.email}) for "${event?.title ?? eventId}"`,
    })
  }
  if (event?.startsAt) {
    sendMailInBackground(registrationCancelledMail(mailFacts(event, registration)))
    await moveWaitlistUp(event)
  }
  return { ok: true, registration: { ...registration, status: 'cancelled' } }
}

/** What the "confirm your place" page shows before the visitor confirms: null for a wrong link or registration. */
export async function getRegistrationForConfirmLink(eventId: string, registrationId: string, token: string | null) {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId || !isSignedLink(CONFIRM_PURPOSE, registration.id, token)) return null
  const event = await getEventById(eventId)
  if (!event) return null
  const live = Boolean(registration.holdExpiresAt) && new Date(registration.holdExpiresAt!) > now()
  const state =
    registration.status === 'confirmed'
      ? ('confirmed' as const)
      : registration.status === 'held' && live
        ? ('held' as const)
        : registration.status === 'waitlisted' && !registration.holdExpiresAt
          ? ('waitlisted' as const)
          : registration.status === 'waitlisted' && live
            ? ('waiting' as const)
            : ('expired' as const)
  return { registration, event, state }
}

/** What the signed-link page shows before the visitor confirms: null for a wrong link or registration. */
export async function getRegistrationForLink(eventId: string, registrationId: string, token: string | null) {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId || !isCancelToken(registration.id, token)) return null
  const event = await getEventById(eventId)
  return event ? { registration, event } : null
}

/** Entries a page of the dashboard's CPD list shows (issue 31: at most 50). */
export const CPD_ENTRIES_PER_PAGE = 50
/** Rows a page of the CPD tab's "My events" shows (issue 30: every list a member sees is paged). */
export const MY_EVENTS_PER_PAGE = 50

/**
 * The dashboard's CPD tab: the figures of every entry (hours, status, date, category: what the year, the
 * progress and the totals are computed from), one page of entries with their certificates' codes, and the
 * member's events. Two reads at once (every entry, read once: `memberCpdRecord`), and one for the events of
 * those registrations: none per row.
 */
export async function memberCpdTab(userId: string, locale: Locale, page: number, eventsPage = 1) {
  // The figures of this CPD year's days and this calendar year's: the tab's progress and year.
  const moment = now()
  const figureYears = [...new Set([...calendarYearsOf(cpdYearOf(moment)), malaysiaYear(moment)])]
  const [{ figures, total, approvedHours, pages, entries: stored }, registrations] = await Promise.all([
    memberCpdPage(userId, { page, limit: CPD_ENTRIES_PER_PAGE, figureYears }),
    listRegistrationsOfUser(userId),
  ])
  const registrationsById = new Map(registrations.map((r) => [r.id, r]))
  const entries = stored.map((entry) => {
    const view = toCpdEntryView(entry)
    const registration = entry.eventId ? registrationsById.get(entry.registrationId ?? '') : undefined
    return registration?.attendedAt ? { ...view, certificateCode: registration.verifyCode } : view
  })
  const myEvents = await myEventsOf(registrations, locale, eventsPage)
  return { figures, total, approvedHours, entries, pages, myEvents }
}

/**
 * One page of the member's events (latest start first), with how many pages there are: the waiting-list
 * positions (a query each) are asked for the rows shown only.
 */
async function myEventsOf(registrations: readonly PublicRegistration[], locale: Locale, page: number) {
  const moment = now()
  const shown = registrations.filter((r) => r.status !== 'cancelled')
  const events = new Map((await listEventsByIds(shown.map((r) => r.eventId))).map((event) => [event.id, event]))
  const dated = shown
    .flatMap((registration) => {
      const event = events.get(registration.eventId)
      return event?.startsAt ? [{ registration, event, startsAt: new Date(event.startsAt).toISOString() }] : []
    })
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  const rows = await Promise.all(
    dated.slice((page - 1) * MY_EVENTS_PER_PAGE, page * MY_EVENTS_PER_PAGE).map(async ({ registration, event, startsAt }) => ({
      id: registration.id,
      eventId: event.id,
      title: localizedField(event, 'title', locale),
      when: formatEventWhen(event.startsAt!, event.endsAt ?? null, locale),
      startsAt,
      status: registration.status,
      seatNumber: registration.seatNumber ?? null,
      position: await waitlistPosition(registration),
      attended: Boolean(registration.attendedAt),
      past: isPastEvent(event, moment),
    })),
  )
  return { rows, page, pages: pageCount(dated.length, MY_EVENTS_PER_PAGE) }
}
