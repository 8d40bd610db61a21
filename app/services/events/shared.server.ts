import { eventPaths, membershipPaths } from '#app/config/member-paths.ts'

import { now } from '#app/domain/clock.ts'
import { EVENT_CPD_PROVIDER } from '#app/domain/cpd-rules.ts'
import { formatEventWhen } from '#app/domain/event-times.ts'
import { localizedField, type Locale } from '#app/domain/locale.ts'
import { listRegistrationsOfEvent, type PublicRegistration } from '#app/models/event-registration.server.ts'
import type { PublicEvent } from '#app/models/event.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { message } from '#app/validation/messages.ts'
import { attendanceCertificatePdf } from '../event-documents.server.ts'
import type { EventMailFacts } from '../event-mails.server.ts'

/**
 * What more than one part of the events service uses (services/events.server.ts): the messages, the
 * public address of a page, and how an event, a waiting-list place, a calendar file, a mail and a
 * certificate of attendance are drawn.
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
  notStarted: message('messages:events.notStarted'),
  holdExpired: message('messages:events.holdExpired'),
  confirmLinkInvalid: message('messages:events.confirmLinkInvalid'),
}

export const publicUrl = (path: string) => `${getEnv().publicUrl}${path}`

/** Where an event takes place, as its pages and mails say it. */
export function whereOf(event: PublicEvent, locale: Locale) {
  if (!event.isOnline) return event.location
  const online = fixedT(locale, 'events')('page.online')
  return event.location && event.location.toLowerCase() !== 'online' ? `${online} (${event.location})` : online
}

/** Whether the event takes registrations at all: a real date and seats. */
export const isBookable = (event: PublicEvent) => Boolean(event.startsAt) && (event.capacity ?? 0) > 0

/**
 * Where a place on the waiting list stands: among the places kept, in order. A visitor's place not kept
 * yet (its link not followed: `holdExpiresAt` set) is in no one's way, as it is never given a seat
 * (issue 30); its own position is where it would stand once kept.
 */
export async function waitlistPosition(registration: PublicRegistration) {
  if (registration.status !== 'waitlisted') return null
  const line = (await listRegistrationsOfEvent(registration.eventId)).filter((r) => r.id === registration.id || (r.status === 'waitlisted' && !r.holdExpiresAt))
  return line.findIndex((r) => r.id === registration.id) + 1
}

/**
 * The calendar file's facts; a registrant's (`registrant`: the one their confirmation mail carries) adds
 * the online event's meeting link, which the public "Add to calendar" file never shows (issue 33).
 */
export function calendarFacts(event: PublicEvent, locale: Locale, { registrant = false }: { registrant?: boolean } = {}) {
  const description = localizedField(event, 'description', locale).text
  const meeting = registrant && event.meetingLink ? fixedT(locale, 'events')('mail.meetingLink', { link: event.meetingLink }) : ''
  return {
    id: event.id,
    title: localizedField(event, 'title', locale).text,
    description: [description, meeting].filter(Boolean).join('\n\n'),
    startsAt: new Date(event.startsAt!),
    endsAt: event.endsAt ? new Date(event.endsAt) : null,
    location: whereOf(event, locale),
    url: publicUrl(eventPaths.page(event.id)),
    cpdHours: event.cpdHours ?? 0,
  }
}

export function mailFacts(event: PublicEvent, registration: PublicRegistration): EventMailFacts {
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

export async function attendanceCertificateOf(registration: PublicRegistration, event: PublicEvent, locale: Locale) {
  return attendanceCertificatePdf(
    {
      name: registration.name,
      eventTitle: localizedField(event, 'title', locale).text,
      when: formatEventWhen(event.startsAt!, event.endsAt ?? null, locale),
      hours: event.cpdHours ?? 0,
      category: event.category ?? 'Workshop',
      provider: event.provider || EVENT_CPD_PROVIDER,
      code: registration.verifyCode,
      verifyUrl: publicUrl(membershipPaths.verify(registration.verifyCode)),
      issuedOn: now(),
    },
    locale,
  )
}
