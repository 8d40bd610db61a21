import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { DataRequest } from '#app/models/data-request.server.ts'
import { insertRegistration, newRegistrationId } from '#app/models/event-registration.server.ts'
import { insertMedia, newMediaId, writeMediaFile } from '#app/models/media.server.ts'
import { PrivacyConsent } from '#app/models/privacy-consent.server.ts'
import { createReceipt } from '#app/models/receipt.server.ts'
import { createCpdEntry, createInvoiceFor, createPractitioner, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

/** A member with one record in each collection this test can store directly, and its marks. */
async function memberWithRecords(tag: string) {
  const user = await createUser({ firstName: `Owner${tag}` })
  const cpd = await createCpdEntry(user.id, { title: `Course ${tag}` })
  const invoice = await createInvoiceFor(user.id)
  const listing = await createPractitioner({ membershipId: user.membershipId, name: `Listing ${tag}` })
  await PrivacyConsent.create({ onceKey: `test:${tag}:${user.id}`, userId: user.id, email: user.email, version: 1, purpose: 'application', acceptedAt: new Date() })
  await AuditLog.create({ actorId: user.id, actorEmail: user.email, action: 'update', entityType: 'User', entityId: user.id, summary: `Audit ${tag}` })
  const receipt = await createReceipt({
    number: `R-${tag}-${user.id}`, invoiceId: invoice.id, userId: user.id, receivedFrom: { name: `Payer ${tag}`, email: user.email },
    purpose: `Fee ${tag}`, amountSen: 15_000, method: 'bank-transfer', reference: '', paidOn: '2026-01-05', recordedBy: user.id,
  })
  const registration = await insertRegistration({
    id: newRegistrationId(), eventId: newRegistrationId(), userId: user.id, name: `Attendee ${tag}`, email: user.email, phone: '',
    locale: 'en', status: 'confirmed', seatNumber: 1,
  })
  const mediaId = newMediaId()
  const fileBytes = Buffer.from(`%PDF-1.4 certificate of ${tag}`)
  const fileId = await writeMediaFile(fileBytes, { mediaId, filename: `${mediaId}.pdf`, contentType: 'application/pdf' })
  await insertMedia(mediaId, {
    ownerId: user.id, kind: 'document', purpose: 'cpd-evidence', mimeType: 'application/pdf', size: fileBytes.length,
    width: null, height: null, variants: [], fileId, visibility: 'private', alt: '', originalName: `Certificate ${tag}.pdf`,
  })
  return { user, cpd, invoice, listing, receipt, registration: registration!, mediaId, fileBytes, session: await signIn(user.id) }
}

describe('My data (issue 21, item 2)', () => {
  test('GET /api/me/export holds each of the member’s records, no password hash, and none of another member’s', async () => {
    const mine = await memberWithRecords('mine')
    const theirs = await memberWithRecords('theirs')
    const response = await get(server.baseUrl, '/api/me/export', { cookie: mine.session.cookie })
    expect(response.status).toBe(200)
    const text = await response.text()
    const data = JSON.parse(text)
    expect(data.user.email).toBe(mine.user.email)
    expect(text).not.toContain('passwordHash')
    expect(data.cpdEntries.map((entry: { title: string }) => entry.title)).toEqual(['Course mine'])
    expect(data.invoices.map((invoice: { number: string }) => invoice.number)).toEqual([mine.invoice.number])
    expect(data.listing.name).toBe('Listing mine')
    expect(data.consents).toHaveLength(1)
    expect(data.auditEntries.map((entry: { summary: string }) => entry.summary)).toContain('Audit mine')
    expect(data.receipts.map((receipt: { number: string }) => receipt.number)).toEqual([mine.receipt.number])
    expect(data.registrations.map((registration: { id: string; name: string }) => [registration.id, registration.name])).toEqual([[mine.registration.id, 'Attendee mine']])
    expect(data.media).toEqual([expect.objectContaining({ id: mine.mediaId, originalName: 'Certificate mine.pdf', downloadUrl: expect.stringContaining(mine.mediaId) })])
    const marks = [theirs.user.email, 'Course theirs', theirs.invoice.number, 'Listing theirs', 'Audit theirs', theirs.receipt.number, 'Attendee theirs', theirs.mediaId, 'Certificate theirs']
    for (const mark of marks) expect(text).not.toContain(mark)
  })

  test('/member-dashboard/my-data.zip holds the JSON and one CSV per collection, each with the member’s record', async () => {
    const mine = await memberWithRecords('zip')
    const other = await memberWithRecords('otherzip')
    const response = await get(server.baseUrl, '/member-dashboard/my-data.zip', { cookie: mine.session.cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const read = (name: string) => strFromU8(files[name]!)
    expect(JSON.parse(read('my-data.json')).user.email).toBe(mine.user.email)
    expect(read('user.csv')).toContain(mine.user.email)
    expect(read('cpdEntries.csv')).toContain('Course zip')
    expect(read('invoices.csv')).toContain(mine.invoice.number)
    expect(read('listing.csv')).toContain('Listing zip')
    expect(read('auditEntries.csv')).toContain('Audit zip')
    expect(read('consents.csv')).toContain('application')
    expect(read('receipts.csv')).toContain(mine.receipt.number)
    expect(read('registrations.csv')).toContain('Attendee zip')
    expect(read('media.csv')).toContain(mine.mediaId)
    // The member's own upload, byte for byte, and none of the other member's.
    const uploads = Object.keys(files).filter((name) => name.startsWith('files/'))
    expect(uploads).toEqual([`files/${mine.mediaId}-Certificate-zip.pdf`])
    expect(Buffer.from(files[uploads[0]!]!).equals(mine.fileBytes)).toBe(true)
    for (const name of Object.keys(files)) {
      for (const mark of [other.user.email, other.receipt.number, 'Attendee otherzip', other.mediaId, 'certificate of otherzip']) expect(read(name)).not.toContain(mark)
    }
  })

  test('signed out: the API answers 401 and the page sends to sign-in', async () => {
    expect((await get(server.baseUrl, '/api/me/export')).status).toBe(401)
    const page = await get(server.baseUrl, '/member-dashboard/my-data')
    expect([302, 303]).toContain(page.status)
  })

  test('the page in English and Malay, with both downloads and no script', async () => {
    const { session } = await memberWithRecords('page')
    const english = await (await get(server.baseUrl, '/member-dashboard/my-data', { cookie: session.cookie })).text()
    expect(english).toContain('>My data</h1>')
    expect(english).toContain('href="/member-dashboard/my-data.zip"')
    expect(english).toContain('href="/api/me/export"')
    expect(english).not.toMatch(/<script[^>]+src=/)
    const malay = withoutScripts(await (await get(server.baseUrl, '/member-dashboard/my-data?lng=ms', { cookie: session.cookie })).text())
    expect(malay).toContain('>Data saya</h1>')
    expect(malay).toContain('Muat turun sebagai ZIP')
  })

  test('the request form without JavaScript: a bad one keeps what was typed and stores nothing; a good one is stored, audited and listed with its deadline', async () => {
    const { user, session } = await memberWithRecords('form')
    const refused = await postForm(server.baseUrl, '/member-dashboard/my-data', { kind: 'correction', message: 'Too short' }, { cookie: session.cookie })
    expect(refused.status).toBe(400)
    const refusedPage = await refused.text()
    expect(refusedPage).toContain('at least 10 characters')
    expect(refusedPage).toContain('>Too short</textarea>')
    const badKind = await postForm(server.baseUrl, '/member-dashboard/my-data', { kind: 'delete-everything', message: 'Please fix my receipt name.' }, { cookie: session.cookie })
    expect(badKind.status).toBe(400)
    expect(await badKind.text()).toContain('Please choose what you are asking for')
    expect(await DataRequest.countDocuments({ userId: user.id })).toBe(0)

    const sent = await postForm(server.baseUrl, '/member-dashboard/my-data', { kind: 'correction', message: 'My 2025 receipt shows my old name; it should be Aminah.', userId: '000000000000000000000000' }, { cookie: session.cookie })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe('/member-dashboard/my-data')
    const stored = await DataRequest.find({ userId: user.id }).lean()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: 'correction', status: 'open', message: 'My 2025 receipt shows my old name; it should be Aminah.' })
    expect(await AuditLog.countDocuments({ entityType: 'data-request', entityId: String(stored[0]!._id), action: 'requested', actorId: user.id })).toBe(1)

    const page = await (await get(server.baseUrl, '/member-dashboard/my-data', { cookie: session.cookie })).text()
    expect(page).toContain('My 2025 receipt shows my old name; it should be Aminah.')
    expect(page).toContain('Waiting for an answer')
    expect(page).toContain('Answer due by')
    const malay = withoutScripts(await (await get(server.baseUrl, '/member-dashboard/my-data?lng=ms', { cookie: session.cookie })).text())
    expect(malay).toContain('Menunggu jawapan')
    expect(malay).toContain('Hantar permintaan')
    // The export carries it too.
    const exported = await (await get(server.baseUrl, '/api/me/export', { cookie: session.cookie })).json()
    expect(exported.dataRequests.map((request: { message: string }) => request.message)).toEqual(['My 2025 receipt shows my old name; it should be Aminah.'])
  })

  test('POST /api/me/data-requests: 201 with the 21-day deadline, 400 with fieldErrors, 401 signed out; GET lists only one’s own; five a day', async () => {
    const mine = await memberWithRecords('api')
    const theirs = await memberWithRecords('apitheirs')
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
    const bad = await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'erase', message: 1 }, auth(mine.session.token))
    expect(bad.status).toBe(400)
    const badBody = await bad.json()
    expect(Object.keys(badBody.fieldErrors).sort()).toEqual(['kind', 'message'])
    expect((await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'access', message: 'What do you hold about me?' })).status).toBe(401)

    const created = await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'access', message: 'What do you hold about me?' }, auth(mine.session.token))
    expect(created.status).toBe(201)
    const { request } = await created.json()
    expect(request).toMatchObject({ kind: 'access', status: 'open', userId: mine.user.id })
    expect(new Date(request.dueAt).getTime() - new Date(request.createdAt).getTime()).toBe(21 * 24 * 60 * 60 * 1000)
    await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'other', message: 'A request of the other member.' }, auth(theirs.session.token))

    const listed = await (await get(server.baseUrl, '/api/me/data-requests', auth(mine.session.token))).json()
    expect(listed.requests.map((r: { message: string }) => r.message)).toEqual(['What do you hold about me?'])

    for (let i = 0; i < 4; i++) {
      expect((await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'other', message: `Request number ${i}` }, auth(mine.session.token))).status).toBe(201)
    }
    const sixth = await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'other', message: 'One request too many.' }, auth(mine.session.token))
    expect(sixth.status).toBe(429)
    expect(await DataRequest.countDocuments({ userId: mine.user.id })).toBe(5)
  })
})
