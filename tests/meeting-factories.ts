import { now } from '#app/domain/clock.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { insertMeeting, markNoticeSent } from '#app/models/meeting.server.ts'
import { storeInviteesOnce } from '#app/models/meeting-attendance.server.ts'
import { meetingInvitees } from '#app/services/meetings.server.ts'

let counter = 0

/**
 * A general meeting stored through the model (issue 35), by default an AGM on 1 June 2099 (a fixed day,
 * valid whatever the clock says), its notice not sent.
 */
export async function createMeeting(overrides: Partial<Parameters<typeof insertMeeting>[0]> = {}) {
  counter += 1
  const startsAt = overrides.startsAt ?? new Date('2099-06-01T02:00:00.000Z')
  return insertMeeting({
    kind: 'annual',
    title: `Annual general meeting ${counter}`,
    titleMs: `Mesyuarat agung tahunan ${counter}`,
    startsAt,
    year: malaysiaYear(startsAt),
    place: 'Dewan EMPAM, Kuala Lumpur',
    onlineUrl: 'https://meet.example.org/agm',
    agenda: '1. Annual report\n2. Accounts',
    agendaMs: '1. Laporan tahunan\n2. Akaun',
    createdBy: 'secretary@example.com',
    ...overrides,
  })
}

/**
 * A meeting whose notice went, as far as entitlement goes: its invitees stored (every member active now,
 * all counted as voting) and its notice's moment set, without mailing anyone (a fixture made per request
 * would otherwise mail every account of the database each time). The notice's own test sends it.
 */
export async function createNoticedMeeting(overrides: Partial<Parameters<typeof insertMeeting>[0]> = {}) {
  const meeting = await createMeeting(overrides)
  const userIds = await meetingInvitees(meeting.id)
  const at = now()
  await storeInviteesOnce(meeting.id, { userIds, votingUserIds: userIds, day: toMalaysiaDay(at), takenAt: at })
  await markNoticeSent(meeting.id, at)
  return meeting
}
