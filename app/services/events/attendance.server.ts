import { now } from '#app/domain/clock.ts'
import { EVENT_CPD_PROVIDER } from '#app/domain/cpd-rules.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { createEventCpdEntry, deleteCpdEntriesOfRegistration } from '#app/models/cpd-entry.server.ts'
import {
  findRegistrationByCheckInCode,
  getRegistration,
  listRegistrationsOfEvent,
  setAttendedAt,
  type PublicRegistration,
} from '#app/models/event-registration.server.ts'
import { getEventById, type PublicEvent } from '#app/models/event.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { listUsersByIds } from '#app/models/user.server.ts'
import { recordAdminAction, type AuditActor } from '../audit.server.ts'
import { EVENT_MESSAGES_OUT } from './shared.server.ts'

/** Attendance and CPD credit (services/events.server.ts): the registrations list, marking present, the door's check-in. */

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
 * the same moment) they are marked: the credit is claimed by an insert under the registration. Not
 * before the event's start (issue 33): no one is present at an event that has not begun.
 */
export async function markAttendance(actor: AuditActor, eventId: string, registrationIds: readonly string[]): Promise<AttendanceOutcome | null> {
  const event = await getEventById(eventId)
  if (!event) return null
  const outcome: AttendanceOutcome = { marked: [], refused: [] }
  if (event.startsAt && now() < new Date(event.startsAt)) {
    outcome.refused = [...new Set(registrationIds)].map((id) => ({ id, message: EVENT_MESSAGES_OUT.notStarted }))
    return outcome
  }
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
