import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { get, newClientIp, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Donations through the membership ledger (issue 18): a visitor pledges, is shown how to pay, and the
 * treasurer records the gift as a numbered receipt mailed as a PDF.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('a gift', () => {
  test('pledged by a visitor, recorded by the treasurer, receipted by mail; a one-time gift takes one receipt', async () => {
    const email = `donor.${unique()}@example.com`
    const pledge = await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Tan Sri Lim', email, amount: 150.5, frequency: 'one-time', identification: '650101-12-5555' })
    expect(pledge.status).toBe(201)
    const body = await pledge.json()
    expect(body).toMatchObject({
      donation: { name: 'Tan Sri Lim', email, amount: 150.5, frequency: 'one-time', status: 'pledged', received: 0 },
      // No DuitNow QR uploaded in this file's database: the bank transfer only (issue 34).
      howToPay: { bank: 'Maybank', duitNow: null },
    })
    const { token } = await adminSession({ roles: ['treasurer'] })
    const list = await (await get(server.baseUrl, '/api/admin/donations', { token })).json()
    expect(list.donations).toContainEqual(expect.objectContaining({ id: body.donation.id, status: 'pledged' }))

    const recorded = await sendJson(server.baseUrl, 'POST', `/api/admin/donations/${body.donation.id}/payments`, { amount: 150.5, method: 'duitnow', reference: 'DN 77' }, { token })
    expect(recorded.status).toBe(201)
    const { receipt } = await recorded.json()
    expect(receipt).toMatchObject({ number: expect.stringMatching(/^RCT-\d{4}-\d{4,}$/), amount: 150.5, donationId: body.donation.id })
    const mail = await waitForMail(outbox(), { to: email, subject: receipt.number })
    expect(mail.attachments[0]?.contentType).toBe('application/pdf')
    expect(mail.text).toContain('RM 150.50')
    expect((await Donation.findById(body.donation.id).lean())?.status).toBe('received')
    expect((await get(server.baseUrl, receipt.url, { token })).status).toBe(200)
    // The receipt is a PDF (its 44(6) wording is chosen by receiptNotes: membership-documents.server.test.ts).
    const pdf = Buffer.from(await (await get(server.baseUrl, receipt.url, { token })).arrayBuffer()).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)

    const twice = await sendJson(server.baseUrl, 'POST', `/api/admin/donations/${body.donation.id}/payments`, { amount: 10, method: 'cash' }, { token })
    expect(twice.status).toBe(409)
    expect(await Receipt.countDocuments({ donationId: body.donation.id })).toBe(1)
    expect((await AuditLog.find({ entityType: 'donation', entityId: body.donation.id }).sort({ createdAt: 1, _id: 1 }).lean()).map((a) => a.action)).toEqual(['pledged', 'recorded-donation'])
  })

  test('a monthly pledge takes a receipt each month', async () => {
    const pledge = await (await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Klinik Sejahtera Sdn Bhd', email: `klinik.${unique()}@example.com`, amount: 50, frequency: 'monthly', identification: '201901012345' })).json()
    const { token } = await adminSession({ roles: ['treasurer'] })
    for (let month = 0; month < 2; month++) {
      expect((await sendJson(server.baseUrl, 'POST', `/api/admin/donations/${pledge.donation.id}/payments`, { amount: 50, method: 'bank-transfer' }, { token })).status).toBe(201)
    }
    expect(await Receipt.countDocuments({ donationId: pledge.donation.id })).toBe(2)
  })

  test('bad pledges are 400 and store nothing; a filled honeypot is thanked and stores nothing; members and secretaries cannot record gifts', async () => {
    const before = await Donation.countDocuments()
    const bad = await sendJson(server.baseUrl, 'POST', '/api/donations', { name: '', email: 'nope', amount: 0.5, frequency: 'yearly' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({
      name: ["Please tell us your name (or your company's) for the receipt"],
      email: ['Invalid email address'],
      amount: ['Enter the amount in RM, at least RM 1, such as 150 or 150.50'],
      frequency: ['Choose a one-time gift or a monthly pledge'],
    })
    const bot = await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Bot', email: 'bot@example.com', amount: 10, frequency: 'one-time', website: 'https://spam.example' })
    expect(bot.status).toBe(201)
    expect(await Donation.countDocuments()).toBe(before)

    const pledge = await (await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Aisyah', email: `a.${unique()}@example.com`, amount: 20, frequency: 'one-time' })).json()
    for (const { token } of [await memberSession(), await adminSession({ roles: ['secretary'] })]) {
      expect((await sendJson(server.baseUrl, 'POST', `/api/admin/donations/${pledge.donation.id}/payments`, { amount: 20, method: 'cash' }, { token })).status).toBe(403)
      expect((await get(server.baseUrl, '/api/admin/donations', { token })).status).toBe(403)
    }
    expect(await Receipt.countDocuments({ donationId: pledge.donation.id })).toBe(0)
  })

  test('5 pledges an hour from one address', async () => {
    const ip = newClientIp()
    const pledge = () => sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Repeat', email: `r.${unique()}@example.com`, amount: 10, frequency: 'one-time' }, { ip })
    for (let i = 0; i < 5; i++) expect((await pledge()).status).toBe(201)
    const limited = await pledge()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
