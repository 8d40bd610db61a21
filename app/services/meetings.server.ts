import { meetingPaths } from '#app/config/meeting-paths.ts'
import { meetingNoticeDays, meetingQuorumRule } from '#app/config/meetings.ts'
import { now } from '#app/domain/clock.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { isActiveMemberOn, isVotingType } from '#app/domain/elections.ts'
import { localeOf } from '#app/domain/locale.ts'
import { hasStarted, isNoticeLate, noticeDeadline, quorumOf } from '#app/domain/meetings.ts'
import { mayManage, type WithRoles } from '#app/domain/roles.ts'
import {
  getMeeting,
  insertMeeting,
  listMeetings,
  markMeetingCancelled,
  markNoticeSent,
  moveMinutes,
  saveMinutesDraft,
  updateMeetingDetails,
  type PublicMeeting,
} from '#app/models/meeting.server.ts'
import {
  claimMeetingNotice,
  countMeetingNotices,
  finishMeetingNotice,
  getInvitees,
  getRsvp,
  listPresent,
  listRsvps,
  markPresent,
  saveRsvp,
  storeInviteesOnce,
  unmarkPresent,
  type RsvpAnswer,
  type StoredInvitees,
} from '#app/models/meeting-attendance.server.ts'
import { deleteMeetingPaperRecord, getMeetingPaper, insertMeetingPaper, listMeetingPapers } from '#app/models/meeting-paper.server.ts'
import { listRollFacts, listUsersByIds, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMail } from '#app/utils/mail.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { message } from '#app/validation/messages.ts'
import type { AttendanceInput, MeetingInput, MinutesInput, RsvpInput } from '#app/validation/meetings.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { listElectionsWithPhase } from './elections.server.ts'
import { deleteMedia, openDocumentDownload, type MediaActor } from './media.server.ts'
import { meetingNoticeMail } from './meeting-mails.server.ts'
import { storeFormUpload } from './upload-forms.server.ts'

/**
 * General meetings (issue 35, item 2; docs/decisions/038-general-meetings.md): the secretariat calls a
 * meeting, sends its notice once to each member entitled to attend, takes attendance and sees the quorum,
 * drafts, approves and publishes the minutes; members read the meeting, its papers and minutes, and
 * answer whether they come. The pages and the API call these.
 */

export const MEETING_MESSAGES = {
  created: message('messages:meetings.created'),
  updated: message('messages:meetings.updated'),
  notFound: message('messages:meetings.notFound'),
  cancelled: message('messages:meetings.cancelled'),
  isCancelled: message('messages:meetings.isCancelled'),
  started: message('messages:meetings.started'),
  noticeSent: message('messages:meetings.noticeSent'),
  noticeLate: message('messages:meetings.noticeLate', { days: meetingNoticeDays }),
  noticeFirst: message('messages:meetings.noticeFirst'),
  notEntitled: message('messages:meetings.notEntitled'),
  rsvpSaved: message('messages:meetings.rsvpSaved'),
  noOnlineLink: message('messages:meetings.noOnlineLink'),
  attendanceSaved: message('messages:meetings.attendanceSaved'),
  notInvitee: message('messages:meetings.notInvitee'),
  minutesSaved: message('messages:meetings.minutesSaved'),
  minutesApproved: message('messages:meetings.minutesApproved'),
  minutesPublished: message('messages:meetings.minutesPublished'),
  minutesNotDraft: message('messages:meetings.minutesNotDraft'),
  minutesNotApproved: message('messages:meetings.minutesNotApproved'),
  minutesFixed: message('messages:meetings.minutesFixed'),
  paperAdded: message('messages:meetings.paperAdded'),
  paperDeleted: message('messages:meetings.paperDeleted'),
  paperNotFound: message('messages:meetings.paperNotFound'),
  paperFileRequired: message('messages:meetings.paperFileRequired'),
} as const

export type MeetingRefusal = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415 | 429; message: string; field?: string }

const refuse = (status: MeetingRefusal['status'], text: string, field?: string): MeetingRefusal => ({ ok: false, status, message: text, ...(field ? { field } : {}) })

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim()

export { getMeeting, type PublicMeeting }

function detailsOf(input: MeetingInput) {
  return {
    kind: input.kind,
    title: input.title,
    titleMs: input.titleMs,
    startsAt: input.startsAt,
    year: malaysiaYear(input.startsAt),
    place: input.place,
    onlineUrl: input.onlineUrl,
    agenda: input.agenda,
    agendaMs: input.agendaMs,
  }
}

export async function createMeeting(actor: AuditActor, input: MeetingInput) {
  const meeting = await insertMeeting({ ...detailsOf(input), createdBy: actor.email })
  await recordAdminAction(actor, {
    action: 'created',
    entityType: 'meeting',
    entityId: meeting.id,
    summary: `Called the ${meeting.kind} general meeting "${meeting.title}" for ${meeting.startsAt}`,
  })
  return meeting
}

export type MeetingOutcome = { ok: true; meeting: PublicMeeting } | MeetingRefusal

/** The meeting's details changed: until it is cancelled. A notice already sent is not sent again. */
export async function updateMeeting(actor: AuditActor, id: string, input: MeetingInput): Promise<MeetingOutcome> {
  const existing = await getMeeting(id)
  if (!existing) return refuse(404, MEETING_MESSAGES.notFound)
  if (existing.cancelledAt) return refuse(409, MEETING_MESSAGES.isCancelled)
  const meeting = await updateMeetingDetails(id, detailsOf(input))
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  await recordAdminAction(actor, { action: 'updated', entityType: 'meeting', entityId: id, summary: `Updated the details of the general meeting "${meeting.title}"` })
  return { ok: true, meeting }
}

export async function listMeetingsForAdmin() {
  return listMeetings()
}

// ---------------------------------------------------------------------------------------------------
// Who is entitled to attend

/**
 * The members entitled to attend as on `day`: every member whose membership is active (paid up) that
 * day, of any type (domain/elections.ts, the one computation of the roll's stage), and of them those of
 * a type that votes (the quorum counts those).
 */
async function inviteesOn(day: string): Promise<{ userIds: string[]; votingUserIds: string[] }> {
  const members = (await listRollFacts()).filter((member) => isActiveMemberOn(member, day))
  return { userIds: members.map((m) => m.id), votingUserIds: members.filter((m) => isVotingType(m.membershipType)).map((m) => m.id) }
}

/**
 * The account ids of the members entitled to attend a meeting: those stored when its notice first went
 * (the members active that day), or, before the notice, those it would go to today. Empty for no such
 * meeting. Writing to members' "a meeting's invitees" group reads this.
 */
export async function meetingInvitees(meetingId: string): Promise<string[]> {
  const stored = await getInvitees(meetingId)
  if (stored) return stored.userIds
  if (!(await getMeeting(meetingId))) return []
  return (await inviteesOn(toMalaysiaDay(now()))).userIds
}

/** The invitees for the page: stored (`final`) after the notice, today's preview before it. */
async function inviteesForPage(meetingId: string): Promise<StoredInvitees & { final: boolean }> {
  const stored = await getInvitees(meetingId)
  if (stored) return { ...stored, final: true }
  const day = toMalaysiaDay(now())
  return { ...(await inviteesOn(day)), day, takenAt: now(), final: false }
}

// ---------------------------------------------------------------------------------------------------
// The notice

export type NoticeOutcome = { ok: true; sent: number; failed: number } | MeetingRefusal

export function meetingLink(meetingId: string) {
  return `${getEnv().publicUrl}${meetingPaths.page(meetingId)}`
}

/**
 * Sends the notice, once per member: the invitees are stored once (the members active today, the first
 * sender's list), then each member's mail is claimed by an insert under `<meeting>:<member>` before it
 * goes, so a double click, a retry or two processes mail each member once; `sent` counts this call's
 * mails (0 when every member had theirs). Refused: a cancelled or started meeting (409), and a notice
 * later than the notice period before the meeting unless `force` (409).
 */
export async function sendMeetingNotice(actor: AuditActor, id: string, { force }: { force: boolean }): Promise<NoticeOutcome> {
  const meeting = await getMeeting(id)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (meeting.cancelledAt) return refuse(409, MEETING_MESSAGES.isCancelled)
  const at = now()
  if (hasStarted(meeting.startsAt, at)) return refuse(409, MEETING_MESSAGES.started)
  const late = isNoticeLate(meeting.startsAt, at, meetingNoticeDays)
  if (late && !force && !meeting.noticeSentAt) return refuse(409, MEETING_MESSAGES.noticeLate, 'force')
  const day = toMalaysiaDay(at)
  const invitees = await storeInviteesOnce(meeting.id, { ...(await inviteesOn(day)), day, takenAt: at })
  await markNoticeSent(meeting.id, invitees.takenAt)
  let sent = 0
  let failed = 0
  const link = meetingLink(meeting.id)
  for (const member of await listUsersByIds(invitees.userIds)) {
    if (!(await claimMeetingNotice(meeting.id, member.id, now()))) continue
    const locale = localeOf(member)
    const ms = locale === 'ms'
    try {
      await sendMail(
        meetingNoticeMail({
          to: member.email,
          firstName: member.firstName,
          locale,
          kind: meeting.kind,
          title: (ms && meeting.titleMs) || meeting.title,
          startsAt: meeting.startsAt,
          place: meeting.place,
          onlineUrl: meeting.onlineUrl,
          agenda: (ms && meeting.agendaMs) || meeting.agenda,
          link,
        }),
      )
      await finishMeetingNotice(meeting.id, member.id, { status: 'sent' })
      sent += 1
    } catch (error) {
      await finishMeetingNotice(meeting.id, member.id, { status: 'failed', error: (error as Error).message })
      failed += 1
    }
  }
  if (sent || failed) {
    await recordAdminAction(actor, {
      action: 'sent',
      entityType: 'meeting',
      entityId: meeting.id,
      summary: `Sent the notice of "${meeting.title}" to ${sent} members${failed ? ` (${failed} failed)` : ''}${late ? `, later than ${meetingNoticeDays} days before the meeting` : ''}`,
    })
  }
  return { ok: true, sent, failed }
}

// ---------------------------------------------------------------------------------------------------
// Members: the meeting's page, the RSVP

/** Whether a member is entitled to a meeting: on the invitees stored with its notice (none before it). */
async function entitlement(user: { id: string }, meetingId: string) {
  const meeting = await getMeeting(meetingId)
  // Before its notice, a meeting is the secretariat's draft: no member's page shows it.
  if (!meeting?.noticeSentAt) return { meeting: null, entitled: false } as const
  const invitees = await getInvitees(meeting.id)
  return { meeting, entitled: Boolean(invitees?.userIds.includes(user.id)) } as const
}

/** The meetings whose notice went, the latest first, each with whether the member was invited. */
export async function listMeetingsForMember(user: PublicUser) {
  const meetings = (await listMeetings()).filter((meeting) => meeting.noticeSentAt)
  const at = now()
  return Promise.all(
    meetings.map(async (meeting) => ({
      meeting,
      upcoming: !hasStarted(meeting.startsAt, at) && !meeting.cancelledAt,
      entitled: Boolean((await getInvitees(meeting.id))?.userIds.includes(user.id)),
    })),
  )
}

export type MemberMeetingOutcome =
  | {
      ok: true
      meeting: PublicMeeting
      rsvp: RsvpAnswer | null
      mayAnswer: boolean
      papers: Array<{ id: string; title: string; size: number }>
      elections: Array<{ id: string; title: string; titleMs: string; phase: string }>
      minutesPublished: boolean
    }
  | MeetingRefusal

/** The meeting's page and GET /api/meetings/{id}: 404 no such meeting (or not yet noticed), 403 a member not entitled. */
export async function meetingForMember(user: PublicUser, meetingId: string): Promise<MemberMeetingOutcome> {
  const { meeting, entitled } = await entitlement(user, meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (!entitled) return refuse(403, MEETING_MESSAGES.notEntitled)
  const [rsvp, papers, elections] = await Promise.all([getRsvp(meeting.id, user.id), listMeetingPapers(meeting.id), electionsOfMeeting(meeting.id)])
  const minutesPublished = meeting.minutesState === 'published'
  return {
    ok: true,
    // The minutes only once published: a draft is the secretariat's.
    meeting: minutesPublished ? meeting : { ...meeting, minutes: '', minutesMs: '', minutesApprovedBy: '' },
    rsvp,
    mayAnswer: !meeting.cancelledAt && !hasStarted(meeting.startsAt, now()),
    papers: papers.map((p) => ({ id: p.id, title: p.title, size: p.size })),
    elections,
    minutesPublished,
  }
}

async function electionsOfMeeting(meetingId: string) {
  return (await listElectionsWithPhase()).filter((e) => e.meetingId === meetingId).map((e) => ({ id: e.id, title: e.title, titleMs: e.titleMs, phase: e.phase }))
}

export type RsvpOutcome = { ok: true; answer: RsvpAnswer } | MeetingRefusal

/** A member's answer (the page's form and POST /api/meetings/{id}/rsvp): changeable until the meeting starts. */
export async function answerMeeting(user: PublicUser, meetingId: string, input: RsvpInput): Promise<RsvpOutcome> {
  const { meeting, entitled } = await entitlement(user, meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (!entitled) return refuse(403, MEETING_MESSAGES.notEntitled)
  if (meeting.cancelledAt) return refuse(409, MEETING_MESSAGES.isCancelled)
  if (hasStarted(meeting.startsAt, now())) return refuse(409, MEETING_MESSAGES.started)
  if (input.answer === 'online' && !meeting.onlineUrl) return refuse(400, MEETING_MESSAGES.noOnlineLink, 'answer')
  await saveRsvp(meeting.id, user.id, input.answer, now())
  return { ok: true, answer: input.answer }
}

// ---------------------------------------------------------------------------------------------------
// The secretariat's page: attendance and the quorum

/** The quorum now: the voting members among the invitees marked present, against the rule (config/meetings.ts). */
function quorumFigure(invitees: { votingUserIds: string[] }, present: readonly string[]) {
  const voting = new Set(invitees.votingUserIds)
  return quorumOf(present.filter((id) => voting.has(id)).length, voting.size, meetingQuorumRule)
}

const ATTENDANCE_PAGE = 200

/**
 * The meeting's administration page: the meeting, the notice (on time or not, its deadline, how it
 * went), the RSVPs, the attendance list (invitees by name, filtered by `q`), the quorum recomputed on
 * every load, the papers and the elections held at it.
 */
export async function meetingForAdmin(meetingId: string, q = '') {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return null
  const at = now()
  const [invitees, notices, rsvps, present, papers, elections] = await Promise.all([
    inviteesForPage(meeting.id),
    countMeetingNotices(meeting.id),
    listRsvps(meeting.id),
    listPresent(meeting.id),
    listMeetingPapers(meeting.id),
    electionsOfMeeting(meeting.id),
  ])
  const presentSet = new Set(present)
  const answerOf = new Map(rsvps.map((r) => [r.userId, r.answer]))
  const voting = new Set(invitees.votingUserIds)
  const needle = q.trim().toLowerCase()
  const members = invitees.final ? await listUsersByIds(invitees.userIds) : []
  const rows = members
    .map((m) => ({ id: m.id, name: fullName(m), membershipId: m.membershipId ?? '', voting: voting.has(m.id), present: presentSet.has(m.id), rsvp: answerOf.get(m.id) ?? null }))
    .filter((row) => !needle || row.name.toLowerCase().includes(needle) || row.membershipId.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  const rsvpCounts = { attending: 0, 'not-attending': 0, online: 0 }
  for (const r of rsvps) rsvpCounts[r.answer] += 1
  return {
    meeting,
    started: hasStarted(meeting.startsAt, at),
    notice: {
      sentAt: meeting.noticeSentAt,
      deadline: noticeDeadline(meeting.startsAt, meetingNoticeDays).toISOString(),
      days: meetingNoticeDays,
      late: isNoticeLate(meeting.startsAt, at, meetingNoticeDays),
      ...notices,
    },
    invitees: { count: invitees.userIds.length, voting: invitees.votingUserIds.length, final: invitees.final, day: invitees.day },
    rsvpCounts,
    attendance: { rows: rows.slice(0, ATTENDANCE_PAGE), more: Math.max(0, rows.length - ATTENDANCE_PAGE), present: present.length },
    quorum: quorumFigure(invitees, present),
    papers,
    elections,
  }
}

export type AttendanceOutcome = { ok: true; marked: number; unmarked: number } | MeetingRefusal

/**
 * The secretary's attendance form: each listed invitee ticked is marked present, each listed one not
 * ticked is not (a mark taken back). Once the notice went (the invitees are known), until cancelled.
 */
export async function recordAttendance(actor: AuditActor, meetingId: string, input: AttendanceInput): Promise<AttendanceOutcome> {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (meeting.cancelledAt) return refuse(409, MEETING_MESSAGES.isCancelled)
  const invitees = await getInvitees(meeting.id)
  if (!invitees) return refuse(409, MEETING_MESSAGES.noticeFirst)
  const invited = new Set(invitees.userIds)
  const present = new Set(input.present.map((id) => id.toLowerCase()))
  const listed = new Set([...input.listed.map((id) => id.toLowerCase()), ...present])
  if ([...listed].some((id) => !invited.has(id))) return refuse(400, MEETING_MESSAGES.notInvitee, 'present')
  let marked = 0
  let unmarked = 0
  const at = now()
  for (const id of listed) {
    if (present.has(id)) marked += (await markPresent(meeting.id, id, actor.email, at)) ? 1 : 0
    else unmarked += (await unmarkPresent(meeting.id, id)) ? 1 : 0
  }
  if (marked || unmarked) {
    await recordAdminAction(actor, {
      action: 'recorded',
      entityType: 'meeting',
      entityId: meeting.id,
      summary: `Attendance at "${meeting.title}": ${marked} marked present${unmarked ? `, ${unmarked} marks taken back` : ''}`,
    })
  }
  return { ok: true, marked, unmarked }
}

/** The quorum of a meeting now (the API's and the tests' figure). */
export async function meetingQuorum(meetingId: string) {
  const [invitees, present] = await Promise.all([getInvitees(meetingId), listPresent(meetingId)])
  return quorumFigure(invitees ?? { votingUserIds: [] }, present)
}

// ---------------------------------------------------------------------------------------------------
// Minutes and cancellation

export type StepOutcome = { ok: true; message: string } | MeetingRefusal

export async function saveMinutes(actor: AuditActor, meetingId: string, input: MinutesInput): Promise<StepOutcome> {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (!(await saveMinutesDraft(meeting.id, input))) return refuse(409, MEETING_MESSAGES.minutesFixed)
  await recordAdminAction(actor, { action: 'drafted', entityType: 'meeting', entityId: meeting.id, summary: `Drafted the minutes of "${meeting.title}"` })
  return { ok: true, message: MEETING_MESSAGES.minutesSaved }
}

/** Draft → approved, recording who approved them and when. */
export async function approveMinutes(actor: AuditActor, meetingId: string): Promise<StepOutcome> {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (!(await moveMinutes(meeting.id, 'draft', 'approved', { minutesApprovedBy: actor.email, minutesApprovedAt: now() }))) return refuse(409, MEETING_MESSAGES.minutesNotDraft)
  await recordAdminAction(actor, { action: 'approved', entityType: 'meeting', entityId: meeting.id, summary: `Approved the minutes of "${meeting.title}"` })
  return { ok: true, message: MEETING_MESSAGES.minutesApproved }
}

/** Approved → published: the members entitled to the meeting read them on its page. */
export async function publishMinutes(actor: AuditActor, meetingId: string): Promise<StepOutcome> {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (!(await moveMinutes(meeting.id, 'approved', 'published', { minutesPublishedAt: now() }))) return refuse(409, MEETING_MESSAGES.minutesNotApproved)
  await recordAdminAction(actor, { action: 'published', entityType: 'meeting', entityId: meeting.id, summary: `Published the minutes of "${meeting.title}" to members` })
  return { ok: true, message: MEETING_MESSAGES.minutesPublished }
}

/** Cancels the meeting (no more RSVPs, notice or attendance); not mailed (decision 038). */
export async function cancelMeeting(actor: AuditActor, meetingId: string): Promise<StepOutcome> {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  if (!(await markMeetingCancelled(meeting.id, now()))) return refuse(409, MEETING_MESSAGES.isCancelled)
  await recordAdminAction(actor, { action: 'cancelled', entityType: 'meeting', entityId: meeting.id, summary: `Cancelled the general meeting "${meeting.title}"` })
  return { ok: true, message: MEETING_MESSAGES.cancelled }
}

// ---------------------------------------------------------------------------------------------------
// Papers

export type Staff = MediaActor & AuditActor

export type PaperOutcome = { ok: true; message: string } | MeetingRefusal

/** A paper: its PDF stored as the association's private file (purpose `meeting-paper`), then listed. */
export async function addMeetingPaper(actor: Staff, meetingId: string, title: string, file: UploadedFile): Promise<PaperOutcome> {
  const meeting = await getMeeting(meetingId)
  if (!meeting) return refuse(404, MEETING_MESSAGES.notFound)
  const stored = await storeFormUpload(actor, file, { purpose: 'meeting-paper', alt: '' })
  if (stored.status !== 'stored') return refuse(stored.httpStatus as MeetingRefusal['status'], stored.message, 'file')
  const paper = await insertMeetingPaper({ meetingId: meeting.id, title, mediaId: stored.media.id, name: stored.media.originalName, size: stored.media.size, addedBy: actor.email })
  await recordAdminAction(actor, { action: 'added', entityType: 'meeting', entityId: meeting.id, summary: `Added the paper "${paper.title}" to "${meeting.title}"` })
  return { ok: true, message: MEETING_MESSAGES.paperAdded }
}

export async function deleteMeetingPaper(actor: Staff, meetingId: string, paperId: string): Promise<PaperOutcome> {
  const paper = await deleteMeetingPaperRecord(meetingId, paperId)
  if (!paper) return refuse(404, MEETING_MESSAGES.paperNotFound)
  await deleteMedia(paper.mediaId, actor).catch(() => 'not-found')
  await recordAdminAction(actor, { action: 'deleted', entityType: 'meeting', entityId: meetingId, summary: `Deleted the paper "${paper.title}"` })
  return { ok: true, message: MEETING_MESSAGES.paperDeleted }
}

export async function listPapersForAdmin(meetingId: string) {
  return listMeetingPapers(meetingId)
}

/**
 * A paper's PDF: for a member entitled to the meeting, or the secretariat (the `meetings` area); 403 for
 * another member, 404 for no such paper (or a meeting not yet noticed, to a member).
 */
export async function openMeetingPaper(user: PublicUser & WithRoles, meetingId: string, paperId: string) {
  const staff = mayManage(user, 'meetings')
  if (!staff) {
    const { meeting, entitled } = await entitlement(user, meetingId)
    if (!meeting) return { status: 404 as const, message: MEETING_MESSAGES.notFound }
    if (!entitled) return { status: 403 as const, message: MEETING_MESSAGES.notEntitled }
  }
  const paper = await getMeetingPaper(meetingId, paperId)
  const served = paper ? await openDocumentDownload(paper.mediaId) : null
  if (!served) return { status: 404 as const, message: MEETING_MESSAGES.paperNotFound }
  return { status: 200 as const, served }
}
