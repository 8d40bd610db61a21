import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { adminSession, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import { get, newClientIp, postForm, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The donation pages of issue 18 over HTTP, as a browser without JavaScript uses them: the pledge form
 * on /donate (the twin of POST /api/donations) and the treasurer's /admin/donations (the twin of
 * POST /api/admin/donations/{id}/payments).
 */

const server = useTestServer()
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const page = async (path: string, cookie = '') => {
  const response = await get(server.baseUrl, path, { cookie })
  return { status: response.status, html: withoutScripts(await response.text()) }
}
const valueOf = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? null

describe('/donate: the pledge form', () => {
  test('a pledge is stored and audited, and the visitor is sent to how to pay with the thanks', async () => {
    const email = `donor.${unique()}@example.com`
    const response = await postForm(server.baseUrl, '/donate', { name: 'Siti Aminah', email, amount: '150', frequency: 'monthly', identification: '' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/donate\/[0-9a-f]{24}\/slip\?token=[\w-]+$/) // the pledge's page: how to pay it
    const stored = await Donation.findOne({ email }).lean()
    expect(stored).toMatchObject({ name: 'Siti Aminah', amountSen: 15_000, frequency: 'monthly', status: 'pledged' })
    expect(await AuditLog.countDocuments({ entityType: 'donation', entityId: String(stored?._id), action: 'pledged' })).toBe(1)
    const after = await follow(server.baseUrl, response, '')
    expectPage(after).toContain('Thank you: please transfer your gift as shown')
    expectPage(after).toContain('Maybank')
  })

  test('bad input keeps what was typed, in the page language, and stores nothing', async () => {
    const email = `bad.${unique()}@example.com`
    const refused = await postForm(server.baseUrl, '/donate', { name: 'Kept Name', email, amount: 'abc', frequency: 'weekly', identification: 'X1' })
    expect(refused.status).toBe(400)
    const html = withoutScripts(await refused.text())
    expectPage(html).toContain('Enter the amount in RM, at least RM 1')
    expectPage(html).toContain('Choose a one-time gift or a monthly pledge')
    expect(valueOf(html, 'pledge-name')).toBe('Kept Name')
    expect(valueOf(html, 'pledge-email')).toBe(email)
    expect(valueOf(html, 'pledge-amount')).toBe('abc')

    const malay = await postForm(server.baseUrl, '/donate?lng=ms', { name: '', email, amount: '0.5', frequency: 'one-time' }, { cookie: 'lng=ms' })
    expect(malay.status).toBe(400)
    expectPage(withoutScripts(await malay.text())).not.toContain('Enter the amount in RM')
    expect(await Donation.countDocuments({ email })).toBe(0)
  })

  test('limited per address like the contact form: the sixth pledge in an hour is refused with 429 and not stored', async () => {
    const ip = newClientIp()
    const email = `many.${unique()}@example.com`
    const pledge = () => postForm(server.baseUrl, '/donate', { name: 'Many', email, amount: '10', frequency: 'one-time' }, { ip })
    for (let i = 0; i < 5; i++) expect((await pledge()).status).toBe(302)
    const limited = await pledge()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(valueOf(withoutScripts(await limited.text()), 'pledge-name')).toBe('Many')
    expect(await Donation.countDocuments({ email })).toBe(5)
  })
})

describe('/admin/donations', () => {
  const pledge = (frequency = 'one-time') =>
    Donation.create({ name: `Donor ${unique()}`, email: `d.${unique()}@example.com`, amountSen: 20_000, frequency, identification: '' })

  test('the treasurer sees pledges and records a gift: a numbered receipt, the one-time gift received, a toast', async () => {
    const { cookie, user: staff } = await adminSession({ roles: ['treasurer'] })
    const donation = await pledge()
    const { status, html } = await page('/admin/donations', cookie)
    expect(status).toBe(200)
    expectPage(html).toContain(donation.name)
    expect(html).toContain('href="/admin/donations"')
    expect(valueOf(html, `amount-${donation.id}`)).toBe('200.00')

    const response = await postForm(server.baseUrl, '/admin/donations', { id: donation.id, amount: '200', paidAt: today(), method: 'duitnow', reference: 'DN 5' }, { cookie })
    expect(response).toHaveRedirect('/admin/donations')
    const [receipt] = await Receipt.find({ donationId: donation.id }).lean()
    expect(receipt).toMatchObject({ amountSen: 20_000, method: 'duitnow', reference: 'DN 5', paidOn: today() })
    expect(String(receipt?.recordedBy)).toBe(staff.id)
    expect((await Donation.findById(donation.id).lean())?.status).toBe('received')
    const after = await follow(server.baseUrl, response, cookie)
    expectPage(after).toContain(`Recorded a gift of RM 200.00: receipt ${receipt?.number}`)
    expectPage(after).toContain('This one-time gift has been received.')

    const again = await postForm(server.baseUrl, '/admin/donations', { id: donation.id, amount: '200', paidAt: today(), method: 'cash' }, { cookie })
    expect(again.status).toBe(409)
    expect(await Receipt.countDocuments({ donationId: donation.id })).toBe(1)
  })

  test('bad input keeps what was typed and records nothing; an unknown pledge is 404; Malay too', async () => {
    const { cookie } = await adminSession({ roles: ['treasurer'] })
    const donation = await pledge('monthly')
    const send = (fields: Record<string, string>, path = '/admin/donations', extra = '') =>
      postForm(server.baseUrl, path, { id: donation.id, amount: '50', paidAt: today(), method: 'cash', reference: 'Kept ref', ...fields }, { cookie: `${cookie}${extra}` })
    const noAmount = await send({ amount: '' })
    expect(noAmount.status).toBe(400)
    const noAmountHtml = await noAmount.text()
    expectPage(noAmountHtml).toContain('Enter the amount received in RM')
    expect(valueOf(noAmountHtml, `reference-${donation.id}`)).toBe('Kept ref')
    expect((await send({ method: 'bitcoin' })).status).toBe(400)
    const malay = await send({ amount: 'abc' }, '/admin/donations?lng=ms', '; lng=ms')
    expect(malay.status).toBe(400)
    expectPage(await malay.text()).toContain('Masukkan jumlah yang diterima dalam RM')
    const missing = await send({ id: 'ffffffffffffffffffffffff' })
    expect(missing.status).toBe(404)
    expect(await Receipt.countDocuments({ donationId: donation.id })).toBe(0)
    const { html } = await page('/admin/donations?lng=ms', `${cookie}; lng=ms`)
    expectPage(html).toContain('Derma yang diikrarkan di halaman derma')
  })

  test('only the finance part: a secretary and a member get 403 and record nothing', async () => {
    const { cookie: secretaryCookie } = await adminSession({ roles: ['secretary'] })
    const { cookie: memberCookie } = await memberSession()
    const donation = await pledge()
    expect((await page('/admin/donations', secretaryCookie)).status).toBe(403)
    expect((await page('/admin/donations', memberCookie)).status).toBe(403)
    const refused = await postForm(server.baseUrl, '/admin/donations', { id: donation.id, amount: '200', paidAt: today(), method: 'cash' }, { cookie: secretaryCookie })
    expect(refused.status).toBe(403)
    expect(await Receipt.countDocuments({ donationId: donation.id })).toBe(0)
  })
})
