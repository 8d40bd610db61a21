import { Types } from 'mongoose'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { mediaPaths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { APPEAL_PERIOD_DAYS, CONCERN_STATUSES, FINAL_DECISION_DAYS, type ConcernOutcome, type ConcernStatus } from '#app/domain/concerns.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf } from '#app/domain/locale.ts'
import {
  getConcernById,
  insertConcernEvent,
  listConcernEvents,
  listConcernsAboutMember,
  listConcernsByStatus,
  removeConcernEvent,
  updateConcern,
  type PublicConcern,
  type PublicConcernEvent,
} from '#app/models/concern.server.ts'
import { getMediaById } from '#app/models/media.server.ts'
import { listSanctionsOfConcern } from '#app/models/sanction.server.ts'
import { getUserById, markFrameNoticeSource, type PublicUser } from '#app/models/user.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import type { ConcernComplainantAppealInput, ConcernDecisionInput, ConcernFinalDecisionInput, ConcernPutInput } from '#app/validation/concern.ts'
import { MAX_CONCERN_RESPONSE_FILES } from '#app/validation/concern.ts'
import { message } from '#app/validation/messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { concernDecisionMail, concernPutMail, tellConductStaff } from './conduct-mails.server.ts'
import { admitUpload, openDocumentDownload, prepareUpload, writePreparedUpload, type PreparedUpload } from './media.server.ts'
import { isSanctionKind, withdrawSanction, writeSanction } from './sanctions.server.ts'

/**
 * A concern's case (issue 36, items 1 and 2; decision 042): the conduct officer's steps (acknowledge, put
 * to the practitioner, notes and documents, decide, the final decision after an appeal, close), the
 * practitioner's (respond, appeal), each a step on the timeline. A step that happens once is inserted
 * under an id that names it, so that of two at the same moment one wins and the other is told 409; the
 * concern's status and clocks are then set on the concern (a cache of its timeline). Every staff step is
 * in the audit log with the reference only: never a name or the words written.
 */

export type Actor = AuditActor & { isAdmin: boolean; roles?: readonly string[] | null }
export type CaseResult = { ok: true; concern: PublicConcern; message: string } | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 429; message: string; fieldErrors?: Record<string, string[]> }

const today = () => toMalaysiaDay(now())
const NOT_FOUND = () => ({ ok: false as const, status: 404 as const, message: message('messages:concern.notFound') })
const WRONG_STEP = () => ({ ok: false as const, status: 409 as const, message: message('messages:concern.wrongStep') })
const newEventId = (concernId: string) => `${concernId}:${new Types.ObjectId().toHexString()}`
const audit = (actor: AuditActor, concern: PublicConcern, action: string, what: string) =>
  recordAdminAction(actor, { action, entityType: 'concern', entityId: concern.id, summary: `${what}: concern ${concern.reference}` })

/** Moves the case to `status`, once: false when that step was taken already. */
async function stepOnce(concern: PublicConcern, status: ConcernStatus, actor: { id: string; role: 'staff' | 'practitioner' | 'system' }, text = '') {
  return insertConcernEvent({ id: `${concern.id}:status:${status}`, concernId: concern.id, kind: 'status', status, actorId: actor.id, actorRole: actor.role, text, at: now() })
}

// ---------------------------------------------------------------------------------------------------
// The queue and one case, as the conduct officers see them.

export interface QueueItem {
  id: string
  reference: string
  status: ConcernStatus
  practitionerName: string
  receivedOn: string
  /** The next clock: a response, an appeal's end or a final decision, with its day ('' when none). */
  clock: { kind: 'response' | 'appeal' | 'final' | ''; day: string }
  overdue: boolean
}

function clockOf(concern: PublicConcern): QueueItem['clock'] {
  if (concern.status === 'under-investigation' && concern.responseDue) return { kind: 'response', day: concern.responseDue }
  if (concern.status === 'decided' && concern.appealDeadline) return { kind: 'appeal', day: concern.appealDeadline }
  if (concern.status === 'under-appeal' && concern.finalDecisionDue) return { kind: 'final', day: concern.finalDecisionDue }
  return { kind: '', day: '' }
}

/** The open concerns (or those at one status), overdue first, then by the nearest clock, then the oldest. */
export async function concernQueue(status?: ConcernStatus | null) {
  const statuses = status ? [status] : CONCERN_STATUSES.filter((s) => s !== 'closed')
  const lists = await Promise.all(statuses.map((s) => listConcernsByStatus(s)))
  const day = today()
  const items: QueueItem[] = lists.flat().map((concern) => {
    const clock = clockOf(concern)
    return {
      id: concern.id,
      reference: concern.reference,
      status: concern.status,
      practitionerName: concern.practitionerName,
      receivedOn: toMalaysiaDay(concern.createdAt),
      clock,
      overdue: Boolean(clock.day) && clock.kind !== 'appeal' && clock.day < day,
    }
  })
  return items.sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.clock.day || '9999').localeCompare(b.clock.day || '9999') || a.receivedOn.localeCompare(b.receivedOn))
}

async function filesOf(ids: readonly string[]) {
  const media = await Promise.all(ids.map((id) => getMediaById(id)))
  return media.filter((m) => m !== null).map((m) => ({ id: m.id, name: m.originalName, type: m.mimeType, url: mediaPaths.download(m.id) }))
}

/** One case for the conduct officers: the concern, its evidence, its timeline with files, its sanctions. */
export async function concernCase(id: string) {
  const concern = await getConcernById(id)
  if (!concern) return null
  const [events, evidence, sanctions, member] = await Promise.all([
    listConcernEvents(concern.id),
    filesOf(concern.evidenceMediaIds),
    listSanctionsOfConcern(concern.id),
    concern.practitionerUserId ? getUserById(concern.practitionerUserId) : null,
  ])
  const timeline = await Promise.all(events.map(async (event) => ({ ...event, files: await filesOf(event.mediaIds) })))
  return {
    concern,
    evidence,
    timeline,
    sanctions,
    practitioner: member ? { id: String(member.id), name: [member.firstName, member.lastName].filter(Boolean).join(' '), membershipId: String(member.membershipId ?? '') } : null,
    today: today(),
  }
}
export type ConcernCase = NonNullable<Awaited<ReturnType<typeof concernCase>>>

// ---------------------------------------------------------------------------------------------------
// The conduct officer's steps.

export async function acknowledgeConcern(actor: Actor, id: string): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (concern.status !== 'received') return WRONG_STEP()
  if (!(await stepOnce(concern, 'acknowledged', { id: actor.id, role: 'staff' }))) return WRONG_STEP()
  const updated = (await updateConcern(concern.id, { status: 'acknowledged' }))!
  await audit(actor, concern, 'acknowledged-concern', 'Acknowledged')
  return { ok: true, concern: updated, message: message('messages:concern.acknowledged') }
}

/** Puts the concern to the practitioner in the officer's words, with the day their response is due; mails them. */
export async function putToPractitioner(actor: Actor, id: string, input: ConcernPutInput): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (concern.status !== 'received' && concern.status !== 'acknowledged') return WRONG_STEP()
  if (!concern.practitionerUserId) return { ok: false, status: 409, message: message('messages:concern.noAccount') }
  const member = await getUserById(concern.practitionerUserId)
  if (!member) return { ok: false, status: 409, message: message('messages:concern.noAccount') }
  if (input.responseDue <= today()) return { ok: false, status: 400, message: message('messages:concern.dueInFuture'), fieldErrors: { responseDue: [message('messages:concern.dueInFuture')] } }
  // Before the step: the dashboard's frame reads concerns only for members marked so (issue 31).
  await markFrameNoticeSource([member.id], 'concerns')
  if (!(await stepOnce(concern, 'under-investigation', { id: actor.id, role: 'staff' }, input.text))) return WRONG_STEP()
  const updated = (await updateConcern(concern.id, { status: 'under-investigation', putToPractitioner: input.text, responseDue: input.responseDue }))!
  await audit(actor, concern, 'put-concern-to-practitioner', 'Put to the practitioner')
  const locale = localeOf(member as { locale?: string })
  sendMailInBackground(concernPutMail({ to: String(member.email), name: String(member.firstName), reference: concern.reference, responseDue: input.responseDue, concernId: concern.id, locale }))
  return { ok: true, concern: updated, message: message('messages:concern.put') }
}

/**
 * The complainant's appeal, which reaches the association by letter or mail (the decision's mail tells
 * them how): recorded by the conduct officer with the day it arrived, within the appeal period, once per
 * decision (one appeal stage, whoever appeals first). The final decision is due 60 days after it arrived.
 */
export async function recordComplainantAppeal(actor: Actor, id: string, input: ConcernComplainantAppealInput): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (concern.status === 'under-appeal' || concern.appealedOn) return { ok: false, status: 409, message: message('messages:concern.appealedAlready') }
  if (concern.status !== 'decided') return WRONG_STEP()
  if (input.receivedOn < concern.decidedOn || input.receivedOn > concern.appealDeadline || input.receivedOn > today()) {
    const refused = message('messages:concern.appealDayOutOfPeriod')
    return { ok: false, status: 400, message: refused, fieldErrors: { receivedOn: [refused] } }
  }
  if (!(await insertConcernEvent({ id: `${concern.id}:appeal:complainant`, concernId: concern.id, kind: 'appeal', actorId: actor.id, actorRole: 'staff', text: input.grounds, at: now() }))) {
    return { ok: false, status: 409, message: message('messages:concern.appealedAlready') }
  }
  if (!(await stepOnce(concern, 'under-appeal', { id: actor.id, role: 'staff' }))) {
    await removeConcernEvent(`${concern.id}:appeal:complainant`)
    return { ok: false, status: 409, message: message('messages:concern.appealedAlready') }
  }
  const updated = (await updateConcern(concern.id, { status: 'under-appeal', appealedOn: input.receivedOn, appealBy: 'complainant', finalDecisionDue: addDays(input.receivedOn, FINAL_DECISION_DAYS) }))!
  await audit(actor, concern, 'recorded-complainant-appeal', "The complainant's appeal recorded")
  return { ok: true, concern: updated, message: message('messages:concern.complainantAppealed') }
}

export async function addConcernNote(actor: Actor, id: string, text: string): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  await insertConcernEvent({ id: newEventId(concern.id), concernId: concern.id, kind: 'note', actorId: actor.id, actorRole: 'staff', text, at: now() })
  await audit(actor, concern, 'noted-concern', 'A note')
  return { ok: true, concern, message: message('messages:concern.noted') }
}

/** A document the officer keeps on the case (private: conduct staff; shown to the practitioner only if shared). */
export async function addConcernDocument(actor: Actor, id: string, { file, text, shared }: { file: UploadedFile | null; text: string; shared: boolean }): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (!file || (file.bytes.length === 0 && !file.tooLarge)) return { ok: false, status: 400, message: message('messages:concern.fileRequired'), fieldErrors: { file: [message('messages:concern.fileRequired')] } }
  const admitted = await admitUpload(actor)
  if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message }
  const prepared = await prepareUpload({ uploader: actor, file, purpose: 'concern-document', visibility: 'private', alt: '' })
  if (prepared.status === 'refused') return { ok: false, status: prepared.httpStatus, message: prepared.message, fieldErrors: prepared.httpStatus === 400 ? { file: [prepared.message] } : undefined }
  const media = await writePreparedUpload(prepared, null)
  await insertConcernEvent({ id: newEventId(concern.id), concernId: concern.id, kind: 'document', actorId: actor.id, actorRole: 'staff', text, mediaIds: [media.id], sharedWithPractitioner: shared, at: now() })
  await audit(actor, concern, 'added-concern-document', shared ? 'A document shared with the practitioner' : 'A document')
  return { ok: true, concern, message: message('messages:concern.documentAdded') }
}

async function mailDecision(concern: PublicConcern, final: boolean) {
  const member = concern.practitionerUserId ? await getUserById(concern.practitionerUserId) : null
  if (member) {
    sendMailInBackground(
      concernDecisionMail({ to: String(member.email), name: String(member.firstName), reference: concern.reference, appealDeadline: concern.appealDeadline, party: 'practitioner', concernId: concern.id, final, locale: localeOf(member as { locale?: string }) }),
    )
  }
  sendMailInBackground(
    concernDecisionMail({ to: concern.complainant.email, name: concern.complainant.name, reference: concern.reference, appealDeadline: concern.appealDeadline, party: 'complainant', concernId: concern.id, final, locale: concern.locale }),
  )
}

function sanctionRefusal(concern: PublicConcern, outcome: ConcernOutcome): CaseResult | null {
  if (isSanctionKind(outcome) && !concern.practitionerUserId) {
    const text = message('messages:concern.sanctionNeedsMember')
    return { ok: false, status: 400, message: text, fieldErrors: { outcome: [text] } }
  }
  return null
}

/** The decision: its outcome and, for a warning, conditions, a suspension or a removal, the sanction on the register. Once. */
export async function decideConcern(actor: Actor, id: string, input: ConcernDecisionInput): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (concern.status === 'decided' || concern.status === 'under-appeal') return { ok: false, status: 409, message: message('messages:concern.decidedAlready') }
  if (concern.status === 'closed') return WRONG_STEP()
  const refused = sanctionRefusal(concern, input.outcome)
  if (refused) return refused
  if (!(await stepOnce(concern, 'decided', { id: actor.id, role: 'staff' }, input.reasons))) return { ok: false, status: 409, message: message('messages:concern.decidedAlready') }
  const decidedOn = today()
  const updated = (await updateConcern(concern.id, { status: 'decided', outcome: input.outcome, decidedOn, appealDeadline: addDays(decidedOn, APPEAL_PERIOD_DAYS) }))!
  await audit(actor, concern, 'decided-concern', `Decided (${input.outcome})`)
  if (isSanctionKind(input.outcome) && concern.practitionerUserId) {
    await writeSanction(actor, concern, concern.practitionerUserId, 'decision', { kind: input.outcome, from: input.from, until: input.until, summary: input.summary, summaryMs: input.summaryMs })
  }
  await mailDecision(updated, false)
  return { ok: true, concern: updated, message: message('messages:concern.decided') }
}

/** After an appeal: the decision confirmed, varied (its sanction lifted, another written) or withdrawn. Once; the case closes. */
export async function recordFinalDecision(actor: Actor, id: string, input: ConcernFinalDecisionInput): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (concern.status !== 'under-appeal') return concern.finalOutcome ? { ok: false, status: 409, message: message('messages:concern.decidedAlready') } : WRONG_STEP()
  if (input.action === 'vary' && input.outcome) {
    const refused = sanctionRefusal(concern, input.outcome)
    if (refused) return refused
  }
  const taken = await insertConcernEvent({ id: `${concern.id}:final`, concernId: concern.id, kind: 'final-decision', status: input.action, actorId: actor.id, actorRole: 'staff', text: input.reasons, at: now() })
  if (!taken) return { ok: false, status: 409, message: message('messages:concern.decidedAlready') }
  const first = (await listSanctionsOfConcern(concern.id)).find((sanction) => sanction.id === `${concern.id}:decision`)
  if (first && !first.withdrawnOn && input.action !== 'confirm') await withdrawSanction(actor, first.id, input.action === 'vary' ? 'varied' : 'final-decision', concern.reference)
  if (input.action === 'vary' && input.outcome && isSanctionKind(input.outcome) && concern.practitionerUserId) {
    await writeSanction(actor, concern, concern.practitionerUserId, 'final', { kind: input.outcome, from: input.from, until: input.until, summary: input.summary, summaryMs: input.summaryMs })
  }
  await stepOnce(concern, 'closed', { id: actor.id, role: 'staff' })
  const updated = (await updateConcern(concern.id, {
    status: 'closed',
    finalOutcome: input.action,
    ...(input.action === 'vary' && input.outcome ? { outcome: input.outcome } : {}),
    closedOn: today(),
    closedReason: 'final-decision',
  }))!
  await audit(actor, concern, 'final-decision-on-concern', `Final decision (${input.action})`)
  await mailDecision(updated, true)
  return { ok: true, concern: updated, message: message('messages:concern.finalDecided') }
}

export async function closeConcern(actor: Actor | null, id: string, reason: string): Promise<CaseResult> {
  const concern = await getConcernById(id)
  if (!concern) return NOT_FOUND()
  if (concern.status === 'closed' || concern.status === 'under-appeal') return WRONG_STEP()
  if (!(await stepOnce(concern, 'closed', actor ? { id: actor.id, role: 'staff' } : { id: '', role: 'system' }, reason))) return WRONG_STEP()
  const updated = (await updateConcern(concern.id, { status: 'closed', closedOn: today(), closedReason: actor ? 'closed' : 'appeal-period-ended' }))!
  if (actor) await audit(actor, concern, 'closed-concern', 'Closed')
  return { ok: true, concern: updated, message: message('messages:concern.closed') }
}

// ---------------------------------------------------------------------------------------------------
// The practitioner's side: what was put to them, their responses, their appeal.

type Member = { id: string; email: string }

async function concernOfMember(member: Member, id: string) {
  const concern = await getConcernById(id)
  // Before it is put to them, a concern is not theirs to see: the officer may not have acknowledged it.
  if (!concern || concern.practitionerUserId !== member.id || !concern.putToPractitioner) return null
  return concern
}

function mayAppeal(concern: PublicConcern, day: string) {
  return concern.status === 'decided' && Boolean(concern.appealDeadline) && day <= concern.appealDeadline
}

function memberView(concern: PublicConcern, events: PublicConcernEvent[], files: Map<string, { id: string; name: string }>) {
  const day = today()
  return {
    id: concern.id,
    reference: concern.reference,
    status: concern.status,
    putToPractitioner: concern.putToPractitioner,
    responseDue: concern.responseDue,
    decidedOn: concern.decidedOn,
    outcome: concern.outcome,
    appealDeadline: concern.appealDeadline,
    appealedOn: concern.appealedOn,
    finalDecisionDue: concern.finalDecisionDue,
    finalOutcome: concern.finalOutcome,
    mayRespond: concern.status === 'under-investigation' || concern.status === 'decided' || concern.status === 'under-appeal',
    mayAppeal: mayAppeal(concern, day),
    documents: events
      .filter((event) => event.kind === 'document' && event.sharedWithPractitioner)
      .flatMap((event) => event.mediaIds.map((mediaId) => ({ id: mediaId, name: files.get(mediaId)?.name ?? '', note: event.text, url: conductPaths.mineDocument(concern.id, mediaId), sharedAt: event.at }))),
    responses: events
      .filter((event) => event.kind === 'response' || event.kind === 'appeal')
      .map((event) => ({ kind: event.kind === 'appeal' ? ('appeal' as const) : ('response' as const), text: event.text, at: event.at, files: event.mediaIds.map((mediaId) => ({ id: mediaId, name: files.get(mediaId)?.name ?? '', url: mediaPaths.download(mediaId) })) })),
  }
}
export type MemberConcernView = ReturnType<typeof memberView>

async function viewFor(concern: PublicConcern) {
  const events = await listConcernEvents(concern.id)
  const ids = [...new Set(events.flatMap((event) => (event.kind === 'document' && !event.sharedWithPractitioner ? [] : event.mediaIds)))]
  const media = await Promise.all(ids.map((mediaId) => getMediaById(mediaId)))
  const files = new Map(media.filter((m) => m !== null).map((m) => [m.id, { id: m.id, name: m.originalName }]))
  return memberView(concern, events, files)
}

/** The concerns put to a member (newest first). */
export async function myConcerns(member: Member) {
  const concerns = (await listConcernsAboutMember(member.id)).filter((concern) => concern.putToPractitioner)
  return Promise.all(concerns.map(viewFor))
}

export async function myConcern(member: Member, id: string) {
  const concern = await concernOfMember(member, id)
  return concern ? viewFor(concern) : null
}

/** A notice for the dashboard's frame: the concerns awaiting this member's response (with no response yet). */
export async function concernNotices(member: Pick<PublicUser, 'id' | 'hasConcernsPut'>) {
  // Only putToPractitioner makes a concern await the member, and it marks them first: nothing to read otherwise.
  if (!member.hasConcernsPut) return []
  const concerns = (await listConcernsAboutMember(member.id)).filter((concern) => concern.status === 'under-investigation')
  const open = await Promise.all(
    concerns.map(async (concern) => ((await listConcernEvents(concern.id)).some((event) => event.kind === 'response') ? null : { id: concern.id, reference: concern.reference, responseDue: concern.responseDue, url: conductPaths.mine(concern.id) })),
  )
  return open.filter((notice) => notice !== null)
}

async function storeMemberFiles(member: Member, files: readonly UploadedFile[]): Promise<{ ok: true; ids: string[] } | Extract<CaseResult, { ok: false }>> {
  const sent = files.filter((file) => file.bytes.length > 0 || file.tooLarge)
  if (sent.length > MAX_CONCERN_RESPONSE_FILES) return { ok: false, status: 400, message: message('messages:upload.tooManyDocuments', { max: MAX_CONCERN_RESPONSE_FILES }) }
  const uploader = { id: member.id, isAdmin: false }
  const prepared: PreparedUpload[] = []
  for (const file of sent) {
    const admitted = await admitUpload(uploader)
    if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message }
    const checked = await prepareUpload({ uploader, file, purpose: 'concern-response', visibility: 'private', alt: '' })
    if (checked.status === 'refused') return { ok: false, status: checked.httpStatus, message: checked.message, fieldErrors: checked.httpStatus === 400 ? { files: [checked.message] } : undefined }
    prepared.push(checked)
  }
  const media = await Promise.all(prepared.map((p) => writePreparedUpload(p, member.id)))
  return { ok: true, ids: media.map((m) => m.id) }
}

export type MemberCaseResult = { ok: true; concern: MemberConcernView; message: string } | Extract<CaseResult, { ok: false }>

/** The practitioner's response, with up to five files; the conduct officers hear of it. */
export async function respondToConcern(member: Member, id: string, { text, files }: { text: string; files: readonly UploadedFile[] }): Promise<MemberCaseResult> {
  const concern = await concernOfMember(member, id)
  if (!concern) return NOT_FOUND()
  if (!['under-investigation', 'decided', 'under-appeal'].includes(concern.status)) return WRONG_STEP()
  const stored = await storeMemberFiles(member, files)
  if (!stored.ok) return stored
  await insertConcernEvent({ id: newEventId(concern.id), concernId: concern.id, kind: 'response', actorId: member.id, actorRole: 'practitioner', text, mediaIds: stored.ids, at: now() })
  await recordAdminAction(member, { action: 'responded-to-concern', entityType: 'concern', entityId: concern.id, summary: `The practitioner responded: concern ${concern.reference}` })
  void tellConductStaff('responded', { reference: concern.reference, concernId: concern.id })
  return { ok: true, concern: await viewFor(concern), message: message('messages:concern.responded') }
}

/** The practitioner's appeal, within the appeal period, once; the final decision is due in 60 days. */
export async function appealConcern(member: Member, id: string, grounds: string): Promise<MemberCaseResult> {
  const concern = await concernOfMember(member, id)
  if (!concern) return NOT_FOUND()
  if (concern.status === 'under-appeal' || concern.appealedOn) return { ok: false, status: 409, message: message('messages:concern.appealedAlready') }
  if (!mayAppeal(concern, today())) return { ok: false, status: 409, message: message('messages:concern.appealClosed') }
  if (!(await insertConcernEvent({ id: `${concern.id}:appeal:practitioner`, concernId: concern.id, kind: 'appeal', actorId: member.id, actorRole: 'practitioner', text: grounds, at: now() }))) {
    return { ok: false, status: 409, message: message('messages:concern.appealedAlready') }
  }
  if (!(await stepOnce(concern, 'under-appeal', { id: member.id, role: 'practitioner' }))) {
    await removeConcernEvent(`${concern.id}:appeal:practitioner`)
    return { ok: false, status: 409, message: message('messages:concern.appealedAlready') }
  }
  const appealedOn = today()
  await updateConcern(concern.id, { status: 'under-appeal', appealedOn, appealBy: 'practitioner', finalDecisionDue: addDays(appealedOn, FINAL_DECISION_DAYS) })
  await recordAdminAction(member, { action: 'appealed-concern', entityType: 'concern', entityId: concern.id, summary: `The practitioner appealed: concern ${concern.reference}` })
  void tellConductStaff('appealed', { reference: concern.reference, concernId: concern.id })
  const updated = (await getConcernById(concern.id))!
  return { ok: true, concern: await viewFor(updated), message: message('messages:concern.appealed') }
}

/** A document the officer shared with the practitioner, as a download for them (PDFs). */
export async function openSharedDocument(member: Member, id: string, mediaId: string) {
  const concern = await concernOfMember(member, id)
  if (!concern) return null
  const events = await listConcernEvents(concern.id)
  if (!events.some((event) => event.kind === 'document' && event.sharedWithPractitioner && event.mediaIds.includes(mediaId))) return null
  return openDocumentDownload(mediaId)
}
