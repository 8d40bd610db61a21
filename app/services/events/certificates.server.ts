import { toMalaysiaDay } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { getCpdEntryForUser } from '#app/models/cpd-entry.server.ts'
import { findRegistrationByVerifyCode, getRegistration } from '#app/models/event-registration.server.ts'
import { getEventById } from '#app/models/event.server.ts'
import { attendanceCertificateOf } from './shared.server.ts'

/** Certificates of attendance and their verification (services/events.server.ts). */

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
