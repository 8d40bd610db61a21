import { fullAddress, site } from '#app/config/site.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { membersByType, nextReturn, reminderDue, returnDeadline, daysLeft, type MemberCount, type ReturnDeadline } from '#app/domain/annual-return.ts'
import { now } from '#app/domain/clock.ts'
import { toCsv } from '#app/domain/csv.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf, type Locale } from '#app/domain/locale.ts'
import { rolesOf } from '#app/domain/roles.ts'
import { findAnnualMeetingOfYear } from '#app/models/meeting.server.ts'
import { claimOnce, decidedValue, decideOnce } from '#app/models/once-claim.server.ts'
import {
  deleteRuleAmendment,
  getRuleAmendment,
  insertRuleAmendment,
  listRuleAmendments,
  listRuleAmendmentsOfYear,
  updateRuleAmendment,
  type PublicRuleAmendment,
} from '#app/models/rule-amendment.server.ts'
import { listRollFacts, listUsersByIds, listWorkingStaff } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import type { RuleAmendmentInput } from '#app/validation/annual-return.ts'
import { message } from '#app/validation/messages.ts'
import { annualReturnPdf } from './annual-return-documents.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { incomeAndExpenditure, statementView, type Statement } from './income-and-expenditure.server.ts'
import { officeBearersDuring } from './office-bearers.server.ts'
import { annualReturnReminderMail } from './staff-mails.server.ts'

/**
 * The Societies Act 1966 annual return (s.14(1); issue 35, item 4; docs/decisions/039-annual-return.md):
 * for a year, the facts the Registrar's eROSES form asks for, in its order: the rule amendments (a log
 * the secretariat keeps), the office-bearers in office during the year, the members of each type at the
 * year's end, the registered address, and the accounts (the income and expenditure statement of the
 * treasurer's books). /admin/annual-return, its PDF and CSV, and `GET /api/admin/annual-return` all show
 * this one computation. The last day for filing runs from the year's AGM (models/meeting.server.ts); the
 * administration's home page counts down to it and the secretary is reminded by mail.
 */

export const ANNUAL_RETURN_MESSAGES = {
  amendmentAdded: message('messages:annualReturn.amendmentAdded'),
  amendmentSaved: message('messages:annualReturn.amendmentSaved'),
  amendmentDeleted: message('messages:annualReturn.amendmentDeleted'),
  amendmentNotFound: message('messages:annualReturn.amendmentNotFound'),
} as const

const today = () => toMalaysiaDay(now())

// ---------------------------------------------------------------------------------------------------
// The last day

/** A year's last day for filing, from its AGM (the first held in the year, not cancelled) or without one. */
export async function deadlineOfYear(year: number): Promise<ReturnDeadline> {
  const agm = await findAnnualMeetingOfYear(year)
  return returnDeadline(year, agm ? toMalaysiaDay(agm.startsAt) : null)
}

/** The return worked on now: last year's until its last day has passed, then this year's. */
export async function currentReturn(day: string = today()): Promise<ReturnDeadline | null> {
  const year = Number(day.slice(0, 4))
  return nextReturn(await Promise.all([deadlineOfYear(year - 1), deadlineOfYear(year)]), day)
}

/** The year a page shows when none is asked for: the return worked on now. */
export async function defaultReturnYear(): Promise<number> {
  return (await currentReturn())?.year ?? malaysiaYear(now())
}

/** The countdown on /admin for the secretariat: the return worked on, its last day and the days left. */
export async function returnCountdown() {
  const day = today()
  const deadline = await currentReturn(day)
  return deadline ? { year: deadline.year, dueBy: deadline.dueBy, daysLeft: daysLeft(deadline, day), rule: deadline.rule } : null
}
export type ReturnCountdown = Awaited<ReturnType<typeof returnCountdown>>

// ---------------------------------------------------------------------------------------------------
// The members at the year's end

/** Where a year-end count is kept once the year is over (models/once-claim: decided once, never changed). */
const YEAR_END_PURPOSE = 'annual-return-members'

interface MemberCounts {
  /** The day counted: 31 December, or today while the year is not over. */
  day: string
  /** When the count was made (a year-end count kept by the job is made the first run after the day, or later). */
  countedOn: string
  byType: MemberCount[]
  total: number
  paidUp: number
}

/** The members of each type on a day, from the accounts as they stand now (the voter roll's facts). */
async function countMembersOn(day: string): Promise<MemberCounts> {
  return { day, countedOn: today(), ...membersByType(await listRollFacts(), day) }
}

/**
 * The members of a year: for a year not over, as at today; for one over, the count kept right after its
 * last day (the daily job, `runAnnualReturnDuties`), else counted now for 31 December (a lapse or a
 * suspension recorded since is then not undone: the page says which).
 */
async function membersOfYear(year: number, day: string): Promise<MemberCounts & { source: 'so-far' | 'kept' | 'counted-now' }> {
  const yearEnd = `${year}-12-31`
  if (day <= yearEnd) return { ...(await countMembersOn(day)), source: 'so-far' }
  const kept = await decidedValue<MemberCounts>(YEAR_END_PURPOSE, String(year))
  if (kept) return { ...kept, source: 'kept' }
  return { ...(await countMembersOn(yearEnd)), source: 'counted-now' }
}

// ---------------------------------------------------------------------------------------------------
// The pack

/** The office-bearers in office on any day of the year, with what the register holds of each (no personal ID numbers). */
async function officeBearersOfYear(year: number) {
  const terms = await officeBearersDuring(`${year}-01-01`, `${year}-12-31`)
  const accounts = new Map((await listUsersByIds(terms.flatMap((term) => (term.userId ? [term.userId] : [])))).map((user) => [user.id, user]))
  return terms.map((term) => {
    const account = term.userId ? accounts.get(term.userId) : undefined
    return {
      position: term.position,
      title: term.title,
      titleMs: term.titleMs,
      name: term.name,
      from: term.from,
      until: term.until ?? null,
      membershipId: account?.membershipId ?? null,
      phone: account?.phone ?? '',
    }
  })
}

/** Everything the return of a year asks for, in the form's order. */
export async function annualReturnPack(year: number) {
  const day = today()
  const [deadline, amendments, officeBearers, members, accounts] = await Promise.all([
    deadlineOfYear(year),
    listRuleAmendmentsOfYear(year),
    officeBearersOfYear(year),
    membersOfYear(year, day),
    incomeAndExpenditure(year),
  ])
  return {
    year,
    drawnOn: day,
    deadline: { ...deadline, daysLeft: daysLeft(deadline, day), agmPlanned: deadline.agmDay !== null && deadline.agmDay > day },
    amendments,
    officeBearers,
    members,
    address: { name: site.name, nameMs: site.nameMs, registrationNumber: site.registrationNumber, lines: [...site.address.lines], city: site.address.city, state: site.address.state, postcode: site.address.postcode, country: site.address.country, full: fullAddress() },
    accounts,
  }
}
export type AnnualReturnPack = Awaited<ReturnType<typeof annualReturnPack>>

/** The pack as the page and `GET /api/admin/annual-return` give it: the accounts in ringgit, as the statement's page and API. */
export function annualReturnView(pack: AnnualReturnPack) {
  return { ...pack, accounts: statementView(pack.accounts) }
}
export type AnnualReturnView = ReturnType<typeof annualReturnView>

const dayOrEmpty = (day: string | null) => day ?? ''
const ringgit = (sen: number) => (sen / 100).toFixed(2)

/**
 * The pack as a CSV in `locale`: Section, Item, Value, Details, a row for each fact in the form's order
 * (days as YYYY-MM-DD, amounts in RM with two decimals), for a spreadsheet or to copy into eROSES.
 */
export function annualReturnCsv(pack: AnnualReturnPack, locale: Locale): string {
  const t = fixedT(locale, 'mail')
  const section = (key: 'return' | 'amendments' | 'officeBearers' | 'members' | 'address' | 'accounts') => t(`annualReturn.sections.${key}`)
  const statement: Statement = pack.accounts
  return toCsv([
    [t('annualReturn.csv.section'), t('annualReturn.csv.item'), t('annualReturn.csv.value'), t('annualReturn.csv.details')],
    [section('return'), t('annualReturn.year'), String(pack.year), ''],
    [section('return'), t('annualReturn.agm'), dayOrEmpty(pack.deadline.agmDay), pack.deadline.agmDay ? '' : t('annualReturn.noAgm')],
    [section('return'), t('annualReturn.dueBy'), pack.deadline.dueBy, t(`annualReturn.rules.${pack.deadline.rule}`)],
    ...pack.amendments.map((amendment) => [
      section('amendments'),
      amendment.clause,
      amendment.after,
      [t('annualReturn.passedOn', { date: amendment.meetingDay }), amendment.approvedOn ? t('annualReturn.approvedOnText', { date: amendment.approvedOn }) : t('annualReturn.notApproved'), amendment.before ? t('annualReturn.beforeText', { text: amendment.before }) : ''].filter(Boolean).join('; '),
    ]),
    ...(pack.amendments.length ? [] : [[section('amendments'), t('annualReturn.noAmendments'), '', '']]),
    ...pack.officeBearers.map((holder) => [
      section('officeBearers'),
      locale === 'ms' && holder.titleMs ? holder.titleMs : holder.title,
      holder.name,
      [t('annualReturn.termText', { from: holder.from, until: holder.until ?? t('annualReturn.stillInOffice') }), holder.membershipId ? t('annualReturn.membershipIdText', { id: holder.membershipId }) : '', holder.phone ? t('annualReturn.phoneText', { phone: holder.phone }) : '', t('annualReturn.byHand')].filter(Boolean).join('; '),
    ]),
    ...pack.members.byType.map((line) => [section('members'), listLabel(locale, 'membershipTypes', line.type), String(line.members), t('annualReturn.paidUpText', { count: line.paidUp })]),
    [section('members'), t('annualReturn.totalMembers'), String(pack.members.total), t('annualReturn.asAt', { date: pack.members.day })],
    [section('address'), t('annualReturn.registeredAddress'), pack.address.full, t('annualReturn.registrationText', { number: pack.address.registrationNumber })],
    ...statement.income.map((line) => [section('accounts'), listLabel(locale, 'incomeCategories', line.category), ringgit(line.netSen), t('books.income')]),
    [section('accounts'), t('books.totalIncome'), ringgit(statement.totals.incomeSen), t('books.income')],
    ...statement.expenditure.map((line) => [section('accounts'), listLabel(locale, 'expenseCategories', line.category), ringgit(line.amountSen), t('books.expenditure')]),
    [section('accounts'), t('books.totalExpenditure'), ringgit(statement.totals.expenditureSen), t('books.expenditure')],
    [section('accounts'), statement.totals.surplusSen < 0 ? t('books.deficit') : t('books.surplus'), ringgit(statement.totals.surplusSen), ''],
  ])
}

/** The pack as a tagged PDF in `locale`. */
export function annualReturnPdfOf(pack: AnnualReturnPack, locale: Locale): Promise<Buffer> {
  return annualReturnPdf(pack, locale)
}

// ---------------------------------------------------------------------------------------------------
// The rule amendments' log

export type AmendmentOutcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: 404; message: string }

const amendmentSummary = (input: RuleAmendmentInput) => `clause ${input.clause}, passed ${input.meetingDay}${input.approvedOn ? `, approved ${input.approvedOn}` : ''}`

export async function listAmendmentsForPage() {
  return listRuleAmendments()
}

export async function amendmentForPage(id: string): Promise<PublicRuleAmendment | null> {
  return getRuleAmendment(id)
}

export async function addRuleAmendment(actor: AuditActor, input: RuleAmendmentInput): Promise<{ ok: true; id: string; message: string }> {
  const stored = await insertRuleAmendment(input, actor.email)
  await recordAdminAction(actor, { action: 'added-rule-amendment', entityType: 'rule-amendment', entityId: stored.id, summary: `Logged a rule amendment: ${amendmentSummary(input)}` })
  return { ok: true, id: stored.id, message: ANNUAL_RETURN_MESSAGES.amendmentAdded }
}

export async function saveRuleAmendment(actor: AuditActor, id: string, input: RuleAmendmentInput): Promise<AmendmentOutcome> {
  if (!(await updateRuleAmendment(id, input))) return { ok: false, status: 404, message: ANNUAL_RETURN_MESSAGES.amendmentNotFound }
  await recordAdminAction(actor, { action: 'changed-rule-amendment', entityType: 'rule-amendment', entityId: id, summary: `Changed a rule amendment: ${amendmentSummary(input)}` })
  return { ok: true, message: ANNUAL_RETURN_MESSAGES.amendmentSaved }
}

export async function removeRuleAmendment(actor: AuditActor, id: string): Promise<AmendmentOutcome> {
  const amendment = await getRuleAmendment(id)
  if (!amendment || !(await deleteRuleAmendment(id))) return { ok: false, status: 404, message: ANNUAL_RETURN_MESSAGES.amendmentNotFound }
  await recordAdminAction(actor, { action: 'deleted-rule-amendment', entityType: 'rule-amendment', entityId: id, summary: `Deleted the rule amendment of clause ${amendment.clause} passed ${amendment.meetingDay}` })
  return { ok: true, message: ANNUAL_RETURN_MESSAGES.amendmentDeleted }
}

// ---------------------------------------------------------------------------------------------------
// The daily duties

export interface AnnualReturnRun {
  /** Reminder mails sent (one per recipient). */
  reminded: number
  /** Year-end member counts kept. */
  kept: number
}

/**
 * Run with the renewals (jobs/renewals.server.ts, hourly, once per slot): keeps last year's member
 * count once its last day is over (first run of the new year), and reminds the secretary of the return
 * worked on 30 and 7 days before its last day and on the day, each reminder once (an insert under
 * `annual-return-reminder:<year>:<days>`), however many processes run it.
 */
export async function runAnnualReturnDuties(): Promise<AnnualReturnRun> {
  const day = today()
  const run: AnnualReturnRun = { reminded: 0, kept: 0 }
  const lastYear = Number(day.slice(0, 4)) - 1
  if ((await decidedValue(YEAR_END_PURPOSE, String(lastYear))) === null) {
    await decideOnce(YEAR_END_PURPOSE, String(lastYear), await countMembersOn(`${lastYear}-12-31`))
    run.kept += 1
  }
  const deadline = await currentReturn(day)
  const reminder = deadline ? reminderDue(deadline, day) : null
  if (!deadline || reminder === null) return run
  if (!(await claimOnce('annual-return-reminder', `${deadline.year}:${reminder}`))) return run
  const link = `${getEnv().publicUrl}${governancePaths.annualReturn}?year=${deadline.year}`
  const staff = await listWorkingStaff()
  const secretaries = staff.filter((member) => rolesOf(member).includes('secretary'))
  // No one holds the secretary's role: the association's own address hears, in its default language.
  const recipients = secretaries.length ? secretaries.map((member) => ({ to: member.email, firstName: member.firstName, locale: localeOf(member) })) : [{ to: site.emails.general, firstName: '', locale: localeOf({}) }]
  for (const recipient of recipients) {
    sendMailInBackground(annualReturnReminderMail({ ...recipient, year: deadline.year, dueBy: deadline.dueBy, daysLeft: daysLeft(deadline, day), link }))
    run.reminded += 1
  }
  return run
}
