import { now } from '#app/domain/clock.ts'
import { EVENT_CPD_PROVIDER } from '#app/domain/cpd-rules.ts'
import { formatEventWhen, isPastEvent, isRegistrationOpen } from '#app/domain/event-times.ts'
import { localizedField, type Locale } from '#app/domain/locale.ts'
import { mayManage, type WithRoles } from '#app/domain/roles.ts'
import { getOpenRegistration } from '#app/models/event-registration.server.ts'
import { seatsTakenByEvent } from '#app/models/event-seat.server.ts'
import { getActiveEvent, listActiveEvents, type PublicEvent } from '#app/models/event.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import { listLabel } from '#app/utils/i18n.server.ts'
import { eventIcs } from '../event-documents.server.ts'
import { registrationPagePath } from './links.server.ts'
import { seatOf } from './registration-page.server.ts'
import { calendarFacts, isBookable, waitlistPosition, whereOf } from './shared.server.ts'

/** What the pages and the API show of events (services/events.server.ts): lists, one event, its calendar file. */

/** Seats still free: capacity less the seats taken (never below 0). */
const seatsLeftOf = (event: PublicEvent, taken: number) => Math.max(0, (event.capacity ?? 0) - taken)

/**
 * An event as the JSON API answers it: its stored fields and the seats still free. The meeting link is
 * for those registered (issue 33): only the content staff who write it read it here (`withMeetingLink`),
 * so that what they GET they can PUT back whole.
 */
export function eventApiItem(event: PublicEvent, seatsTaken: number, { withMeetingLink = false }: { withMeetingLink?: boolean } = {}) {
  const { meetingLink, ...shown } = event
  return {
    ...shown,
    ...(withMeetingLink ? { meetingLink: meetingLink ?? '' } : {}),
    startsAt: event.startsAt ? new Date(event.startsAt).toISOString() : null,
    endsAt: event.endsAt ? new Date(event.endsAt).toISOString() : null,
    registrationDeadline: event.registrationDeadline ? new Date(event.registrationDeadline).toISOString() : null,
    seatsLeft: seatsLeftOf(event, seatsTaken),
  }
}

/** Whether the API's reader writes events, and so reads their meeting links. */
const writesEvents = (reader: WithRoles | null) => Boolean(reader && mayManage(reader, 'content'))

/** GET /api/events: every event on show, newest first as before, with `seatsLeft`. */
export async function listEventsForApi(reader: WithRoles | null = null) {
  const events = await listActiveEvents()
  const taken = await seatsTakenByEvent(events.map((e) => e.id))
  return events.map((event) => eventApiItem(event, taken.get(event.id) ?? 0, { withMeetingLink: writesEvents(reader) }))
}

export async function getEventForApi(id: string, reader: WithRoles | null = null) {
  const event = await getActiveEvent(id)
  if (!event) return null
  const taken = await seatsTakenByEvent([event.id])
  return eventApiItem(event, taken.get(event.id) ?? 0, { withMeetingLink: writesEvents(reader) })
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
    // Issue 33: "You are registered", with the seat ("Held until …" while the fee is owed) and its page.
    mine: mine
      ? {
          id: mine.id,
          status: mine.status,
          seatNumber: mine.seatNumber ?? null,
          position: await waitlistPosition(mine),
          seat: await seatOf(mine, event),
          page: registrationPagePath(mine, 'member'),
        }
      : null,
  }
}

/** The "Add to calendar" file; null for an event without a real date. */
export async function eventCalendarFile(id: string, locale: Locale) {
  const event = await getActiveEvent(id)
  if (!event?.startsAt) return null
  return eventIcs(calendarFacts(event, locale), locale)
}
