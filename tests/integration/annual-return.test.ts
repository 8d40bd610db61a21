import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { isVotingMemberOn } from '#app/domain/elections.ts'
import { Meeting } from '#app/models/meeting.server.ts'
import { OfficePosition } from '#app/models/office-position.server.ts'
import { RuleAmendment } from '#app/models/rule-amendment.server.ts'
import { listRollFacts, User } from '#app/models/user.server.ts'
import { runAnnualReturnDuties } from '#app/services/annual-return.server.ts'
import { recordInvoicePayment } from '#app/services/billing.server.ts'
import { adminSession, auditOf, expectPage, follow, memberSession, readable } from '#tests/admin-helpers.ts'
import { moveClockTo, thisYear, today } from '#tests/clock.ts'
import { createInvoiceFor, createUser } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { pdfInfo, pdfText } from '#tests/pdf.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The Societies Act annual return (issue 35, item 4), over real HTTP: its last day from the year's AGM (60
 * days after) or without one (before 1 March), the members of each type at the year's end by the one
 * computation of a membership's stage (the voter roll's, the members list's), the accounts equal to the
 * income and expenditure statement's, the PDF and CSV, the rule amendments' log, the countdown on /admin
 * and the secretary's reminders, each once. Each test works in a year of its own: the file's tests share
 * the database and run shuffled.
 */
const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

afterEach(() => moveClockTo(null))

type Pack = {
  year: number
  deadline: { rule: string; agmDay: string | null; dueBy: string; daysLeft: number }
  amendments: Array<{ id: string; clause: string; after: string; meetingDay: string; approvedOn: string | null }>
  officeBearers: Array<{ position: string; name: string; from: string; until: string | null; membershipId: string | null }>
  members: { day: string; source: string; byType: Array<{ type: string; members: number; paidUp: number }>; total: number; paidUp: number }
  address: { full: string }
  accounts: unknown
}

async function packOf(year: number, token: string): Promise<Pack> {
  const response = await get(server.baseUrl, `/api/admin/annual-return?year=${year}`, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as Pack
}
const countOf = (pack: Pack, type: string) => pack.members.byType.find((line) => line.type === type)!

async function agm(year: number, day: string, fields: Record<string, unknown> = {}) {
  return Meeting.create({ kind: 'annual', title: `AGM ${year}`, startsAt: new Date(`${day}T02:00:00Z`), year, createdBy: 'test@example.com', ...fields })
}

describe('the last day of a year’s return', () => {
  test('60 days after the year’s annual general meeting, on the page, the API and the PDF', async () => {
    const secretary = await adminSession({ roles: ['secretary'] })
    const year = thisYear() - 3
    await agm(year, `${year}-06-20`)
    // An extraordinary meeting earlier in the year is not the AGM.
    await agm(year, `${year}-03-02`, { kind: 'extraordinary' })
    const pack = await packOf(year, secretary.token)
    expect(pack.deadline).toMatchObject({ rule: 'after-agm', agmDay: `${year}-06-20`, dueBy: addDays(`${year}-06-20`, 60) })
    const page = readable(await (await get(server.baseUrl, `/admin/annual-return?year=${year}`, { cookie: secretary.cookie })).text())
    expect(page).toContain(`Annual general meeting held on 20 Jun ${year}.`)
    expect(page).toContain(`Due by 19 Aug ${year}: within 60 days after the annual general meeting.`)
    const malay = readable(await (await get(server.baseUrl, `/admin/annual-return?year=${year}&lng=ms`, { cookie: secretary.cookie })).text())
    expect(malay).toContain('Perlu dikemukakan selewat-lewatnya')
    expect(malay).toContain('dalam tempoh 60 hari selepas mesyuarat agung tahunan')
  })

  test('no AGM held in the year (a cancelled one does not count): before 1 March of the next year', async () => {
    const secretary = await adminSession({ roles: ['secretary'] })
    const year = thisYear() - 4
    await agm(year, `${year}-05-10`, { cancelledAt: new Date() })
    const pack = await packOf(year, secretary.token)
    expect(pack.deadline).toMatchObject({ rule: 'no-agm', agmDay: null, dueBy: addDays(`${year + 1}-03-01`, -1) })
    const page = readable(await (await get(server.baseUrl, `/admin/annual-return?year=${year}`, { cookie: secretary.cookie })).text())
    expect(page).toContain(`No annual general meeting is recorded for ${year}.`)
    expect(page).toContain('before 1 March of the next year, as no annual general meeting was held.')
  })

  test('a year before 2000 or after this one is refused: 400 on the API, the CSV and the PDF, a message on the page', async () => {
    const secretary = await adminSession({ roles: ['secretary'] })
    for (const year of ['1999', String(thisYear() + 1), '20x6']) {
      const api = await get(server.baseUrl, `/api/admin/annual-return?year=${year}`, { token: secretary.token })
      expect(api.status, year).toBe(400)
      expect(((await api.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.year?.[0]).toContain('Please give a year from 2000 to')
      expect((await get(server.baseUrl, `/admin/annual-return.csv?year=${year}`, { cookie: secretary.cookie })).status).toBe(400)
      expect((await get(server.baseUrl, `/admin/annual-return.pdf?year=${year}`, { cookie: secretary.cookie })).status).toBe(400)
    }
    const page = await get(server.baseUrl, '/admin/annual-return?year=1999&lng=ms', { cookie: secretary.cookie })
    expect(page.status).toBe(200)
    expectPage(await page.text()).toContain('Sila berikan tahun dari 2000 hingga')
  })
})

describe('the members at the year’s end', () => {
  test('counted by type on 31 December, members in every stage: active and in their grace days count, the rest do not', async () => {
    const secretary = await adminSession({ roles: ['secretary'] })
    // Two years ago: no job keeps this year's count (it keeps last year's only), so the pack counts now.
    const year = thisYear() - 2
    const yearEnd = `${year}-12-31`
    const before = await packOf(year, secretary.token)
    expect(before.members).toMatchObject({ day: yearEnd, source: 'counted-now' })
    const base = { membershipValidUntil: addDays(yearEnd, 200), approvedAt: new Date(`${year}-01-10T02:00:00Z`) }
    await createUser({ ...base, membershipType: 'Practicing Ordinary' })
    await createUser({ ...base, membershipType: 'Practicing Ordinary' })
    await createUser({ ...base, membershipType: 'Fellow' })
    // Its period ended on 20 December: in the grace days on the 31st, a member not paid up.
    await createUser({ ...base, membershipType: 'Student', membershipValidUntil: `${year}-12-20` })
    // None of these was a member that day: expired, suspended, an applicant, leaving, approved after it.
    await createUser({ ...base, membershipType: 'Student', membershipStatus: 'expired' })
    await createUser({ ...base, membershipType: 'Student', membershipStatus: 'suspended' })
    await createUser({ ...base, membershipType: 'Student', membershipStatus: 'pending', approvedAt: null })
    await createUser({ ...base, membershipType: 'Student', closureRequestedAt: new Date() })
    await createUser({ ...base, membershipType: 'Student', approvedAt: new Date(`${year + 1}-01-02T02:00:00Z`) })

    const after = await packOf(year, secretary.token)
    const delta = (type: string) => ({ members: countOf(after, type).members - countOf(before, type).members, paidUp: countOf(after, type).paidUp - countOf(before, type).paidUp })
    expect(delta('Practicing Ordinary')).toEqual({ members: 2, paidUp: 2 })
    expect(delta('Fellow')).toEqual({ members: 1, paidUp: 1 })
    expect(delta('Student')).toEqual({ members: 1, paidUp: 0 })
    expect(delta('Associate')).toEqual({ members: 0, paidUp: 0 })
    expect(after.members.total - before.members.total).toBe(4)
    expect(after.members.total).toBe(after.members.byType.reduce((sum, line) => sum + line.members, 0))

    const csv = await (await get(server.baseUrl, `/admin/annual-return.csv?year=${year}`, { cookie: secretary.cookie })).text()
    expect(csv).toContain(`Number of members,Total,${after.members.total},as at ${yearEnd}`)
    expect(csv).toContain(`Number of members,Fellow,${countOf(after, 'Fellow').members},${countOf(after, 'Fellow').paidUp} paid up`)
  })

  test('the same figures as the voter roll’s computation and the members list: they cannot drift', async () => {
    const secretary = await adminSession({ roles: ['secretary'] })
    await createUser({ membershipType: 'Non-Practicing Ordinary', membershipValidUntil: addDays(today(), 90) })
    await createUser({ membershipType: 'Associate', membershipValidUntil: addDays(today(), -3) })
    const pack = await packOf(thisYear(), secretary.token)
    expect(pack.members).toMatchObject({ day: today(), source: 'so-far' })
    // The paid-up members of the voting types are exactly an election's roll taken today.
    const voting = ['Practicing Ordinary', 'Non-Practicing Ordinary', 'Fellow'].reduce((sum, type) => sum + countOf(pack, type).paidUp, 0)
    expect(voting).toBe((await listRollFacts()).filter((member) => isVotingMemberOn(member, today())).length)
    // Every active account of the members list, but those leaving (their closure asked for).
    const listed = readable(await (await get(server.baseUrl, '/admin/members?status=active', { cookie: secretary.cookie })).text())
    const active = Number(/(\d+) accounts?\b/.exec(listed)![1])
    const leaving = await User.countDocuments({ membershipStatus: 'active', closureRequestedAt: { $ne: null } })
    expect(pack.members.total).toBe(active - leaving)
    // And those in their grace days are the members list's "renewal due" (again but those leaving).
    const due = readable(await (await get(server.baseUrl, '/admin/members?due=renewal', { cookie: secretary.cookie })).text())
    const leavingDue = await User.countDocuments({ membershipStatus: 'active', closureRequestedAt: { $ne: null }, membershipValidUntil: { $lt: today(), $ne: '' } })
    expect(pack.members.total - pack.members.paidUp).toBe(Number(/(\d+) accounts?\b/.exec(due)![1]) - leavingDue)
  })
})

describe('the pack', () => {
  test('the accounts are the income and expenditure statement’s figures, on the API and the page', async () => {
    const chair = await adminSession({ roles: ['administrator'] })
    const member = await createUser()
    const invoice = await createInvoiceFor(member.id, { items: [{ description: 'Annual fee', amountSen: 30_000, code: '' }], totalSen: 30_000, issuedOn: today() })
    const paid = await recordInvoicePayment({ ...chair.actor, roles: ['administrator'], isAdmin: true } as never, invoice.id, { amountSen: 30_000, method: 'bank-transfer', reference: 'MBB 9', paidOn: today() })
    expect(paid.ok).toBe(true)
    const pack = await packOf(thisYear(), chair.token)
    const statement = await (await get(server.baseUrl, `/api/admin/income-and-expenditure?year=${thisYear()}`, { token: chair.token })).json()
    expect(pack.accounts).toEqual(statement)
    const { totals } = statement as { totals: { income: number } }
    const page = readable(await (await get(server.baseUrl, `/admin/annual-return?year=${thisYear()}`, { cookie: chair.cookie })).text())
    expect(page).toContain(new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2 }).format(totals.income))
  })

  test('rule amendments, office-bearers and the address in the form’s order, as a tagged PDF and a CSV in each language', async () => {
    const chair = await adminSession({ roles: ['administrator'] })
    const year = thisYear() - 5
    // A position of this test's own with a holder who handed over during the year, and one who started after it.
    const title = `Auditor ${Date.now()}`
    expect((await postForm(server.baseUrl, '/admin/office-bearers', { intent: 'add-position', seats: '1', title, titleMs: `Juruaudit ${title.slice(8)}` }, { cookie: chair.cookie })).status).toBe(302)
    const key = (await OfficePosition.findOne({ title }).lean())!.key
    const holder = await createUser({ firstName: 'Nurul', lastName: 'Auditor', phone: '012-3456789' })
    for (const body of [
      { position: key, userId: holder.id, from: `${year - 1}-03-01`, until: `${year}-06-30` },
      { position: key, name: 'Lim Successor', from: `${year}-07-01`, until: `${year + 1}-06-30` },
      { position: key, name: 'Later Person', from: `${year + 1}-07-01` },
    ]) {
      expect((await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', body, { token: chair.token })).status).toBe(201)
    }
    const amendment = { meetingDay: `${year}-04-12`, clause: 'Clause 7(3)', before: 'Fourteen days’ notice.', after: 'Twenty-one days’ notice of a general meeting.', approvedOn: `${year}-08-01` }
    const created = await sendJson(server.baseUrl, 'POST', '/api/admin/rule-amendments', amendment, { token: chair.token })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }

    const pack = await packOf(year, chair.token)
    expect(pack.amendments).toEqual([expect.objectContaining({ id, clause: 'Clause 7(3)', approvedOn: `${year}-08-01` })])
    const ours = pack.officeBearers.filter((line) => line.position === key)
    expect(ours.map((line) => [line.name, line.from, line.until, line.membershipId])).toEqual([
      [`Nurul Auditor`, `${year - 1}-03-01`, `${year}-06-30`, holder.membershipId],
      ['Lim Successor', `${year}-07-01`, `${year + 1}-06-30`, null],
    ])
    expect(pack.address.full).toContain('Lot 8, Lorong Donggongon Baru')
    expect(JSON.stringify(pack)).not.toMatch(/identification|icNumber/i)

    const pdfResponse = await get(server.baseUrl, `/admin/annual-return.pdf?year=${year}`, { cookie: chair.cookie })
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf')
    const pdf = Buffer.from(await pdfResponse.arrayBuffer())
    expect(pdfInfo(pdf).Tagged).toBe('yes')
    expect(pdfInfo(pdf).Title).toBe(`ANNUAL RETURN ${year}`)
    const text = pdfText(pdf)
    const order = ['1. Rule amendments', 'Clause 7(3), passed at the general meeting of 12 Apr', '2. Office-bearers', `${title}: Nurul Auditor`, 'Phone 012-3456789', '3. Number of members', '4. Registered address', '5. Accounts', 'Total income']
    for (const [index, part] of order.entries()) {
      expect(text, part).toContain(part)
      if (index) expect(text.indexOf(part), part).toBeGreaterThan(text.indexOf(order[index - 1]!))
    }
    expect(text).toContain('identity card number, occupation and address')
    expect(text).not.toContain('Later Person')
    const malay = pdfText(Buffer.from(await (await get(server.baseUrl, `/admin/annual-return.pdf?year=${year}&lng=ms`, { cookie: chair.cookie })).arrayBuffer()))
    expect(malay).toContain(`PENYATA TAHUNAN ${year}`)
    expect(malay).toContain('1. Pindaan perlembagaan')
    expect(malay).toContain('Diluluskan oleh Pendaftar pada')

    const csvResponse = await get(server.baseUrl, `/admin/annual-return.csv?year=${year}`, { cookie: chair.cookie })
    expect(csvResponse.headers.get('content-disposition')).toContain(`annual-return-${year}.csv`)
    const csv = (await csvResponse.text()).replace(/^\uFEFF/, '')
    expect(csv.split(/\r?\n/)[0]).toBe('Section,Item,Value,Details')
    expect(csv).toContain(`Rule amendments,Clause 7(3),Twenty-one days’ notice of a general meeting.,passed at the general meeting of ${year}-04-12; Approved by the Registrar on ${year}-08-01; Before: Fourteen days’ notice.`)
    expect(csv).toContain(`Office-bearers,${title},Lim Successor,`)
    expect(csv).toContain('Registered address,Registered address,"Lot 8, Lorong Donggongon Baru')
    expect(await (await get(server.baseUrl, `/admin/annual-return.csv?year=${year}&lng=ms`, { cookie: chair.cookie })).text()).toContain('Bahagian,Perkara,Nilai,Butiran')
  })
})

describe('the rule amendments’ log', () => {
  test('added, corrected and deleted on its pages without JavaScript, audited; refused input keeps what was typed', async () => {
    const secretary = await adminSession({ roles: ['secretary'] })
    const page = '/admin/annual-return/amendments'
    const refused = await postForm(server.baseUrl, page, { meetingDay: '2026-02-30', clause: 'Clause 9', after: '', approvedOn: '2020-01-01' }, { cookie: secretary.cookie })
    expect(refused.status).toBe(400)
    const refusedText = readable(await refused.text())
    expect(refusedText).toContain('Please give a date such as 2027-03-01')
    expect(refusedText).toContain('Please give the text after the amendment, or a summary of it')
    expect(refusedText).toContain('value="Clause 9"')

    const added = await postForm(server.baseUrl, page, { meetingDay: '2024-05-18', clause: 'Clause 12', after: 'The committee may co-opt two members.' }, { cookie: secretary.cookie })
    expect(added.status).toBe(302)
    expectPage(await follow(server.baseUrl, added, secretary.cookie)).toContain('The rule amendment is logged.')
    const stored = (await RuleAmendment.findOne({ clause: 'Clause 12' }).lean())!
    expect(stored).toMatchObject({ meetingDay: '2024-05-18', year: 2024, approvedOn: null, createdBy: secretary.user.email })
    const id = String(stored._id)

    const edit = `${page}/${id}`
    expect((await get(server.baseUrl, edit, { cookie: secretary.cookie })).status).toBe(200)
    const before = await postForm(server.baseUrl, edit, { intent: 'save', meetingDay: '2024-05-18', clause: 'Clause 12', after: 'x', approvedOn: '2024-05-01' }, { cookie: secretary.cookie })
    expect(before.status).toBe(400)
    expectPage(await before.text()).toContain('The Registrar cannot approve an amendment before the meeting passed it')
    const saved = await postForm(server.baseUrl, edit, { intent: 'save', meetingDay: '2024-05-18', clause: 'Clause 12(1)', after: 'The committee may co-opt two members.', approvedOn: '2024-09-02' }, { cookie: secretary.cookie })
    expect(saved.status).toBe(302)
    expect((await RuleAmendment.findById(id).lean())!).toMatchObject({ clause: 'Clause 12(1)', approvedOn: '2024-09-02' })

    const api = await sendJson(server.baseUrl, 'PUT', `/api/admin/rule-amendments/${id}`, { meetingDay: '2024-05-18', clause: 'Clause 12(2)', after: 'Three members.' }, { token: secretary.token })
    expect(api.status).toBe(200)
    expect((await RuleAmendment.findById(id).lean())!).toMatchObject({ clause: 'Clause 12(2)', approvedOn: null })

    const deleted = await postForm(server.baseUrl, edit, { intent: 'delete' }, { cookie: secretary.cookie })
    expect(deleted.status).toBe(302)
    expect(await RuleAmendment.findById(id).lean()).toBeNull()
    expect((await get(server.baseUrl, edit, { cookie: secretary.cookie })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/admin/rule-amendments/${id}`, undefined, { token: secretary.token })).status).toBe(404)
    expect((await auditOf('rule-amendment', id)).map((entry) => entry.action)).toEqual(['added-rule-amendment', 'changed-rule-amendment', 'changed-rule-amendment', 'deleted-rule-amendment'])
  })

  test('a treasurer or a member may not open it; the API answers 400 with field errors for bad input', async () => {
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const member = await memberSession()
    expect((await get(server.baseUrl, '/admin/annual-return', { cookie: treasurer.cookie })).status).toBe(403)
    expect((await get(server.baseUrl, '/api/admin/annual-return', { token: member.token })).status).toBe(403)
    const secretary = await adminSession({ roles: ['secretary'] })
    const bad = await sendJson(server.baseUrl, 'POST', '/api/admin/rule-amendments', { meetingDay: 'soon', clause: '' }, { token: secretary.token })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['after', 'clause', 'meetingDay'])
  })
})

describe('the countdown and the secretary’s reminders', () => {
  test('30 and 7 days before the last day and on the day, each mailed once however often the job runs; the count of last year kept once', async () => {
    // A year no other test reads: the return worked on is last year's, with no AGM, due by the end of February.
    const year = thisYear() + 6
    const dueBy = addDays(`${year}-03-01`, -1)
    const secretary = await adminSession({ roles: ['secretary'], firstName: 'Siti' })
    const mailsToSecretary = async () => (await readOutbox(outbox())).filter((mail) => mail.to.includes(secretary.user.email) && /annual return/i.test(mail.subject))
    const waitForMails = async (count: number) => {
      const deadline = Date.now() + 10_000
      while ((await mailsToSecretary()).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      return mailsToSecretary()
    }

    moveClockTo(addDays(dueBy, -31))
    expect((await runAnnualReturnDuties()).reminded).toBe(0)
    const home = readable(await (await get(server.baseUrl, '/admin', { cookie: secretary.cookie })).text())
    expect(home).toContain(`Annual return for ${year - 1}: due by`)
    expect(home).toContain('31 days left')

    moveClockTo(addDays(dueBy, -30))
    const first = await runAnnualReturnDuties()
    expect(first.reminded).toBeGreaterThan(0)
    expect((await runAnnualReturnDuties()).reminded).toBe(0)
    const [mail] = await waitForMails(1)
    expect(mail!.subject).toContain(`the annual return for ${year - 1} is due by`)
    expect(mail!.text).toContain('Dear Siti,')
    expect(mail!.text).toContain(`/admin/annual-return?year=${year - 1}`)

    // A day the job did not run is caught up the next: the 7-day reminder on the 6th day before.
    moveClockTo(addDays(dueBy, -6))
    await Promise.all([runAnnualReturnDuties(), runAnnualReturnDuties()])
    moveClockTo(dueBy)
    await runAnnualReturnDuties()
    await runAnnualReturnDuties()
    const mails = await waitForMails(3)
    expect(mails).toHaveLength(3)
    expect(mails[2]!.subject).toContain('is due today')
    const onTheDay = readable(await (await get(server.baseUrl, '/admin', { cookie: secretary.cookie })).text())
    expect(onTheDay).toContain(`Annual return for ${year - 1}: due today`)

    // After the day, this year's return is the one worked on; no more reminders for last year's.
    moveClockTo(addDays(dueBy, 1))
    expect((await runAnnualReturnDuties()).reminded).toBe(0)
    expect(readable(await (await get(server.baseUrl, '/admin', { cookie: secretary.cookie })).text())).toContain(`Annual return for ${year}: due by`)

    // Last year's members were counted once, on the first run of the year, and stay as counted.
    const kept = await packOf(year - 1, secretary.token)
    expect(kept.members.source).toBe('kept')
    await createUser({ membershipType: 'Affiliate', membershipValidUntil: `${year + 1}-01-01` })
    expect((await packOf(year - 1, secretary.token)).members).toEqual(kept.members)
  })
})
