import { randomBytes } from 'node:crypto'
import { CPD_AUDIT } from '#app/config/cpd-audit.ts'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { cpdPaths } from '#app/config/member-paths.ts'
import { now } from '#app/domain/clock.ts'
import { cpdYearOf } from '#app/domain/cpd-rules.ts'
import { coverCurrentOn, type Cover } from '#app/domain/credentials.ts'
import {
  addMonthsToMonth,
  auditSampleSize,
  awaitsEvidence,
  CPD_AUDIT_ALGORITHM,
  isFinalStatus,
  monthsBetween,
  type CpdAuditStatus,
} from '#app/domain/cpd-audit.ts'
import { addDays, daysBetween, toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf } from '#app/domain/locale.ts'
import {
  addCaseEvidence,
  caseIdOf,
  getCase,
  getDraw,
  insertCaseOnce,
  insertDrawOnce,
  latestCaseOf,
  listCasesOfMonths,
  listCasesWithStatus,
  listDrawMonths,
  listDraws,
  updateCase,
  withdrawCaseEvidence,
  type CaseRecord,
  type DrawRecord,
} from '#app/models/cpd-audit.server.ts'
import { listInvoicesOfUser, listRenewalPayersOfMonth, listRenewalsSettledIn, recordInvoiceDeclaration } from '#app/models/invoice.server.ts'
import { getMediaById, markUploadAwaitingUse } from '#app/models/media.server.ts'
import { claimOnce, isClaimed } from '#app/models/once-claim.server.ts'
import { getUserById, listUsersByIds, type PublicUser } from '#app/models/user.server.ts'
import { mediaPaths } from '#app/config/paths.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { CPD_AUDIT_MESSAGES, type DeclarationInput, type OutcomeInput } from '#app/validation/cpd-audit.ts'
import { recordAdminAction, SYSTEM_ACTOR, type AuditActor } from './audit.server.ts'
import { cpdAuditMail } from './cpd-audit-mails.server.ts'
import { auditRankKey, drawMembers, populationDigest, seedDigest } from './cpd-audit-draw.server.ts'
import { memberCpdSummary } from './cpd.server.ts'
import { storeFormUpload } from './upload-forms.server.ts'
import { deleteMedia } from './media.server.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * The renewal declaration and the random CPD audit (issue 36, item 5; decision 046): both doors (pages
 * and API) call these. Audit lines name records by id, never a member's name or what they wrote.
 */

type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: string }
const refuse = (status: Refusal['status'], message: string, field?: string): Refusal => ({ ok: false, status, message, ...(field ? { field } : {}) })

const today = () => toMalaysiaDay(now())
const thisMonth = () => today().slice(0, 7)

// ---------------------------------------------------------------------------------------------------
// The declaration

/** The member's open renewal invoice (the newest), or null. */
async function openRenewalOf(userId: string) {
  return (await listInvoicesOfUser(userId)).find((invoice) => invoice.kind === 'renewal' && invoice.status === 'unpaid') ?? null
}

/** The CPD year a renewal (or an audit) looks at: the last complete one. */
const auditedCpdYear = (day: string) => cpdYearOf(day) - 1

/**
 * What the declaration page and `GET /api/membership/declaration` show: the open renewal invoice (null:
 * nothing to declare), the declaration made on it, the last complete CPD year's counted and target
 * hours, and whether insurance and first aid are confirmed and current today.
 */
export async function declarationStanding(user: PublicUser) {
  const invoice = await openRenewalOf(user.id)
  const year = auditedCpdYear(today())
  const summary = await memberCpdSummary(user, year)
  return {
    invoice: invoice ? { id: invoice.id, number: invoice.number, renewsPeriodEnding: invoice.renewsPeriodEnding, dueOn: invoice.dueOn } : null,
    declaration: invoice?.declaration ?? null,
    cpd: { year, countedHours: summary.countedHours, targetHours: summary.target, met: summary.met },
    coverConfirmed: coverCurrentOn((user as { confirmedCover?: Cover[] }).confirmedCover ?? [], today()),
    statementUrl: `${cpdPaths.statement}?year=${year}`,
  }
}

export async function declareRenewal(user: PublicUser, input: DeclarationInput) {
  const standing = await declarationStanding(user)
  if (!standing.invoice) return refuse(409, CPD_AUDIT_MESSAGES.noRenewal)
  if (standing.declaration) return refuse(409, CPD_AUDIT_MESSAGES.alreadyDeclared)
  const recorded = await recordInvoiceDeclaration(standing.invoice.id, user.id, {
    cpdTargetMet: input.cpdTargetMet === 'yes',
    cpdReason: input.cpdTargetMet === 'no' ? input.cpdReason : '',
    credentialsCurrent: input.credentialsCurrent === 'yes',
    credentialsReason: input.credentialsCurrent === 'no' ? input.credentialsReason : '',
    cpdYear: standing.cpd.year,
    countedHours: standing.cpd.countedHours,
    targetHours: standing.cpd.targetHours,
    coverConfirmed: standing.coverConfirmed,
    declaredAt: now(),
  })
  if (!recorded) return refuse(409, CPD_AUDIT_MESSAGES.alreadyDeclared)
  await recordAdminAction(user, {
    action: 'declared-renewal',
    entityType: 'invoice',
    entityId: standing.invoice.id,
    summary: `Renewal declaration on ${standing.invoice.number}: CPD target ${input.cpdTargetMet === 'yes' ? 'met' : 'not met'}, credentials ${input.credentialsCurrent === 'yes' ? 'current' : 'not current'}`,
  })
  const after = await declarationStanding(user)
  return { ok: true as const, declaration: after.declaration! }
}

// ---------------------------------------------------------------------------------------------------
// The monthly draw and the cases' clocks

export interface AuditDutiesRun {
  draws: number
  mails: number
}

/** The months the duties look at: from `firstMonth` (at most `catchUpMonths` back) to last month. */
function monthsToDraw() {
  const current = thisMonth()
  const earliest = addMonthsToMonth(current, -CPD_AUDIT.catchUpMonths)
  const first = CPD_AUDIT.firstMonth > earliest ? CPD_AUDIT.firstMonth : earliest
  return monthsBetween(first, addMonthsToMonth(current, -1))
}

/** The population of a month: the renewals settled in it, less accounts gone or closing. */
async function populationOf(month: string) {
  const payers = await listRenewalPayersOfMonth(month)
  const users = await listUsersByIds(payers)
  const present = new Set(users.filter((user) => !(user as { closureRequestedAt?: unknown }).closureRequestedAt).map((user) => user.id))
  return payers.filter((id) => present.has(id)).sort()
}

async function drawMonth(month: string) {
  const population = await populationOf(month)
  const size = auditSampleSize(population.length, CPD_AUDIT.rateBasisPoints)
  const seed = randomBytes(32).toString('hex')
  const { draw, created } = await insertDrawOnce({
    month,
    population,
    populationDigest: populationDigest(population),
    rateBasisPoints: CPD_AUDIT.rateBasisPoints,
    size,
    seed,
    drawn: drawMembers(seed, month, population, size),
    drawnAt: now(),
    drawnOn: today(),
    algorithm: CPD_AUDIT_ALGORITHM,
  })
  if (created) {
    await recordAdminAction(SYSTEM_ACTOR, {
      action: 'drew-cpd-audit',
      entityType: 'cpd-audit',
      entityId: month,
      summary: `CPD audit of ${month}: ${population.length} renewals, ${size} drawn, seed SHA-256 ${seedDigest(seed)}`,
    })
  }
  return { draw, created }
}

async function memberMail(userId: string, kind: 'selected' | 'reminder' | 'more', auditCase: CaseRecord) {
  const member = await getUserById(userId)
  if (!member) return
  sendMailInBackground(
    cpdAuditMail(kind, { to: member.email, firstName: member.firstName, month: auditCase.month, deadline: auditCase.deadline, today: today(), cpdYear: auditCase.cpdYear, locale: localeOf(member) }),
  )
}

/**
 * The hourly duty (app/jobs/register-duties.server.ts): every month from `firstMonth` to last month
 * without a draw is drawn (once: the draw is an insert under the month); each drawn member's case is
 * opened (once: an insert under `<month>:<userId>`) and mailed (once: a claim); each case waiting for
 * evidence is reminded when 28 and when 7 days are left (each once per deadline).
 */
export async function runCpdAudit(): Promise<AuditDutiesRun> {
  const run: AuditDutiesRun = { draws: 0, mails: 0 }
  const months = monthsToDraw()
  const stored = new Map((await listDraws(months)).map((draw) => [draw.month, draw]))
  for (const month of months) {
    if (stored.has(month)) continue
    const { draw, created } = await drawMonth(month)
    stored.set(month, draw)
    if (created) run.draws += 1
  }
  // Open the cases of every draw (a process that stopped after the draw left them to the next run).
  const withCases = [...stored.values()].filter((draw) => draw.drawn.length)
  const existing = new Set((await listCasesOfMonths(withCases.map((draw) => draw.month))).map((c) => c.id))
  for (const draw of withCases) {
    for (const userId of draw.drawn) {
      if (existing.has(caseIdOf(draw.month, userId))) continue
      await insertCaseOnce({ month: draw.month, userId, cpdYear: auditedCpdYear(draw.drawnOn), drawnOn: draw.drawnOn, deadline: addDays(draw.drawnOn, CPD_AUDIT.evidenceDays) })
    }
  }
  const day = today()
  const open = [...(await listCasesWithStatus('drawn')), ...(await listCasesWithStatus('more-evidence'))]
  for (const auditCase of open) {
    if (auditCase.status === 'drawn' && !(await isClaimed('cpd-audit-mail', auditCase.id)) && (await claimOnce('cpd-audit-mail', auditCase.id))) {
      await memberMail(auditCase.userId, 'selected', auditCase)
      run.mails += 1
      continue
    }
    const left = daysBetween(day, auditCase.deadline)
    if (left < 0) continue
    const due = [...CPD_AUDIT.remindWhenDaysLeft].sort((a, b) => a - b).find((days) => left <= days)
    if (due === undefined) continue
    const key = `${auditCase.id}:${auditCase.deadline}:${due}`
    if ((await isClaimed('cpd-audit-reminder', key)) || !(await claimOnce('cpd-audit-reminder', key))) continue
    await memberMail(auditCase.userId, 'reminder', auditCase)
    run.mails += 1
  }
  return run
}

/** Draws again from the stored seed and population: whether it gives the stored members, in the same order. */
export function recheckDraw(draw: DrawRecord) {
  const again = drawMembers(draw.seed, draw.month, draw.population, draw.size)
  return {
    sizeAgrees: auditSampleSize(draw.population.length, draw.rateBasisPoints) === draw.size,
    digestAgrees: populationDigest(draw.population) === draw.populationDigest,
    drawnAgrees: again.length === draw.drawn.length && again.every((id, i) => id === draw.drawn[i]),
  }
}

// ---------------------------------------------------------------------------------------------------
// The member's side

async function evidenceOf(auditCase: CaseRecord) {
  const media = await Promise.all(auditCase.evidenceMediaIds.map((id) => getMediaById(id)))
  return media.flatMap((m) => (m ? [{ id: m.id, name: m.originalName || m.id, url: mediaPaths.download(m.id), mayWithdraw: mayWithdraw(auditCase, m.id) }] : []))
}

/** A file the member may take back: the case still waits for evidence and the reviewer has not had the file yet. */
const mayWithdraw = (auditCase: CaseRecord, mediaId: string) => awaitsEvidence(auditCase.status) && !auditCase.sealedMediaIds.includes(mediaId)

/** The member's latest case as their page and `GET /api/me/cpd-audit` show it (null: never drawn). */
export async function myCpdAudit(user: PublicUser) {
  const auditCase = await latestCaseOf(user.id)
  if (!auditCase) return { audit: null }
  const summary = await memberCpdSummary(user, auditCase.cpdYear)
  const left = daysBetween(today(), auditCase.deadline)
  return {
    audit: {
      id: auditCase.id,
      month: auditCase.month,
      cpdYear: auditCase.cpdYear,
      deadline: auditCase.deadline,
      daysLeft: left,
      overdue: awaitsEvidence(auditCase.status) && left < 0,
      status: auditCase.status,
      askedMore: auditCase.askedMore,
      submittedOn: auditCase.submittedOn,
      note: auditCase.askedMore && auditCase.status === 'more-evidence' ? auditCase.note : '',
      mayAddEvidence: awaitsEvidence(auditCase.status),
      evidence: await evidenceOf(auditCase),
      cpd: { year: auditCase.cpdYear, countedHours: summary.countedHours, targetHours: summary.target, met: summary.met },
      statementUrl: `${cpdPaths.statement}?year=${auditCase.cpdYear}`,
    },
  }
}

/** The member's CPD audit page while their latest case waits for evidence, else null (the Membership tab's link). */
export async function openCpdAuditUrl(userId: string) {
  const auditCase = await latestCaseOf(userId)
  return auditCase && awaitsEvidence(auditCase.status) ? cpdAuditPaths.member : null
}

async function openCaseOf(user: PublicUser) {
  const auditCase = await latestCaseOf(user.id)
  if (!auditCase) return refuse(404, CPD_AUDIT_MESSAGES.notDrawn)
  if (!awaitsEvidence(auditCase.status)) return refuse(409, CPD_AUDIT_MESSAGES.closed)
  return { ok: true as const, auditCase }
}

/** A file for the member's open case (purpose `cpd-audit`: private, the CPD reviewer's). */
export async function addCpdAuditEvidence(user: PublicUser, file: UploadedFile | null) {
  const open = await openCaseOf(user)
  if (!open.ok) return open
  if (!file || file.bytes.length === 0) return refuse(400, CPD_AUDIT_MESSAGES.fileRequired, 'file')
  const stored = await storeFormUpload({ id: user.id, isAdmin: false }, file, { purpose: 'cpd-audit', alt: '' })
  if (stored.status !== 'stored') return { ok: false as const, status: stored.httpStatus, message: stored.message, field: 'file' }
  if (!(await addCaseEvidence(open.auditCase.id, stored.media.id))) return refuse(409, CPD_AUDIT_MESSAGES.closed)
  await recordAdminAction(user, { action: 'sent-cpd-audit-evidence', entityType: 'cpd-audit', entityId: open.auditCase.id, summary: `A file for CPD audit case ${open.auditCase.id}` })
  return { ok: true as const, evidence: { id: stored.media.id, name: stored.media.originalName, url: mediaPaths.download(stored.media.id) } }
}

/**
 * The first two of a withdrawal's three steps: the file goes back among the uploads the sweep asks about
 * (while the case still holds it, the sweep keeps it), then the case lets go of it (false when it no longer
 * waits for evidence or holds the file). The third, the file's deletion, is the sweep's should it never run
 * (tests/integration/unattached-uploads.test.ts); a member's retry repeats these two.
 */
export async function letGoOfAuditFile(caseId: string, mediaId: string) {
  await markUploadAwaitingUse(mediaId)
  return withdrawCaseEvidence(caseId, mediaId)
}

/**
 * The member takes back a file sent by mistake, while the case waits for evidence and the reviewer has not
 * had the file (a file sent with an earlier "I have sent everything" stays part of the case). 404 for a
 * file the case does not hold (another member's among them), 409 for one the reviewer has had or a case
 * no longer open.
 */
export async function withdrawCpdAuditEvidence(user: PublicUser, mediaId: string) {
  const open = await openCaseOf(user)
  if (!open.ok) return open
  const { auditCase } = open
  if (!auditCase.evidenceMediaIds.includes(mediaId)) return refuse(404, CPD_AUDIT_MESSAGES.fileNotFound)
  if (!mayWithdraw(auditCase, mediaId)) return refuse(409, CPD_AUDIT_MESSAGES.fileSeen)
  if (!(await letGoOfAuditFile(auditCase.id, mediaId))) return refuse(409, CPD_AUDIT_MESSAGES.closed)
  await recordAdminAction(user, { action: 'withdrew-cpd-audit-evidence', entityType: 'cpd-audit', entityId: auditCase.id, summary: `A file taken back from CPD audit case ${auditCase.id}` })
  await deleteMedia(mediaId, { id: user.id, email: user.email, isAdmin: false }).catch(() => 'not-found')
  return { ok: true as const }
}

/** "I have sent everything": the case waits for the reviewer, who is told (once per round). */
export async function submitCpdAudit(user: PublicUser) {
  const open = await openCaseOf(user)
  if (!open.ok) return open
  const { auditCase } = open
  if (!(await claimOnce('cpd-audit-submit', `${auditCase.id}:${auditCase.askedMore}`))) return refuse(409, CPD_AUDIT_MESSAGES.closed)
  // What the case holds now goes to the reviewer: the member can no longer take those files back.
  await updateCase(auditCase.id, ['drawn', 'more-evidence'], { status: 'submitted', submittedOn: today(), sealedMediaIds: auditCase.evidenceMediaIds })
  await recordAdminAction(user, { action: 'submitted-cpd-audit', entityType: 'cpd-audit', entityId: auditCase.id, summary: `CPD audit case ${auditCase.id}: evidence complete` })
  notifyStaffInBackground('cpd-audit', { name: `${user.firstName} ${user.lastName}`, month: auditCase.month }, cpdAuditPaths.audit(auditCase.id))
  return { ok: true as const, status: 'submitted' as CpdAuditStatus }
}

// ---------------------------------------------------------------------------------------------------
// The CPD reviewer's side

/** A month's draw for the reviewer: the figures, the seed, the re-check and the cases (with names). */
export async function auditMonthForReviewer(month: string) {
  const [draw, months] = await Promise.all([getDraw(month), listDrawMonths()])
  if (!draw) return { month, months, draw: null, cases: [], undeclared: 0 }
  const [cases, renewals] = await Promise.all([listCasesOfMonths([month]), listRenewalsSettledIn([month])])
  const users = new Map((await listUsersByIds(cases.map((c) => c.userId))).map((user) => [user.id, user]))
  const day = today()
  return {
    month,
    months,
    draw: { ...draw, recheck: recheckDraw(draw), ranks: draw.drawn.map((id) => ({ userId: id, key: auditRankKey(draw.seed, draw.month, id) })) },
    // Renewals settled that month without a declaration (a treasurer's recording is never blocked).
    undeclared: renewals.filter((renewal) => !renewal.declaration).length,
    cases: cases
      .map((c) => {
        const user = users.get(c.userId)
        return {
          id: c.id,
          name: user ? `${user.firstName} ${user.lastName}` : '',
          membershipId: user?.membershipId ?? '',
          status: c.status,
          deadline: c.deadline,
          overdue: awaitsEvidence(c.status) && daysBetween(day, c.deadline) < 0,
          files: c.evidenceMediaIds.length,
        }
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}

/** One case for the reviewer: the member, the files, the audited year's hours, and the renewal's declaration. */
export async function auditCaseForReviewer(id: string) {
  const auditCase = await getCase(id)
  if (!auditCase) return null
  const user = await getUserById(auditCase.userId)
  const summary = user ? await memberCpdSummary(user, auditCase.cpdYear) : null
  const renewal = (await listRenewalsSettledIn([auditCase.month])).find((r) => r.userId === auditCase.userId) ?? null
  return {
    ...auditCase,
    evidenceMediaIds: undefined,
    name: user ? `${user.firstName} ${user.lastName}` : '',
    membershipId: user?.membershipId ?? '',
    overdue: awaitsEvidence(auditCase.status) && daysBetween(today(), auditCase.deadline) < 0,
    evidence: await evidenceOf(auditCase),
    cpd: summary ? { year: auditCase.cpdYear, countedHours: summary.countedHours, targetHours: summary.target, met: summary.met } : null,
    renewal: renewal ? { number: renewal.number, declaration: renewal.declaration } : null,
    final: isFinalStatus(auditCase.status),
  }
}

/**
 * The reviewer's outcome: met; more evidence asked (a new deadline, `moreEvidenceDays` from today, the
 * member mailed); met after more evidence (only once more was asked); not met. An outcome is final and
 * recorded once (a claim under the case): a second is 409.
 */
export async function recordCpdAuditOutcome(actor: AuditActor, id: string, input: OutcomeInput) {
  const auditCase = await getCase(id)
  if (!auditCase) return refuse(404, CPD_AUDIT_MESSAGES.caseNotFound)
  if (isFinalStatus(auditCase.status)) return refuse(409, CPD_AUDIT_MESSAGES.decided)
  if (input.decision === 'met-after-more-evidence' && !auditCase.askedMore) return refuse(409, CPD_AUDIT_MESSAGES.notAskedMore)
  if (input.decision === 'met' && auditCase.askedMore) return refuse(409, CPD_AUDIT_MESSAGES.askedMoreAlready)
  const day = today()
  if (input.decision === 'ask-more') {
    const deadline = addDays(day, CPD_AUDIT.moreEvidenceDays)
    const moved = await updateCase(id, ['drawn', 'submitted', 'more-evidence'], { status: 'more-evidence', askedMore: auditCase.askedMore + 1, deadline, note: input.note })
    if (!moved) return refuse(409, CPD_AUDIT_MESSAGES.decided)
    await recordAdminAction(actor, { action: 'asked-more-cpd-audit-evidence', entityType: 'cpd-audit', entityId: id, summary: `CPD audit case ${id}: more evidence asked by ${deadline}` })
    await memberMail(auditCase.userId, 'more', { ...auditCase, deadline })
    return { ok: true as const, status: 'more-evidence' as CpdAuditStatus, message: CPD_AUDIT_MESSAGES.moreAsked }
  }
  if (!(await claimOnce('cpd-audit-outcome', id))) return refuse(409, CPD_AUDIT_MESSAGES.decided)
  await updateCase(id, ['drawn', 'submitted', 'more-evidence'], { status: input.decision, outcomeBy: actor.id, outcomeOn: day, note: input.note })
  await recordAdminAction(actor, { action: 'decided-cpd-audit', entityType: 'cpd-audit', entityId: id, summary: `CPD audit case ${id}: ${input.decision}` })
  return { ok: true as const, status: input.decision as CpdAuditStatus, message: CPD_AUDIT_MESSAGES.outcomeRecorded }
}

// ---------------------------------------------------------------------------------------------------
// The published figures

export interface CpdAuditFigures {
  year: number
  renewals: number
  drawn: number
  met: number
  metAfterMoreEvidence: number
  notMet: number
  open: number
}

/** A calendar year's draws: renewals drawn from, members drawn, and the outcomes so far. */
export async function cpdAuditFigures(year: number): Promise<CpdAuditFigures> {
  const months = monthsBetween(`${year}-01`, `${year}-12`)
  const [draws, cases] = await Promise.all([listDraws(months), listCasesOfMonths(months)])
  const count = (status: CpdAuditStatus) => cases.filter((c) => c.status === status).length
  return {
    year,
    renewals: draws.reduce((sum, draw) => sum + draw.population.length, 0),
    drawn: draws.reduce((sum, draw) => sum + draw.drawn.length, 0),
    met: count('met'),
    metAfterMoreEvidence: count('met-after-more-evidence'),
    notMet: count('not-met'),
    open: cases.filter((c) => !isFinalStatus(c.status)).length,
  }
}

/** The figures /training publishes: this year's and last year's, read at most once a minute per process (a public page). */
let published: { year: number; until: number; figures: Promise<CpdAuditFigures[]> } | null = null
export function publishedCpdAuditFigures() {
  const year = Number(today().slice(0, 4))
  if (!published || published.year !== year || published.until < Date.now()) {
    const figures = Promise.all([cpdAuditFigures(year), cpdAuditFigures(year - 1)])
    published = { year, until: Date.now() + 60_000, figures }
    figures.catch(() => (published = null))
  }
  return published.figures
}

export const lastMonth = () => addMonthsToMonth(thisMonth(), -1)
export const thisCalendarYear = () => Number(today().slice(0, 4))

/** A month's draw with its re-check, for the API (null: none). */
export async function getCpdAuditDraw(month: string) {
  const draw = await getDraw(month)
  return draw ? { ...draw, recheck: recheckDraw(draw) } : null
}
