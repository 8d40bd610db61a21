import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Credential, CredentialReminder } from '#app/models/credential.server.ts'
import { Media } from '#app/models/media.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, createListing, expectPage, follow, memberSession, readable } from '#tests/admin-helpers.ts'
import { moveClockTo, today } from '#tests/clock.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { pdfOfSize } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Credentials that expire (issue 36, item 4; decision 045), over real HTTP: a member records their
 * insurance and first aid (the page's form without JavaScript, and the API as JSON or multipart), the
 * CPD reviewer confirms or rejects each, the account's confirmed cover follows, the certificate is the
 * member's and the CPD area's only, reminders go 30 and 7 days before the last day and on it, each once;
 * and, once the register's display is in, the listing's line "insurance and first aid current" goes the
 * day after.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

afterEach(() => moveClockTo(null))

type Auth = { cookie?: string; token?: string }
type Fields = Record<string, string>
const certificate = () => ({ bytes: pdfOfSize(3000), name: 'certificate.pdf', type: 'application/pdf' })

/** A multipart POST (the page's form with its file, or the API's), from the site's origin. */
function postMultipart(address: string, fields: Fields, file: { bytes: Buffer; name: string; type: string } | null, auth: Auth, headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(`${server.baseUrl}${address}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'x-forwarded-for': newClientIp(),
      origin: server.baseUrl,
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...headers,
    },
    body: form,
  })
}

const insurance = (from = today(), until = addDays(today(), 365)): Fields => ({ kind: 'liability-insurance', issuer: 'Etiqa Takaful', number: 'POL-88123', from, until })
const firstAid = (from = today(), until = addDays(today(), 365)): Fields => ({ kind: 'first-aid', issuer: 'St John Ambulance Malaysia', from, until })

interface CredentialAnswer {
  id: string
  kind: string
  status: string
  from: string
  until: string
  certificateUrl: string | null
  rejectReason: string
}

/** Records through the API (multipart, with a certificate): the credential's answer. */
async function record(auth: Auth, fields: Fields) {
  const response = await postMultipart('/api/me/credentials', fields, certificate(), auth)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { credential: CredentialAnswer }).credential
}

const cpdReviewer = () => adminSession({ roles: ['cpd-reviewer'] })

async function confirm(reviewer: Auth, id: string) {
  const response = await sendJson(server.baseUrl, 'POST', `/api/admin/credentials/${id}/confirm`, {}, reviewer)
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { credential: CredentialAnswer }).credential
}

const coverOf = async (userId: string) => ((await User.findById(userId).lean()) as { confirmedCover?: Array<{ kind: string; from: string; until: string }> }).confirmedCover?.map(({ kind, from, until }) => ({ kind, from, until }))

const mailsTo = async (email: string) => (await readOutbox(outbox())).filter((m) => m.to.includes(email))
async function waitForMails(email: string, count: number, filter: (subject: string) => boolean = () => true) {
  const deadline = Date.now() + 10_000
  let mails = (await mailsTo(email)).filter((m) => filter(m.subject))
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50))
    mails = (await mailsTo(email)).filter((m) => filter(m.subject))
  }
  return mails
}

async function runDuties(adminToken: string) {
  const response = await sendJson(server.baseUrl, 'POST', '/api/admin/register-duties/run', {}, { token: adminToken })
  expect(response.status).toBe(200)
  return (await response.json()) as { credentials: number; failed: string[] }
}

describe('a member records a credential', () => {
  test('on the page without JavaScript: a multipart form with the certificate, then it waits for the CPD reviewer', async () => {
    const member = await memberSession()
    const page = await get(server.baseUrl, '/member-dashboard/credentials', { cookie: member.cookie })
    expect(page.status).toBe(200)
    const html = await page.text()
    expectPage(html).toContain('Record a credential')
    expectPage(html).toMatch(/<form[^>]*action="\/member-dashboard\/credentials"[^>]*enctype="multipart\/form-data"/i)
    expectPage(html).toContain('Liability insurance: not recorded')
    // Never worded as statutory registration.
    expectPage(html).toContain('recording it here is not registration')

    const posted = await postMultipart('/member-dashboard/credentials', insurance(), certificate(), member)
    expect(posted.status).toBe(302)
    expect(posted.headers.get('location')).toBe('/member-dashboard/credentials')
    const after = readable(await follow(server.baseUrl, posted, member.cookie))
    expect(after).toContain('Credential recorded')
    expect(after).toContain('Waiting for the CPD reviewer')
    expect(after).toContain('Etiqa Takaful')
    expect(after).toContain('Liability insurance: waiting for the CPD reviewer')

    const stored = await Credential.findOne({ userId: member.user.id }).lean()
    expect(stored).toMatchObject({ kind: 'liability-insurance', issuer: 'Etiqa Takaful', number: 'POL-88123', status: 'pending' })
    const media = await Media.findById(stored!.mediaId).lean()
    expect(media).toMatchObject({ visibility: 'private', purpose: 'credential' })
    expect(String(media!.ownerId)).toBe(member.user.id)
    // The audit line names the record, never the member.
    const audit = await AuditLog.findOne({ action: 'recorded-credential', entityId: String(stored!._id) }).lean()
    expect(audit!.summary).not.toContain(member.user.lastName)
  })

  test('through the API: multipart with the certificate, JSON with an upload made before, a practising certificate without one; GET lists them with the state', async () => {
    const member = await memberSession()
    const first = await record(member, firstAid())
    expect(first).toMatchObject({ kind: 'first-aid', status: 'pending', certificateUrl: expect.stringMatching(/^\/media\/[0-9a-f]{24}\/download$/) })

    // A certificate uploaded by POST /api/media (purpose credential), then named in JSON.
    const upload = await postMultipart('/api/media', { purpose: 'credential', visibility: 'private' }, certificate(), member)
    expect(upload.status, await upload.clone().text()).toBe(201)
    const { id: mediaId } = (await upload.json()) as { id: string }
    const json = await sendJson(server.baseUrl, 'POST', '/api/me/credentials', { ...insurance(), mediaId }, member)
    expect(json.status, await json.clone().text()).toBe(201)
    expect(((await json.json()) as { credential: CredentialAnswer }).credential.certificateUrl).toBe(`/media/${mediaId}/download`)

    const tcm = await sendJson(server.baseUrl, 'POST', '/api/me/credentials', { kind: 'tcm-practising-certificate', number: 'TCM-2026-001', from: today(), until: addDays(today(), 700) }, member)
    expect(tcm.status).toBe(201)

    const listed = await sendJson(server.baseUrl, 'GET', '/api/me/credentials', undefined, member)
    expect(listed.status).toBe(200)
    const body = (await listed.json()) as { credentials: CredentialAnswer[]; state: { insurance: { state: string }; firstAid: { state: string } } }
    expect(body.credentials.map((c) => c.kind).sort()).toEqual(['first-aid', 'liability-insurance', 'tcm-practising-certificate'])
    expect(body.state).toMatchObject({ insurance: { state: 'unconfirmed' }, firstAid: { state: 'unconfirmed' } })
    // Another member never sees them.
    const other = await memberSession()
    const theirs = (await (await sendJson(server.baseUrl, 'GET', '/api/me/credentials', undefined, other)).json()) as { credentials: unknown[] }
    expect(theirs.credentials).toEqual([])
    expect((await sendJson(server.baseUrl, 'GET', '/api/me/credentials', undefined, {})).status).toBe(401)
  })

  test('bad input is a 400 with the field named, at both doors, and keeps nothing', async () => {
    const member = await memberSession()
    const mediaBefore = await Media.countDocuments({ ownerId: member.user.id })
    const api = (body: unknown) => sendJson(server.baseUrl, 'POST', '/api/me/credentials', body, member)
    const fieldOf = async (response: Response) => ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors

    const backwards = await api({ ...insurance(today(), addDays(today(), -1)) })
    expect(backwards.status).toBe(400)
    expect((await fieldOf(backwards)).until).toEqual(['The last day covered cannot be before the first'])
    const unknownKind = await api({ ...insurance(), kind: 'reiki-licence' })
    expect(unknownKind.status).toBe(400)
    expect(Object.keys(await fieldOf(unknownKind))).toContain('kind')
    const noIssuer = await api({ ...insurance(), issuer: '' })
    expect((await fieldOf(noIssuer)).issuer).toEqual(['Give the insurer or the first-aid provider'])
    const notADay = await api({ ...firstAid(), from: '2026-02-30' })
    expect(Object.keys(await fieldOf(notADay))).toContain('from')
    const noCertificate = await api(firstAid())
    expect(noCertificate.status).toBe(400)
    expect((await fieldOf(noCertificate)).file).toEqual(['Attach the certificate (a photo or a PDF)'])
    const someoneElsesUpload = await api({ ...firstAid(), mediaId: '0'.repeat(24) })
    expect(Object.keys(await fieldOf(someoneElsesUpload))).toEqual(['mediaId'])
    // In Malay for a Malay client.
    const malay = await sendJson(server.baseUrl, 'POST', '/api/me/credentials', firstAid(), { ...member, headers: { 'accept-language': 'ms' } })
    expect(((await malay.json()) as { message: string }).message).toBe('Lampirkan sijil (gambar atau PDF)')
    // A file that is not a picture or a PDF, by its bytes: 415; bad fields with a good file: 400, the file not kept.
    const text = await postMultipart('/api/me/credentials', insurance(), { bytes: Buffer.from('not a certificate'), name: 'certificate.pdf', type: 'application/pdf' }, member)
    expect(text.status).toBe(415)
    const badWithFile = await postMultipart('/api/me/credentials', { ...insurance(), number: '' }, certificate(), member)
    expect(badWithFile.status).toBe(400)

    // The page: 400, the form drawn again with the message under its field.
    const page = await postMultipart('/member-dashboard/credentials', { ...insurance(), until: addDays(today(), -3) }, certificate(), member)
    expect(page.status).toBe(400)
    expectPage(await page.text()).toContain('The last day covered cannot be before the first')
    const form = await postForm(server.baseUrl, '/member-dashboard/credentials', insurance(), { cookie: member.cookie })
    expect(form.status).toBe(400)

    expect(await Credential.countDocuments({ userId: member.user.id })).toBe(0)
    expect(await Media.countDocuments({ ownerId: member.user.id })).toBe(mediaBefore)
  })
})

describe('the CPD reviewer', () => {
  test('confirms and rejects; the confirmed cover follows on the account; a confirmed record is the association’s; the certificate is the member’s and the CPD area’s only', async () => {
    const member = await memberSession()
    const reviewer = await cpdReviewer()
    const held = await record(member, insurance())
    const aid = await record(member, firstAid())
    const wrong = await record(member, firstAid(today(), addDays(today(), 30)))

    // The staff notice reaches the CPD reviewer.
    expect((await waitForMails(reviewer.user.email, 1, (s) => s.includes('A credential to confirm'))).length).toBeGreaterThan(0)

    // The treasurer and the content editor are not the CPD area (the secretary is: the members' CPD records).
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const editor = await adminSession({ roles: ['content-editor'] })
    expect((await sendJson(server.baseUrl, 'GET', '/api/admin/credentials', undefined, treasurer)).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/credentials/${held.id}/confirm`, {}, editor)).status).toBe(403)
    expect((await get(server.baseUrl, '/admin/credentials', { cookie: treasurer.cookie })).status).toBe(403)
    const queue = (await (await sendJson(server.baseUrl, 'GET', '/api/admin/credentials', undefined, reviewer)).json()) as { credentials: Array<{ id: string; member: { name: string } }> }
    expect(queue.credentials.find((c) => c.id === held.id)?.member.name).toBe(`${member.user.firstName} ${member.user.lastName}`)
    expect((await sendJson(server.baseUrl, 'GET', '/api/admin/credentials?status=nonsense', undefined, reviewer)).status).toBe(400)

    // The page lists it; confirm through the page's form (no JavaScript), the other through the API.
    const adminPage = readable(await (await get(server.baseUrl, '/admin/credentials', { cookie: reviewer.cookie })).text())
    expect(adminPage).toContain('POL-88123')
    const confirmed = await postForm(server.baseUrl, '/admin/credentials', { intent: 'confirm', credentialId: held.id }, { cookie: reviewer.cookie })
    expect(confirmed.status).toBe(302)
    expect(readable(await follow(server.baseUrl, confirmed, reviewer.cookie))).toContain('Credential confirmed')
    expect(await coverOf(member.user.id)).toEqual([{ kind: 'liability-insurance', from: held.from, until: held.until }])
    await confirm(reviewer, aid.id)
    expect(await coverOf(member.user.id)).toEqual([
      { kind: 'first-aid', from: aid.from, until: aid.until },
      { kind: 'liability-insurance', from: held.from, until: held.until },
    ])
    // Once only.
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/credentials/${aid.id}/confirm`, {}, reviewer)).status).toBe(409)

    // A rejection needs a reason, and the member is mailed it.
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/credentials/${wrong.id}/reject`, {}, reviewer)).status).toBe(400)
    const pageReject = await postForm(server.baseUrl, '/admin/credentials', { intent: 'reject', credentialId: wrong.id, reason: '' }, { cookie: reviewer.cookie })
    expect(pageReject.status).toBe(400)
    const rejected = await sendJson(server.baseUrl, 'POST', `/api/admin/credentials/${wrong.id}/reject`, { reason: 'The certificate names another person.' }, reviewer)
    expect(rejected.status).toBe(200)
    const [mail] = await waitForMails(member.user.email, 1, (s) => s.includes('could not be confirmed'))
    expect(mail!.text).toContain('The certificate names another person.')
    expect(await coverOf(member.user.id)).toHaveLength(2)

    // A reviewer never reviews their own.
    const own = await record(reviewer, firstAid())
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/credentials/${own.id}/confirm`, {}, reviewer)).status).toBe(403)

    // The member may delete a rejected one, never a confirmed one; never another's.
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/me/credentials/${held.id}`, undefined, member)).status).toBe(409)
    const stranger = await memberSession()
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/me/credentials/${wrong.id}`, undefined, stranger)).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/me/credentials/${wrong.id}`, undefined, member)).status).toBe(200)
    expect(await Credential.countDocuments({ _id: wrong.id })).toBe(0)
    expect(await Media.countDocuments({ _id: wrong.certificateUrl!.split('/')[2] })).toBe(0)
    const pageDelete = await postMultipart('/member-dashboard/credentials', { intent: 'delete', credentialId: aid.id }, null, member)
    expect(pageDelete.status).toBe(302)
    expect(readable(await follow(server.baseUrl, pageDelete, member.cookie))).toContain('A confirmed credential cannot be changed or deleted')
    expect(await Credential.countDocuments({ _id: aid.id })).toBe(1)

    // The certificate: the member and the CPD area; not the treasurer, another member or a visitor.
    const url = held.certificateUrl!
    expect((await get(server.baseUrl, url, { cookie: member.cookie })).status).toBe(200)
    expect((await get(server.baseUrl, url, { cookie: reviewer.cookie })).status).toBe(200)
    expect([403, 404]).toContain((await get(server.baseUrl, url, { cookie: treasurer.cookie })).status)
    expect([403, 404]).toContain((await get(server.baseUrl, url, { cookie: editor.cookie })).status)
    expect([403, 404]).toContain((await get(server.baseUrl, url, { cookie: stranger.cookie })).status)
    expect([401, 403, 404]).toContain((await get(server.baseUrl, url)).status)

    // The audit log has every step, without names or the reason's words.
    const lines = await AuditLog.find({ entityType: 'credential', entityId: { $in: [held.id, aid.id, wrong.id] } }).lean()
    expect(lines.map((l) => l.action).sort()).toEqual(['confirmed-credential', 'confirmed-credential', 'deleted-credential', 'recorded-credential', 'recorded-credential', 'recorded-credential', 'rejected-credential'])
    for (const line of lines) {
      expect(line.summary).not.toContain(member.user.lastName)
      expect(line.summary).not.toContain('another person')
    }
  })
})

describe('reminders', () => {
  test("30 and 7 days before the last day and on it, each once, in the member's language; the dashboard says what lapsed", async () => {
    const { token: admin } = await adminSession()
    const reviewer = await cpdReviewer()
    const user = await createUser({ locale: 'ms' })
    const member = { user, ...(await signIn(user.id)) }
    const until = addDays(today(), 45)
    const held = await record(member, insurance(today(), until))
    await confirm(reviewer, held.id)
    const reminders = (subject: string) => subject.startsWith('Tempoh insurans liabiliti')

    moveClockTo(addDays(until, -31))
    await runDuties(admin)
    moveClockTo(addDays(until, -30))
    await runDuties(admin)
    await runDuties(admin)
    const [first] = await waitForMails(user.email, 1, reminders)
    expect(first!.subject).toMatch(/^Tempoh insurans liabiliti anda tamat pada/)
    expect(first!.text).toContain('dalam 30 hari lagi')
    expect(first!.html).toContain('<html lang="ms">')

    moveClockTo(addDays(until, -7))
    await runDuties(admin)
    await runDuties(admin)
    moveClockTo(until)
    await runDuties(admin)
    const all = await waitForMails(user.email, 3, reminders)
    expect(all).toHaveLength(3)
    expect(all.map((m) => m.subject)).toContain('Tempoh insurans liabiliti anda tamat hari ini')
    expect(all.some((m) => m.text.includes('dalam 7 hari lagi'))).toBe(true)
    expect((await CredentialReminder.find({ credentialId: held.id }).lean()).map((r) => r.step).sort()).toEqual(['0', '30', '7'])

    moveClockTo(addDays(until, 1))
    await runDuties(admin)
    await new Promise((r) => setTimeout(r, 300))
    expect((await mailsTo(user.email)).filter((m) => reminders(m.subject))).toHaveLength(3)
    // The account's copy no longer has it, and the dashboard tells the member.
    expect(await coverOf(user.id)).toEqual([])
    const dashboard = readable(await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: member.cookie })).text())
    expect(dashboard).toContain('data-testid="credential-notice"')
    expect(dashboard).toContain('Your liability insurance lapsed')
    const malayDashboard = readable(await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: member.cookie, headers: { 'accept-language': 'ms' } })).text())
    expect(malayDashboard).toContain('Tempoh insurans liabiliti anda telah tamat')
  })

  test('twenty runs at once send each reminder once', async () => {
    const { token: admin } = await adminSession()
    const reviewer = await cpdReviewer()
    const member = await memberSession()
    const until = addDays(today(), 60)
    const held = await record(member, firstAid(today(), until))
    await confirm(reviewer, held.id)
    moveClockTo(addDays(until, -7))
    const runs = await Promise.all(Array.from({ length: 20 }, () => runDuties(admin)))
    expect(runs.every((r) => r.failed.length === 0)).toBe(true)
    expect(await CredentialReminder.countDocuments({ credentialId: held.id })).toBe(1)
    await waitForMails(member.user.email, 1, (s) => s.includes('first aid'))
    await new Promise((r) => setTimeout(r, 300))
    expect((await mailsTo(member.user.email)).filter((m) => m.subject.includes('first aid'))).toHaveLength(1)
  })
})

describe('the listing', () => {
  test('a credential expires and the listing line goes (needs the register display)', async () => {
    const { token: admin } = await adminSession()
    const reviewer = await cpdReviewer()
    const user = await createUser()
    const member = { user, ...(await signIn(user.id)) }
    const listing = await createListing({ membershipId: user.membershipId })
    const until = addDays(today(), 40)
    await confirm(reviewer, (await record(member, insurance(today(), until))).id)
    await confirm(reviewer, (await record(member, firstAid(today(), addDays(until, 200)))).id)

    const line = async () => {
      const api = (await (await get(server.baseUrl, `/api/practitioners/${listing.id}`)).json()) as { coverCurrent?: boolean }
      const profile = await (await get(server.baseUrl, `/practitioner/${listing.id}`)).text()
      return { coverCurrent: api.coverCurrent, shown: profile.includes('data-testid="cover"') }
    }
    expect(await line()).toEqual({ coverCurrent: true, shown: true })

    for (const day of [addDays(until, -30), addDays(until, -7), until]) {
      moveClockTo(day)
      await runDuties(admin)
      expect(await line()).toEqual({ coverCurrent: true, shown: true })
    }
    const mails = await waitForMails(user.email, 3, (s) => s.includes('liability insurance'))
    expect(mails).toHaveLength(3)

    moveClockTo(addDays(until, 1))
    await runDuties(admin)
    expect(await line()).toEqual({ coverCurrent: false, shown: false })
  })
})
