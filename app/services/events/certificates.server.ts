import { toMalaysiaDay } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { findCpdCertificateByCode } from '#app/models/cpd-certificate.server.ts'
import { getCpdEntryForUser } from '#app/models/cpd-entry.server.ts'
import { findRegistrationByVerifyCode, getRegistration } from '#app/models/event-registration.server.ts'
import { getEventById } from '#app/models/event.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import { memberCpdSummary } from '../cpd.server.ts'
import { attendanceCertificateOf } from './shared.server.ts'

/** Certificates of attendance and the yearly CPD certificate, and their verification (services/events.server.ts). */

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

/**
 * `/verify/{code}` of a yearly CPD certificate (issue 33): whose it is, the year, and the year's figures
 * as they stand today, from the one computation every page and `GET /api/cpd/summary` use
 * (memberCpdSummary): never figures of its own. Null unless the code is one.
 */
export async function verifyCpdYear(code: string) {
  const found = await findCpdCertificateByCode(code)
  const user = found ? await getUserById(found.userId) : null
  if (!found || !user) return null
  const summary = await memberCpdSummary(user, found.year)
  return {
    kind: 'cpd-year' as const,
    name: `${user.firstName} ${user.lastName}`,
    membershipId: user.membershipId ?? null,
    year: summary.year,
    from: summary.from,
    to: summary.to,
    target: summary.target,
    countedHours: summary.countedHours,
    met: summary.met,
  }
}
