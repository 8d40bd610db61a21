import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Concern, ConcernEvent } from '#app/models/concern.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Media } from '#app/models/media.server.ts'
import { PrivacyConsent } from '#app/models/privacy-consent.server.ts'
import { Sanction } from '#app/models/sanction.server.ts'
import { User } from '#app/models/user.server.ts'
import { resetAllRateLimits } from '#app/utils/db-rate-limit.server.ts'
import { adminSession } from '#tests/admin-helpers.ts'
import { moveClockTo, today, thisYear } from '#tests/clock.ts'
import { createInvoiceFor, createPractitioner as createListing, createUser, signIn } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { ONE_PAGE_PDF, postFileForm } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 36, item 1 and the write side of item 2 (decisions 042, 043): a concern raised on the public form
 * (without JavaScript) or POST /api/concerns, the conduct officer's case steps, the practitioner's response
 * and appeal, the sanction written on the member's account for the register, the clocks, the private files.
 */
const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => Math.random().toString(36).slice(2, 10)

beforeEach(() => resetAllRateLimits())
afterEach(() => moveClockTo(null))

async function memberWithListing() {
  const member = await createUser({ membershipValidUntil: addDays(today(), 300) })
  const listing = await createListing({ userId: member.id, membershipId: member.membershipId, name: `${member.firstName} ${member.lastName}` })
  await invalidateDirectory({ listingIds: [listing.id], userIds: [member.id] })
  return { member, listing }
}

const concern = (overrides: Record<string, unknown> = {}) => ({
  practitionerName: 'Someone Practising',
  name: 'Aminah Visitor',
  email: `aminah.${unique()}@example.com`,
  phone: '+60 12-345 6789',
  description: 'During the session on 3 March the practitioner said I should stop my medication.',
  acceptPrivacy: true,
  ...overrides,
})

const conductOfficer = () => adminSession({ roles: ['conduct-officer'] })
const post = (token: string, url: string, body: unknown) => sendJson(server.baseUrl, 'POST', url, body, { token })

describe('POST /api/concerns', () => {
  test('201 with a reference numbered like receipts, consecutive; consent recorded; the acknowledgement carries no description; staff told; audited without names', async () => {
    const first = concern()
    const a = await sendJson(server.baseUrl, 'POST', '/api/concerns', first)
    expect(a.status).toBe(201)
    const { reference } = (await a.json()) as { reference: string }
    expect(reference).toMatch(new RegExp(`^CON-${thisYear()}-\\d{4}$`))
    const b = await sendJson(server.baseUrl, 'POST', '/api/concerns', concern())
    const next = ((await b.json()) as { reference: string }).reference
    expect(Number(next.slice(-4))).toBe(Number(reference.slice(-4)) + 1)

    const stored = await Concern.findOne({ reference }).lean()
    expect(stored).toMatchObject({ status: 'received', practitionerName: 'Someone Practising', complainant: { name: 'Aminah Visitor', email: first.email } })
    expect(await PrivacyConsent.countDocuments({ purpose: 'concern', email: first.email })).toBe(1)
    const mail = await waitForMail(outbox(), { to: first.email })
    expect(mail.subject).toContain(reference)
    expect(mail.text).toContain('30 days')
    expect(mail.text).not.toContain('medication')
    const audit = await AuditLog.find({ entityType: 'concern', entityId: String(stored!._id) }).lean()
    expect(audit.map((line) => line.summary).join(' ')).not.toMatch(/Aminah|Someone|medication/)
  })

  test('twenty at once from twenty addresses: twenty consecutive references, none twice', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendJson(server.baseUrl, 'POST', '/api/concerns', concern())))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    const numbers = (await Promise.all(answers.map(async (a) => ((await a.json()) as { reference: string }).reference))).map((r) => Number(r.slice(-4))).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(20)
    expect(numbers[19]! - numbers[0]!).toBe(19)
  })

  test('multipart with evidence: kept private, opened by conduct staff only', async () => {
    const fields = Object.fromEntries(Object.entries(concern()).map(([k, v]) => [k, String(v)]))
    const response = await fetch(`${server.baseUrl}/api/concerns`, {
      method: 'POST',
      headers: { 'x-forwarded-for': newClientIp() },
      body: (() => {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        form.append('evidence', new Blob([new Uint8Array(ONE_PAGE_PDF)], { type: 'application/pdf' }), 'receipt.pdf')
        return form
      })(),
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const stored = await Concern.findOne({ reference }).lean()
    expect(stored!.evidenceMediaIds).toHaveLength(1)
    const media = await Media.findById(stored!.evidenceMediaIds[0]).lean()
    expect(media).toMatchObject({ purpose: 'concern-evidence', visibility: 'private', ownerId: null })
    const url = `/media/${stored!.evidenceMediaIds[0]}/download`
    const officer = await conductOfficer()
    expect((await get(server.baseUrl, url, { cookie: officer.cookie })).status).toBe(200)
    const administrator = await adminSession()
    expect((await get(server.baseUrl, url, { cookie: administrator.cookie })).status).toBe(200)
    for (const roles of [['secretary'], ['treasurer'], ['cpd-reviewer']]) {
      const staff = await adminSession({ roles })
      expect((await get(server.baseUrl, url, { cookie: staff.cookie })).status).toBe(404)
    }
    expect((await get(server.baseUrl, url)).status).not.toBe(200)
  })

  test('400 with fieldErrors keeps nothing; an unknown listing without a name is refused on practitionerId', async () => {
    const before = await Concern.countDocuments()
    const bad = await sendJson(server.baseUrl, 'POST', '/api/concerns', { name: '', email: 'nope', description: 'short', acceptPrivacy: false })
    expect(bad.status).toBe(400)
    const { fieldErrors } = (await bad.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(fieldErrors).sort()).toEqual(['acceptPrivacy', 'description', 'email', 'name', 'practitionerName'])
    const unknown = await sendJson(server.baseUrl, 'POST', '/api/concerns', concern({ practitionerName: '', practitionerId: '0'.repeat(24) }))
    expect(unknown.status).toBe(400)
    expect(Object.keys(((await unknown.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual(['practitionerId'])
    expect(await Concern.countDocuments()).toBe(before)
  })

  test('a filled honeypot is answered 201, keeps and mails nothing', async () => {
    const before = await Concern.countDocuments()
    const body = concern({ website: 'http://spam.example' })
    const response = await sendJson(server.baseUrl, 'POST', '/api/concerns', body)
    expect(response.status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await Concern.countDocuments()).toBe(before)
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(body.email as string))).toEqual([])
  })

  test('three an hour from one address, then 429 with Retry-After; three a day for one e-mail from anywhere', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 3; i++) expect((await sendJson(server.baseUrl, 'POST', '/api/concerns', concern(), { ip })).status).toBe(201)
    const refused = await sendJson(server.baseUrl, 'POST', '/api/concerns', concern(), { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const email = `same.${unique()}@example.com`
    for (let i = 0; i < 3; i++) expect((await sendJson(server.baseUrl, 'POST', '/api/concerns', concern({ email }))).status).toBe(201)
    expect((await sendJson(server.baseUrl, 'POST', '/api/concerns', concern({ email }))).status).toBe(429)
  })
})

describe('/raise-a-concern, without JavaScript', () => {
  test('from a profile: names the listing, sends, shows the reference; bad input keeps what was typed, in Malay too', async () => {
    const { listing, member } = await memberWithListing()
    const page = await (await get(server.baseUrl, `/raise-a-concern?practitioner=${listing.id}`)).text()
    expect(page).toContain(listing.name)
    expect(page).toMatch(/href="\/privacy"/)
    const fields = { practitionerId: listing.id, name: 'Siti Form', email: `siti.${unique()}@example.com`, description: 'The practitioner touched me without asking first.', acceptPrivacy: 'on' }
    const sent = await postFileForm(server.baseUrl, `/raise-a-concern?practitioner=${listing.id}`, fields, [{ field: 'evidence', bytes: ONE_PAGE_PDF, name: 'note.pdf', type: 'application/pdf' }])
    expect(sent.status).toBe(302)
    const location = sent.headers.get('location')!
    const reference = new URL(location, server.baseUrl).searchParams.get('reference')!
    expect(reference).toMatch(/^CON-\d{4}-\d{4}$/)
    expect(await (await get(server.baseUrl, location)).text()).toContain(reference)
    const stored = await Concern.findOne({ reference }).lean()
    expect(stored).toMatchObject({ listingId: listing.id, practitionerName: listing.name })
    expect(String(stored!.practitionerUserId)).toBe(member.id)
    expect(stored!.evidenceMediaIds).toHaveLength(1)

    const bad = await postForm(server.baseUrl, '/raise-a-concern', { practitionerName: 'Someone', name: 'Ali', email: 'ali@', description: 'short' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('value="ali@"')
    expect(html).toContain('at least 20 characters')
    const ms = await postForm(server.baseUrl, '/raise-a-concern', { practitionerName: 'Someone', name: 'Ali', email: 'ali@example.com', description: 'short', acceptPrivacy: 'on' }, { cookie: 'lng=ms' })
    expect(await ms.text()).toContain('sekurang-kurangnya 20 aksara')
  })

  test('a filled honeypot is answered as sent and keeps nothing', async () => {
    const before = await Concern.countDocuments()
    const response = await postForm(server.baseUrl, '/raise-a-concern', { practitionerName: 'X Y', name: 'Bot', email: `bot.${unique()}@example.com`, description: 'Spam spam spam spam spam spam', acceptPrivacy: 'on', website: 'http://spam.example' })
    expect(response.status).toBe(302)
    expect(await Concern.countDocuments()).toBe(before)
  })

  test('the ethics page links to the form', async () => {
    expect(await (await get(server.baseUrl, '/ethics')).text()).toMatch(/href="\/raise-a-concern"/)
  })
})

/** A concern about a member's listing, raised and put to them, as the officer's API walks it. */
async function concernPutToMember() {
  const { member, listing } = await memberWithListing()
  const raised = await sendJson(server.baseUrl, 'POST', '/api/concerns', concern({ practitionerId: listing.id, practitionerName: '' }))
  const { reference } = (await raised.json()) as { reference: string }
  const id = String((await Concern.findOne({ reference }).lean())!._id)
  const officer = await conductOfficer()
  expect((await post(officer.token, `/api/admin/concerns/${id}/acknowledge`, {})).status).toBe(200)
  const put = await post(officer.token, `/api/admin/concerns/${id}/investigation`, { text: 'It is said you advised a client to stop prescribed medication.', responseDue: addDays(today(), 21) })
  expect(put.status).toBe(200)
  const memberSession = await signIn(member.id)
  return { member, listing, reference, id, officer, memberSession }
}

describe('a case, walked by the conduct officer and the practitioner', () => {
  test('to a suspension from a date to a date: stored on the account for the register; appeal, final decision varied', async () => {
    const { member, reference, id, officer, memberSession } = await concernPutToMember()
    await waitForMail(outbox(), { to: member.email, subject: `A concern about your practice (${reference})` })

    // The practitioner sees what was put, never who raised it, and responds with a file.
    const mine = (await (await get(server.baseUrl, '/api/me/concerns', { token: memberSession.token })).json()) as { items: Array<{ id: string; putToPractitioner: string }> }
    expect(mine.items.map((item) => item.id)).toEqual([id])
    expect(JSON.stringify(mine)).not.toMatch(/Aminah Visitor|aminah\./)
    const form = new FormData()
    form.append('text', 'I never advised anyone to stop their medication.')
    form.append('files', new Blob([new Uint8Array(ONE_PAGE_PDF)], { type: 'application/pdf' }), 'notes.pdf')
    const responded = await fetch(`${server.baseUrl}/api/me/concerns/${id}/responses`, { method: 'POST', headers: { authorization: `Bearer ${memberSession.token}`, 'x-forwarded-for': newClientIp() }, body: form })
    expect(responded.status).toBe(201)
    const responseMedia = await Media.findOne({ purpose: 'concern-response', ownerId: member.id }).lean()
    expect(responseMedia).toBeTruthy()

    // A private note and a document shared with the practitioner.
    expect((await post(officer.token, `/api/admin/concerns/${id}/notes`, { text: 'Spoke to the complainant by phone.' })).status).toBe(200)
    const doc = new FormData()
    doc.append('text', 'The session record')
    doc.append('shared', 'true')
    doc.append('file', new Blob([new Uint8Array(ONE_PAGE_PDF)], { type: 'application/pdf' }), 'record.pdf')
    const added = await fetch(`${server.baseUrl}/api/admin/concerns/${id}/documents`, { method: 'POST', headers: { authorization: `Bearer ${officer.token}`, 'x-forwarded-for': newClientIp() }, body: doc })
    expect(added.status).toBe(201)

    const from = addDays(today(), 3)
    const until = addDays(today(), 40)
    const decision = { outcome: 'suspension', reasons: 'Found proven.', from, until, summary: 'Suspended pending further training.', summaryMs: 'Digantung sementara latihan lanjut.' }
    expect((await post(officer.token, `/api/admin/concerns/${id}/decision`, decision)).status).toBe(200)
    expect((await post(officer.token, `/api/admin/concerns/${id}/decision`, decision)).status).toBe(409)
    const account = await User.findById(member.id).lean()
    expect(account!.registerSanctions).toEqual([{ kind: 'suspension', from, until, summary: decision.summary, summaryMs: decision.summaryMs, withdrawnOn: '' }])
    expect(await Sanction.countDocuments({ concernId: id })).toBe(1)

    // The clocks on the case, for the officer.
    const seen = (await (await get(server.baseUrl, `/api/admin/concerns/${id}`, { token: officer.token })).json()) as { concern: { status: string; appealDeadline: string } }
    expect(seen.concern).toMatchObject({ status: 'decided', appealDeadline: addDays(today(), 30) })

    // The practitioner appeals once; the final decision varies it to conditions.
    expect((await post(memberSession.token, `/api/me/concerns/${id}/appeal`, { grounds: 'The finding ignores my notes.' })).status).toBe(201)
    expect((await post(memberSession.token, `/api/me/concerns/${id}/appeal`, { grounds: 'Again.' })).status).toBe(409)
    const final = { action: 'vary', outcome: 'conditions', reasons: 'On appeal, conditions suffice.', from, until, summary: 'Practises under supervision.', summaryMs: 'Beramal di bawah penyeliaan.' }
    expect((await post(officer.token, `/api/admin/concerns/${id}/final-decision`, final)).status).toBe(200)
    const after = await User.findById(member.id).lean()
    expect(after!.registerSanctions.map((term) => term.kind)).toEqual(['conditions'])
    expect((await Concern.findById(id).lean())!.status).toBe('closed')

    const audit = await AuditLog.find({ entityType: 'concern', entityId: id }).lean()
    expect(audit.map((line) => line.action)).toEqual(expect.arrayContaining(['acknowledged-concern', 'put-concern-to-practitioner', 'noted-concern', 'added-concern-document', 'decided-concern', 'sanctioned', 'appealed-concern', 'final-decision-on-concern']))
    expect(audit.map((line) => line.summary).join(' ')).not.toMatch(/Aminah|medication|Spoke|proven|supervision/)
  })

  test('two simultaneous decisions: one wins, the other is 409; one sanction', async () => {
    const { id, officer } = await concernPutToMember()
    const decision = { outcome: 'warning', reasons: 'A warning.', from: today(), until: addDays(today(), 90), summary: 'Warned.', summaryMs: 'Diberi amaran.' }
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(officer.token, `/api/admin/concerns/${id}/decision`, decision)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    expect(await Sanction.countDocuments({ concernId: id })).toBe(1)
    expect(await ConcernEvent.countDocuments({ concernId: id, kind: 'status', status: 'decided' })).toBe(1)
  })

  test('shared documents reach the practitioner; notes, evidence and unshared documents never do; other staff are refused', async () => {
    const { id, officer, memberSession } = await concernPutToMember()
    for (const shared of ['true', 'false']) {
      const doc = new FormData()
      doc.append('shared', shared)
      doc.append('file', new Blob([new Uint8Array(ONE_PAGE_PDF)], { type: 'application/pdf' }), `${shared}.pdf`)
      expect((await fetch(`${server.baseUrl}/api/admin/concerns/${id}/documents`, { method: 'POST', headers: { authorization: `Bearer ${officer.token}`, 'x-forwarded-for': newClientIp() }, body: doc })).status).toBe(201)
    }
    const events = await ConcernEvent.find({ concernId: id, kind: 'document' }).lean()
    const sharedId = events.find((e) => e.sharedWithPractitioner)!.mediaIds[0]!
    const privateId = events.find((e) => !e.sharedWithPractitioner)!.mediaIds[0]!
    expect((await get(server.baseUrl, `/member-dashboard/concerns/${id}/documents/${sharedId}`, { cookie: memberSession.cookie })).status).toBe(200)
    expect((await get(server.baseUrl, `/member-dashboard/concerns/${id}/documents/${privateId}`, { cookie: memberSession.cookie })).status).toBe(404)
    expect((await get(server.baseUrl, `/media/${privateId}/download`, { cookie: memberSession.cookie })).status).toBe(404)
    const other = await signIn((await createUser()).id)
    expect((await get(server.baseUrl, `/member-dashboard/concerns/${id}/documents/${sharedId}`, { cookie: other.cookie })).status).toBe(404)
    expect((await get(server.baseUrl, `/api/me/concerns/${id}`, { token: other.token })).status).toBe(404)
    for (const roles of [['secretary'], ['treasurer']]) {
      const staff = await adminSession({ roles })
      expect((await get(server.baseUrl, `/media/${privateId}/download`, { cookie: staff.cookie })).status).toBe(404)
      expect((await get(server.baseUrl, `/api/admin/concerns/${id}`, { token: staff.token })).status).toBe(403)
    }
    expect((await get(server.baseUrl, `/media/${privateId}/download`, { cookie: officer.cookie })).status).toBe(200)
  })

  test('the clocks: a reminder once before the response is due; the appeal period ends and the case closes; a removal ends the membership once', async () => {
    const { member, reference, id, officer } = await concernPutToMember()
    const administrator = await adminSession()
    const run = () => post(administrator.token, '/api/admin/register-duties/run', {})
    moveClockTo(addDays(today(), 15))
    expect((await run()).status).toBe(200)
    expect((await run()).status).toBe(200)
    await waitForMail(outbox(), { to: member.email, subject: `Your response to concern ${reference} is due soon` })
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(member.email) && m.subject.includes('due soon'))).toHaveLength(1)
    moveClockTo(null)

    const renewal = await createInvoiceFor(member.id, { kind: 'renewal' })
    const from = addDays(today(), 1)
    expect((await post(officer.token, `/api/admin/concerns/${id}/decision`, { outcome: 'removal', reasons: 'Serious.', from, summary: 'Removed from the register.', summaryMs: 'Dibuang daripada daftar.' })).status).toBe(200)
    moveClockTo(addDays(today(), 31))
    await run()
    await run()
    expect((await Concern.findById(id).lean())!.status).toBe('closed')
    expect((await User.findById(member.id).lean())!.membershipStatus).toBe('expired')
    expect(await AuditLog.countDocuments({ action: 'removed-from-register', entityId: member.id })).toBe(1)
    expect((await Invoice.findById(renewal.id).lean())!.status).toBe('void')
  })
})

describe("the complainant's appeal, recorded by the conduct officer", () => {
  test('on the case page without JavaScript, within the appeal period and once; the practitioner can then not appeal; by the API the same', async () => {
    const { id, officer, memberSession } = await concernPutToMember()
    expect((await post(officer.token, `/api/admin/concerns/${id}/decision`, { outcome: 'advice', reasons: 'Advice given.' })).status).toBe(200)
    const casePath = `/admin/concerns/${id}`
    const page = await (await get(server.baseUrl, casePath, { cookie: officer.cookie })).text()
    expect(page).toContain("Record the complainant&#x27;s appeal")

    // A day after the appeal period is refused beside its field; what was typed stays; nothing changes.
    const late = await postForm(server.baseUrl, casePath, { intent: 'record-appeal', grounds: 'The advice was too mild.', receivedOn: addDays(today(), 31) }, { cookie: officer.cookie })
    expect(late.status).toBe(400)
    const lateHtml = await late.text()
    expect(lateHtml).toContain('The appeal must have arrived between the decision and the last day of the appeal period')
    expect(lateHtml).toContain('The advice was too mild.')
    expect((await Concern.findById(id).lean())!.status).toBe('decided')
    const noGrounds = await postForm(server.baseUrl, casePath, { intent: 'record-appeal', grounds: '', receivedOn: today() }, { cookie: officer.cookie, headers: { cookie: `${officer.cookie}; lng=ms` } })
    expect(noGrounds.status).toBe(400)

    const recorded = await postForm(server.baseUrl, casePath, { intent: 'record-appeal', grounds: 'The advice was too mild.', receivedOn: today() }, { cookie: officer.cookie })
    expect(recorded.status).toBe(302)
    expect(await Concern.findById(id).lean()).toMatchObject({ status: 'under-appeal', appealBy: 'complainant', appealedOn: today(), finalDecisionDue: addDays(today(), 60) })
    expect(await ConcernEvent.countDocuments({ _id: `${id}:appeal:complainant` })).toBe(1)
    expect(await AuditLog.countDocuments({ action: 'recorded-complainant-appeal', entityId: id })).toBe(1)
    // One appeal stage: a second record, or the practitioner's own appeal, is refused.
    expect((await post(officer.token, `/api/admin/concerns/${id}/appeal`, { grounds: 'Again.', receivedOn: today() })).status).toBe(409)
    expect((await post(memberSession.token, `/api/me/concerns/${id}/appeal`, { grounds: 'Mine too.' })).status).toBe(409)
    const after = await (await get(server.baseUrl, casePath, { cookie: officer.cookie })).text()
    expect(after).not.toContain("Record the complainant&#x27;s appeal")
    expect(after).toContain('Final decision after the appeal')

    // By the API: 400 with the field named, then 200.
    const other = await concernPutToMember()
    expect((await post(other.officer.token, `/api/admin/concerns/${other.id}/decision`, { outcome: 'no-case', reasons: 'Nothing found.' })).status).toBe(200)
    const bad = await post(other.officer.token, `/api/admin/concerns/${other.id}/appeal`, { grounds: 'Unfair.', receivedOn: addDays(today(), -1) })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.receivedOn).toBeTruthy()
    const ok = await post(other.officer.token, `/api/admin/concerns/${other.id}/appeal`, { grounds: 'Unfair.', receivedOn: today() })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ concern: { status: 'under-appeal', finalDecisionDue: addDays(today(), 60) } })
  })
})

describe('Done when: a concern from the public form to a suspension on the register, and gone after', () => {
  test('raised on the form without JavaScript, put, decided: the suspension shows on the profile, in the API and on the register from its first day to its last, and not after', async () => {
    const { member, listing } = await memberWithListing()
    // A visitor, without JavaScript, from the practitioner's profile.
    const fields = { practitionerId: listing.id, name: 'Siti Form', email: `siti.${unique()}@example.com`, description: 'The practitioner told me to stop my prescribed medication.', acceptPrivacy: 'on' }
    const sent = await postFileForm(server.baseUrl, `/raise-a-concern?practitioner=${listing.id}`, fields, [])
    expect(sent.status).toBe(302)
    const reference = new URL(sent.headers.get('location')!, server.baseUrl).searchParams.get('reference')!
    const id = String((await Concern.findOne({ reference }).lean())!._id)

    // The conduct officer acknowledges, puts it to the practitioner and decides a suspension from a day to a day.
    const officer = await conductOfficer()
    expect((await post(officer.token, `/api/admin/concerns/${id}/acknowledge`, {})).status).toBe(200)
    expect((await post(officer.token, `/api/admin/concerns/${id}/investigation`, { text: 'It is said you advised a client to stop prescribed medication.', responseDue: addDays(today(), 21) })).status).toBe(200)
    const from = addDays(today(), 2)
    const until = addDays(today(), 20)
    expect((await post(officer.token, `/api/admin/concerns/${id}/decision`, { outcome: 'suspension', reasons: 'Proven.', from, until, summary: 'Suspended.', summaryMs: 'Digantung.' })).status).toBe(200)

    const administrator = await adminSession()
    const onDay = async (day: string) => {
      moveClockTo(day)
      await post(administrator.token, '/api/admin/register-duties/run', {})
      const api = (await (await get(server.baseUrl, `/api/practitioners/${listing.id}`)).json()) as { sanctions?: Array<{ kind: string; from: string; until: string }> }
      // The profile as a visitor gets it (the kept page is drawn again when the Malaysian day changes).
      const profile = await (await get(server.baseUrl, `/practitioner/${listing.id}`)).text()
      const register = (await (await get(server.baseUrl, `/api/register?q=${member.membershipId}`)).json()) as { items: Array<{ membershipId: string; status: string; sanctions: unknown[] }> }
      const registerPage = await (await get(server.baseUrl, `/check-the-register?q=${member.membershipId}`)).text()
      const entry = register.items.find((item) => item.membershipId === member.membershipId)
      return {
        api: api.sanctions,
        profileShows: profile.includes('data-testid="sanction"'),
        status: entry?.status,
        registerSanctions: entry?.sanctions.length,
        pageSaysSuspended: /data-testid="register-item" data-status="suspended"[\s\S]*?data-testid="register-status"[^>]*>Suspended</.test(registerPage),
      }
    }
    expect(await onDay(addDays(today(), 1))).toEqual({ api: [], profileShows: false, status: 'active', registerSanctions: 0, pageSaysSuspended: false })
    expect(await onDay(from)).toEqual({ api: [{ kind: 'suspension', from, until, summary: 'Suspended.' }], profileShows: true, status: 'suspended', registerSanctions: 1, pageSaysSuspended: true })
    expect(await onDay(until)).toMatchObject({ api: [expect.objectContaining({ kind: 'suspension' })], profileShows: true, status: 'suspended' })
    expect(await onDay(addDays(until, 1))).toEqual({ api: [], profileShows: false, status: 'active', registerSanctions: 0, pageSaysSuspended: false })
  })
})

describe('the pages, without JavaScript', () => {
  test('the officer walks a case on /admin/concerns/{id}; the practitioner sees the notice, reads and responds on their page', async () => {
    const { member, listing } = await memberWithListing()
    const raised = await sendJson(server.baseUrl, 'POST', '/api/concerns', concern({ practitionerId: listing.id, practitionerName: '' }))
    const { reference } = (await raised.json()) as { reference: string }
    const id = String((await Concern.findOne({ reference }).lean())!._id)
    const officer = await conductOfficer()
    const queue = await (await get(server.baseUrl, '/admin/concerns', { cookie: officer.cookie })).text()
    expect(queue).toContain(reference)
    const casePath = `/admin/concerns/${id}`
    const step = (fields: Record<string, string>) => postForm(server.baseUrl, casePath, fields, { cookie: officer.cookie })
    expect((await step({ intent: 'acknowledge' })).status).toBe(302)
    const refused = await step({ intent: 'put-to-practitioner', text: '', responseDue: addDays(today(), 21) })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Write something here')
    expect((await step({ intent: 'put-to-practitioner', text: 'It is said you were late twice.', responseDue: addDays(today(), 21) })).status).toBe(302)
    expect((await step({ intent: 'add-note', text: 'A private note.' })).status).toBe(302)
    const page = await (await get(server.baseUrl, casePath, { cookie: officer.cookie })).text()
    expect(page).toContain('Under investigation')
    expect(page).toContain('A private note.')

    const memberSession = await signIn(member.id)
    const dashboard = await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: memberSession.cookie })).text()
    expect(dashboard).toContain('data-testid="concern-notice"')
    expect(dashboard).toContain(reference)
    const mine = await (await get(server.baseUrl, `/member-dashboard/concerns/${id}`, { cookie: memberSession.cookie })).text()
    expect(mine).toContain('It is said you were late twice.')
    expect(mine).not.toContain('A private note.')
    expect(mine).not.toContain('Aminah Visitor')
    const responded = await postFileForm(server.baseUrl, `/member-dashboard/concerns/${id}`, { intent: 'respond', text: 'I was on time.' }, [], { cookie: memberSession.cookie })
    expect(responded.status).toBe(302)
    expect(await (await get(server.baseUrl, `/member-dashboard/concerns/${id}`, { cookie: memberSession.cookie })).text()).toContain('I was on time.')
    expect(await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: memberSession.cookie })).text()).not.toContain('data-testid="concern-notice"')

    const decided = await step({ intent: 'decide', outcome: 'warning', reasons: 'Late twice.', from: today(), until: addDays(today(), 60), summary: 'Warned about punctuality.', summaryMs: 'Diberi amaran tentang ketepatan masa.' })
    expect(decided.status).toBe(302)
    expect((await User.findById(member.id).lean())!.registerSanctions.map((term) => term.kind)).toEqual(['warning'])
    const sanctionId = `${id}:decision`
    expect((await step({ intent: 'withdraw-sanction', sanctionId, reason: 'Issued in error.' })).status).toBe(302)
    expect((await User.findById(member.id).lean())!.registerSanctions).toEqual([])
    // The Malay page of the queue.
    expect(await (await get(server.baseUrl, '/admin/concerns?lng=ms', { cookie: `${officer.cookie}; lng=ms` })).text()).toContain('Kebimbangan')
  })
})
