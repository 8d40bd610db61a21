import { adminPaths } from '#app/config/admin-paths.ts'
import { eventPaths, paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { cpdProgress, EVENT_CPD_PROVIDER } from '#app/domain/cpd-rules.ts'
import { formatHours, toCpdEntryView } from '#app/domain/cpd-records.ts'
import { addDays, formatDateTime, toMalaysiaDay } from '#app/domain/dates.ts'
import { formatEventWhen, isPastEvent, isRegistrationOpen } from '#app/domain/event-times.ts'
import { localeOr, localizedField, type Locale } from '#app/domain/locale.ts'
import { ringgitToSen } from '#app/domain/money.ts'
import { pageCount } from '#app/domain/pagination.ts'
import {
  createEventCpdEntry,
  deleteCpdEntriesOfRegistration,
  getCpdEntryForUser,
  listCpdEntriesForUser,
} from '#app/models/cpd-entry.server.ts'
import {
  confirmWaitlisted,
  confirmWaitlistPlace,
  findRegistrationByCheckInCode,
  findRegistrationByVerifyCode,
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
  setAttendedAt,
  setRegistrationInvoice,
  type PublicRegistration,
} from '#app/models/event-registration.server.ts'
import { releaseSeat, seatsTakenByEvent, takeSeat } from '#app/models/event-seat.server.ts'
import {
  getActiveEvent,
  getEventById,
  listEventsByIds,
  listActiveEvents,
  listActiveEventsEndedBetween,
  listActiveEventsStartingBetween,
  type PublicEvent,
} from '#app/models/event.server.ts'
import { getInvoiceById, markInvoiceVoid } from '#app/models/invoice.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { getUserById, listUsersByIds, type PublicUser } from '#app/models/user.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { faultPoint } from '#app/utils/fault-points.server.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { message } from '#app/validation/messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { memberCpdRecord } from './cpd.server.ts'
import { raiseInvoice } from './billing.server.ts'
import { attendanceCertificatePdf, cpdYearCertificatePdf, eventIcs, qrPng } from './event-documents.server.ts'
import {
  attendanceCertificateMail,
  eventReminderMail,
  heldMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  seatFreedMail,
  waitlistedMail,
  type EventMailFacts,
  type SeatFacts,
} from './event-mails.server.ts'

/**
 * Events members can book, attend and get CPD for (issue 20): the one service behind the event pages,
 * the dashboard, the administration and the JSON API. The atomic parts are inserts under unique keys
 * (docs/conventions.md, "Atomicity"): a seat (event, seat number), one open registration per e-mail and
 * event, one CPD credit per registration, and each mail that must go once (confirmation, reminder,
 * certificate) claimed before it is sent.
 */

export const EVENT_MESSAGES_OUT = {
  notFound: message('messages:content.events.apiNotFound'),
  registrationNotFound: message('messages:events.registrationNotFound'),
  notBookable: message('messages:events.notBookable'),
  closed: message('messages:events.closed'),
  alreadyRegistered: message('messages:events.alreadyRegistered'),
  alreadyCancelled: message('messages:events.alreadyCancelled'),
  linkInvalid: message('messages:events.linkInvalid'),
  codeNotFound: message('messages:events.codeNotFound'),
  notConfirmed: message('messages:events.notConfirmed'),
  holdExpired: message('messages:events.holdExpired'),
  confirmLinkInvalid: message('messages:events.confirmLinkInvalid'),
}

const publicUrl = (path: string) => `${getEnv().publicUrl}${path}`
const CANCEL_PURPOSE = 'cancel-registration'
const CONFIRM_PURPOSE = 'confirm-registration'
/** How long a visitor's seat is held for them to follow the link mailed to them (issue 30). */
export const HOLD_MS = 30 * 60 * 1000
const HOUR = 60 * 60 * 1000
/** Visitors' registrations: 5 an hour from one address, 3 an hour for one e-mail address (issue 30). */
const visitorsByAddress = () => dbRateLimiter('event-registration-by-address', { max: 5, windowMs: HOUR })
const visitorsByEmail = () => dbRateLimiter('event-registration-by-email', { max: 3, windowMs: HOUR })

/** Where an event takes place, as its pages and mails say it. */
function whereOf(event: PublicEvent, locale: Locale) {
  if (!event.isOnline) return event.location
  const online = fixedT(locale, 'events')('page.online')
  return event.location && event.location.toLowerCase() !== 'online' ? `${online} (${event.location})` : online
}

/** Seats still free: capacity less the seats taken (never below 0). */
const seatsLeftOf = (event: PublicEvent, taken: number) => Math.max(0, (event.capacity ?? 0) - taken)

/** Whether the event takes registrations at all: a real date and seats. */
export const isBookable = (event: PublicEvent) => Boolean(event.startsAt) && (event.capacity ?? 0) > 0

// ---------------------------------------------------------------------------------------------------
// What the pages and the API show

/** An event as the JSON API answers it: its stored fields and the seats still free. */
export function eventApiItem(event: PublicEvent, seatsTaken: number) {
  return {
    ...event,
    startsAt: event.startsAt ? new Date(event.startsAt).toISOString() : null,
    endsAt: event.endsAt ? new Date(event.endsAt).toISOString() : null,
    registrationDeadline: event.registrationDeadline ? new Date(event.registrationDeadline).toISOString() : null,
    seatsLeft: seatsLeftOf(event, seatsTaken),
  }
}

/** GET /api/events: every event on show, newest first as before, with `seatsLeft`. */
export async function listEventsForApi() {
  const events = await listActiveEvents()
  const taken = await seatsTakenByEvent(events.map((e) => e.id))
  return events.map((event) => eventApiItem(event, taken.get(event.id) ?? 0))
}

export async function getEventForApi(id: string) {
  const event = await getActiveEvent(id)
  if (!event) return null
  const taken = await seatsTakenByEvent([event.id])
  return eventApiItem(event, taken.get(event.id) ?? 0)
}

/** An event as a page draws it, in the page's language. */
export function eventCard(event: PublicEvent, seatsTaken: number, locale: Locale, moment: Date) {
  return {
    id: event.id,
    title: localizedField(event, 'title', locale),
    description: localizedField(event, 'description', locale),
    dateText: localizedField(event, 'date', locale),
    when: event.startsAt ? formatEventWhen(event.startsAt, event.endsAt ?? null, locale) : null,
    startsAt: event.startsAt ? new Date(event.startsAt).toISOString() : null,
    where: whereOf(event, locale),
    type: event.type,
    isOnline: Boolean(event.isOnline),
    cpdHours: event.cpdHours ?? 0,
    category: listLabel(locale, 'cpdCategories', event.category ?? 'Workshop'),
    priceMember: event.priceMember ?? 0,
    priceNonMember: event.priceNonMember ?? 0,
    capacity: event.capacity ?? 0,
    seatsLeft: seatsLeftOf(event, seatsTaken),
    registrationDeadline: event.registrationDeadline ? formatEventWhen(event.registrationDeadline, null, locale) : null,
    provider: event.provider || EVENT_CPD_PROVIDER,
    bookable: isBookable(event),
    open: isBookable(event) && isRegistrationOpen(event, moment),
    past: isPastEvent(event, moment),
  }
}
export type EventCard = ReturnType<typeof eventCard>

/**
 * The events for /training and /news: dated ones still to come in date order, past ones apart (most
 * recent first), and those with only a text date as they were (newest added first).
 */
export async function listEventsForPages(locale: Locale) {
  const events = await listActiveEvents()
  const taken = await seatsTakenByEvent(events.map((e) => e.id))
  const moment = now()
  const cards = events.map((event) => eventCard(event, taken.get(event.id) ?? 0, locale, moment))
  const dated = cards.filter((c) => c.startsAt)
  return {
    upcoming: dated.filter((c) => !c.past).sort((a, b) => a.startsAt!.localeCompare(b.startsAt!)),
    past: dated.filter((c) => c.past).sort((a, b) => b.startsAt!.localeCompare(a.startsAt!)),
    undated: cards.filter((c) => !c.startsAt),
  }
}

/** One event's page: the event, and the visitor's or member's own open registration, if any. */
export async function getEventPage(id: string, locale: Locale, user: PublicUser | null) {
  const event = await getActiveEvent(id)
  if (!event) return null
  const taken = (await seatsTakenByEvent([event.id])).get(event.id) ?? 0
  const mine = user ? await getOpenRegistration(event.id, user.email) : null
  return {
    event: eventCard(event, taken, locale, now()),
    mine: mine ? { id: mine.id, status: mine.status, seatNumber: mine.seatNumber ?? null, position: await waitlistPosition(mine) } : null,
  }
}

/**
 * Where a place on the waiting list stands: among the places kept, in order. A visitor's place not kept
 * yet (its link not followed: `holdExpiresAt` set) is in no one's way, as it is never given a seat
 * (issue 30); its own position is where it would stand once kept.
 */
async function waitlistPosition(registration: PublicRegistration) {
  if (registration.status !== 'waitlisted') return null
  const line = (await listRegistrationsOfEvent(registration.eventId)).filter((r) => r.id === registration.id || (r.status === 'waitlisted' && !r.holdExpiresAt))
  return line.findIndex((r) => r.id === registration.id) + 1
}

/** The "Add to calendar" file; null for an event without a real date. */
export async function eventCalendarFile(id: string, locale: Locale) {
  const event = await getActiveEvent(id)
  if (!event?.startsAt) return null
  return eventIcs(calendarFacts(event, locale), locale)
}

function calendarFacts(event: PublicEvent, locale: Locale) {
  return {
    id: event.id,
    title: localizedField(event, 'title', locale).text,
    description: localizedField(event, 'description', locale).text,
    startsAt: new Date(event.startsAt!),
    endsAt: event.endsAt ? new Date(event.endsAt) : null,
    location: whereOf(event, locale),
    url: publicUrl(eventPaths.page(event.id)),
    cpdHours: event.cpdHours ?? 0,
  }
}

// ---------------------------------------------------------------------------------------------------
// Registration

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
    sendMailInBackground(waitlistedMail(mailFacts(event, registration), { position: (await waitlistPosition(registration)) ?? 1, cancelLink: cancelLinkOf(registration), confirm }))
  }
  return { ok: true, registration }
}

function mailFacts(event: PublicEvent, registration: PublicRegistration): EventMailFacts {
  const locale = registration.locale
  return {
    to: registration.email,
    name: registration.name,
    locale,
    title: localizedField(event, 'title', locale).text,
    when: formatEventWhen(event.startsAt!, event.endsAt ?? null, locale),
    where: whereOf(event, locale),
    link: publicUrl(eventPaths.page(event.id)),
  }
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
  return { seat: registration.seatNumber ?? 0, until: formatDateTime(until, registration.locale), confirmLink: confirmLinkOf(registration), cancelLink: cancelLinkOf(registration) }
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
async function feeOf(event: PublicEvent, registration: PublicRegistration) {
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
    ics: eventIcs(calendarFacts(event, locale), locale),
    qr: await qrPng(publicUrl(adminPaths.eventCheckIn(event.id, registration.checkInCode))),
    invoice,
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
  const [{ entries: all, figures }, registrations] = await Promise.all([memberCpdRecord(userId), listRegistrationsOfUser(userId)])
  const stored = all.slice((page - 1) * CPD_ENTRIES_PER_PAGE, page * CPD_ENTRIES_PER_PAGE)
  const registrationsById = new Map(registrations.map((r) => [r.id, r]))
  const entries = stored.map((entry) => {
    const view = toCpdEntryView(entry)
    const registration = entry.eventId ? registrationsById.get(entry.registrationId ?? '') : undefined
    return registration?.attendedAt ? { ...view, certificateCode: registration.verifyCode } : view
  })
  const myEvents = await myEventsOf(registrations, locale, eventsPage)
  return { figures, entries, pages: pageCount(figures.length, CPD_ENTRIES_PER_PAGE), myEvents }
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

// ---------------------------------------------------------------------------------------------------
// Attendance and CPD credit

export interface AttendanceOutcome {
  marked: string[]
  refused: Array<{ id: string; message: string }>
}

/** An event's registrations for the administration, with the member's ID where there is one. */
export async function listRegistrationsForAdmin(eventId: string) {
  const event = await getEventById(eventId)
  if (!event) return null
  const registrations = await listRegistrationsOfEvent(event.id)
  const members = new Map((await listUsersByIds(registrations.flatMap((r) => (r.userId ? [r.userId] : [])))).map((u) => [u.id, u]))
  return {
    event,
    registrations: registrations.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      membershipId: r.userId ? (members.get(r.userId)?.membershipId ?? '') : '',
      status: r.status,
      seatNumber: r.seatNumber ?? null,
      checkInCode: r.checkInCode,
      attendedAt: r.attendedAt ? new Date(r.attendedAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
      holdExpiresAt: r.holdExpiresAt ? new Date(r.holdExpiresAt).toISOString() : null,
    })),
  }
}

/**
 * Marks registrations present: each must be a confirmed one of this event. An attending member gets
 * the approved CPD entry of the event at once, and only once however often (or however many times at
 * the same moment) they are marked: the credit is claimed by an insert under the registration.
 */
export async function markAttendance(actor: AuditActor, eventId: string, registrationIds: readonly string[]): Promise<AttendanceOutcome | null> {
  const event = await getEventById(eventId)
  if (!event) return null
  const outcome: AttendanceOutcome = { marked: [], refused: [] }
  for (const id of new Set(registrationIds)) {
    const registration = await getRegistration(id)
    if (!registration || registration.eventId !== event.id) {
      outcome.refused.push({ id, message: EVENT_MESSAGES_OUT.registrationNotFound })
      continue
    }
    if (registration.status !== 'confirmed') {
      outcome.refused.push({ id, message: EVENT_MESSAGES_OUT.notConfirmed })
      continue
    }
    if (!registration.attendedAt) await setAttendedAt(registration.id, now())
    await creditCpd(event, registration)
    outcome.marked.push(registration.id)
  }
  if (outcome.marked.length) {
    await recordAdminAction(actor, {
      action: 'marked-present',
      entityType: 'event',
      entityId: event.id,
      summary: `Marked ${outcome.marked.length} present at "${event.title}"`,
    })
  }
  return outcome
}

async function creditCpd(event: PublicEvent, registration: PublicRegistration) {
  if (!registration.userId || !(event.cpdHours > 0) || !event.startsAt) return
  if (!(await claimOnce('event-cpd-credit', registration.id))) return
  try {
    await createEventCpdEntry({
      userId: registration.userId,
      eventId: event.id,
      registrationId: registration.id,
      title: event.title,
      provider: EVENT_CPD_PROVIDER,
      category: event.category ?? 'Workshop',
      hours: event.cpdHours,
      // A CPD date is a calendar day, stored as midnight UTC of the day in Malaysia.
      date: new Date(`${toMalaysiaDay(event.startsAt)}T00:00:00.000Z`),
    })
  } catch (error) {
    await releaseOnce('event-cpd-credit', registration.id)
    throw error
  }
}

/** Un-marks a registration: no longer present, and the CPD entry it credited is removed. */
export async function unmarkAttendance(actor: AuditActor, eventId: string, registrationId: string) {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId) return false
  await setAttendedAt(registration.id, null)
  await deleteCpdEntriesOfRegistration(registration.id)
  await releaseOnce('event-cpd-credit', registration.id)
  await recordAdminAction(actor, {
    action: 'unmarked-present',
    entityType: 'event-registration',
    entityId: registration.id,
    summary: `Un-marked ${registration.name} as present (CPD credit removed)`,
  })
  return true
}

export type CheckInResult = { ok: true; name: string } | { ok: false; status: 404 | 409; message: string }

/** The door: the code from the confirmation mail (typed, or its QR scanned) marks its holder present. */
export async function checkIn(actor: AuditActor, eventId: string, code: string): Promise<CheckInResult> {
  const registration = await findRegistrationByCheckInCode(code)
  if (!registration || registration.eventId !== eventId) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.codeNotFound }
  const outcome = await markAttendance(actor, eventId, [registration.id])
  if (!outcome) return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.notFound }
  if (!outcome.marked.length) return { ok: false, status: 409, message: outcome.refused[0]?.message ?? EVENT_MESSAGES_OUT.notConfirmed }
  return { ok: true, name: registration.name }
}

// ---------------------------------------------------------------------------------------------------
// Certificates and verification

async function attendanceCertificateOf(registration: PublicRegistration, event: PublicEvent, locale: Locale) {
  return attendanceCertificatePdf(
    {
      name: registration.name,
      eventTitle: localizedField(event, 'title', locale).text,
      when: formatEventWhen(event.startsAt!, event.endsAt ?? null, locale),
      hours: event.cpdHours ?? 0,
      category: event.category ?? 'Workshop',
      provider: event.provider || EVENT_CPD_PROVIDER,
      code: registration.verifyCode,
      verifyUrl: publicUrl(`/verify/${registration.verifyCode}`),
    },
    locale,
  )
}

/** The certificate of attendance behind a member's CPD entry; null when the entry is not an attended event's. */
export async function attendanceCertificateForEntry(userId: string, cpdEntryId: string, locale: Locale) {
  const entry = await getCpdEntryForUser(cpdEntryId, userId)
  if (!entry?.registrationId) return null
  const registration = await getRegistration(entry.registrationId)
  const event = registration ? await getEventById(registration.eventId) : null
  if (!registration?.attendedAt || !event?.startsAt) return null
  return attendanceCertificateOf(registration, event, locale)
}

/** `/verify/{code}` of a certificate of attendance: null unless the code is one and its holder attended. */
export async function verifyAttendance(code: string) {
  const registration = await findRegistrationByVerifyCode(code)
  if (!registration?.attendedAt) return null
  const event = await getEventById(registration.eventId)
  if (!event?.startsAt) return null
  return {
    kind: 'attendance' as const,
    name: registration.name,
    event: event.title,
    date: toMalaysiaDay(event.startsAt),
    cpdHours: event.cpdHours ?? 0,
  }
}

// ---------------------------------------------------------------------------------------------------
// The scheduled run: reminders the day before, certificates after

export interface EventRun {
  reminders: number
  certificates: number
}

/** Midnight in Malaysia at the start of a calendar day, as an instant. */
const startOfMalaysiaDay = (day: string) => new Date(`${day}T00:00:00+08:00`)

/**
 * Run by the scheduler (server/event-reminder-job.ts) and on demand: every confirmed registration of an
 * event starting tomorrow (Malaysia time) gets its reminder, and every attendee of an event that ended
 * in the last week gets the certificate, each once: claimed by an insert before it goes.
 */
export async function runEventMails(): Promise<EventRun> {
  const moment = now()
  const today = toMalaysiaDay(moment)
  const run: EventRun = { reminders: 0, certificates: 0 }
  const tomorrow = await listActiveEventsStartingBetween(startOfMalaysiaDay(addDays(today, 1)), startOfMalaysiaDay(addDays(today, 2)))
  for (const event of tomorrow) {
    for (const registration of await listRegistrationsOfEvent(event.id)) {
      if (registration.status !== 'confirmed' || !(await claimOnce('event-reminder', registration.id))) continue
      sendMailInBackground(eventReminderMail(mailFacts(event, registration), { code: registration.checkInCode, cancelLink: cancelLinkOf(registration) }))
      run.reminders += 1
    }
  }
  const ended = await listActiveEventsEndedBetween(new Date(moment.getTime() - 7 * 24 * 60 * 60 * 1000), moment)
  for (const event of ended) {
    for (const registration of await listRegistrationsOfEvent(event.id)) {
      if (!registration.attendedAt || !(await claimOnce('attendance-certificate-mail', registration.id))) continue
      const pdf = await attendanceCertificateOf(registration, event, registration.locale)
      sendMailInBackground(attendanceCertificateMail(mailFacts(event, registration), { hours: formatHours(event.cpdHours ?? 0), pdf, member: Boolean(registration.userId) }))
      run.certificates += 1
    }
  }
  return run
}

export const dashboardLink = () => publicUrl(paths.dashboard)

/** The member's CPD progress in a year under the rules (domain/cpd-rules.ts): the dashboard's and the certificate's. */
export async function cpdProgressOf(user: PublicUser, year: number) {
  const entries = await listCpdEntriesForUser(user.id)
  return cpdProgress(entries, year, user.joinDate ?? null)
}

/** The yearly CPD certificate, once the year's target is met; null before. */
export async function cpdYearCertificate(user: PublicUser, year: number, locale: Locale) {
  const progress = await cpdProgressOf(user, year)
  if (!progress.met) return null
  return cpdYearCertificatePdf(
    {
      name: `${user.firstName} ${user.lastName}`,
      membershipId: user.membershipId ?? '',
      year,
      first: progress.first,
      last: progress.last,
      counted: progress.countedHours,
      target: progress.target,
      categories: progress.categories,
      issuedOn: now(),
    },
    locale,
  )
}
