import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { Media } from '#app/models/media.server.ts'
import { ERASURE_STEPS } from '#app/services/account-closure.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import { adminSession, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { get, newClientIp, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { linkIn, waitForMail } from '#tests/mail.ts'
import { DISGUISED_FILES, pdfOfSize, postFileForm, solidImage, storedMediaCounts } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A donor's transfer slip (issue 18) over HTTP: with the pledge on /donate (a plain multipart form), or
 * afterwards on the pledge's own page `/donate/{id}/slip?token=…` and POST /api/donations/{id}/slip,
 * reached only with the pledge's signed token; a private file the treasurer opens from /admin/donations.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const pledgeFields = (email: string) => ({ name: 'Siti Aminah', email, amount: '150', frequency: 'one-time', identification: '' })
const slipJpeg = async () => ({ field: 'slip', bytes: await solidImage(600, 800).jpeg().toBuffer(), name: 'slip.jpg', type: 'image/jpeg' })
const slipPdf = () => ({ bytes: pdfOfSize(3000), name: 'slip.pdf', type: 'application/pdf' })

function sendSlipByApi(donationId: string, file: { bytes: Buffer; name: string; type: string } | null, token?: string) {
  const form = new FormData()
  if (token !== undefined) form.append('token', token)
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(`${server.baseUrl}/api/donations/${donationId}/slip`, { method: 'POST', headers: { 'x-forwarded-for': newClientIp() }, body: form })
}

async function pledgeByApi() {
  const email = `api.${unique()}@example.com`
  const response = await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Tan Ah Kow', email, amount: 80, frequency: 'one-time' })
  expect(response.status).toBe(201)
  return (await response.json()) as { donation: { id: string }; slipUpload: { url: string; token: string; page: string } }
}

describe('/donate with a transfer slip', () => {
  test('a pledge with a JPEG slip: stored privately, the pledge page says it arrived, the mail links the page, the treasurer opens it and nobody else', async () => {
    const email = `slip.${unique()}@example.com`
    const response = await postFileForm(server.baseUrl, '/donate', pledgeFields(email), [await slipJpeg()])
    expect(response.status).toBe(302)
    const location = response.headers.get('location')!
    const donation = await Donation.findOne({ email }).lean()
    expect(location).toMatch(new RegExp(`^/donate/${String(donation!._id)}/slip\\?token=[\\w-]+$`))
    expect(donation!.slip).toMatchObject({ name: 'slip.jpg', mimeType: 'image/jpeg' })
    const media = await Media.findById(donation!.slip!.mediaId).lean()
    expect(media).toMatchObject({ purpose: 'donation-slip', visibility: 'private', ownerId: null })
    expect(await AuditLog.countDocuments({ action: 'uploaded-donation-slip', entityId: String(donation!._id) })).toBe(1)

    const confirmation = await follow(server.baseUrl, response, '')
    expectPage(confirmation).toContain('Thank you, Siti Aminah')
    expectPage(confirmation).toContain('Your transfer slip arrived on')
    expectPage(confirmation).toContain('Maybank')
    const mail = await waitForMail(outbox(), { to: email, subject: 'how to pay it' })
    expect(linkIn(mail, `/donate/${String(donation!._id)}/slip`).pathname + linkIn(mail, `/donate/${String(donation!._id)}/slip`).search).toBe(location)
    expect(mail.text).toContain('We have your transfer slip')

    const url = `/media/${String(media!._id)}/download`
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const admin = withoutScripts(await (await get(server.baseUrl, '/admin/donations', { cookie: treasurer.cookie })).text())
    expect(admin).toContain(`href="${url}"`)
    expectPage(admin).toContain("Download Siti Aminah's slip")
    const download = await get(server.baseUrl, url, { cookie: treasurer.cookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/jpeg')
    const api = (await (await get(server.baseUrl, '/api/admin/donations', { token: treasurer.token })).json()) as { donations: Array<{ id: string; slip: { url: string } | null }> }
    expect(api.donations.find((d) => d.id === String(donation!._id))?.slip).toMatchObject({ url })
    // The secretariat is staff, but not of finance; a member and a visitor are not staff.
    const secretary = await adminSession({ roles: ['secretary'] })
    const member = await memberSession()
    for (const cookie of [secretary.cookie, member.cookie, '']) expect((await get(server.baseUrl, url, { cookie })).status).toBe(404)
  })

  test('a pledge without a slip: its page offers the form, which takes one slip by the token; the wrong token opens nothing', async () => {
    const email = `later.${unique()}@example.com`
    const response = await postForm(server.baseUrl, '/donate', pledgeFields(email))
    expect(response.status).toBe(302)
    const location = response.headers.get('location')!
    const page = await follow(server.baseUrl, response, '')
    expectPage(page).toContain('Send the slip')
    // The token is in the address: no link on the page carries it away in a Referer.
    expect((await get(server.baseUrl, location)).headers.get('referrer-policy')).toBe('no-referrer')
    const id = String((await Donation.findOne({ email }).lean())!._id)

    const wrong = `/donate/${id}/slip?token=not-the-token`
    expect((await get(server.baseUrl, wrong)).status).toBe(404)
    expect((await get(server.baseUrl, `/donate/${id}/slip`)).status).toBe(404)
    expect((await postFileForm(server.baseUrl, wrong, { token: 'not-the-token' }, [{ field: 'slip', ...slipPdf() }])).status).toBe(404)
    expect((await Donation.findById(id).lean())!.slip).toBeNull()

    const token = new URL(location, server.baseUrl).searchParams.get('token')!
    const sent = await postFileForm(server.baseUrl, location, { token }, [{ field: 'slip', ...slipPdf() }])
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(location)
    expect((await Donation.findById(id).lean())!.slip).toMatchObject({ mimeType: 'application/pdf' })
    expectPage(await follow(server.baseUrl, sent, '')).toContain('Your transfer slip arrived on')
    const again = await postFileForm(server.baseUrl, location, { token }, [{ field: 'slip', ...slipPdf() }])
    expect(again.status).toBe(409)
  })

  test('a disguised slip is refused (415) with what was typed kept; no pledge, no file stored', async () => {
    const before = await storedMediaCounts()
    const email = `bad.${unique()}@example.com`
    const refused = await postFileForm(server.baseUrl, '/donate', pledgeFields(email), [{ field: 'slip', ...DISGUISED_FILES[0] }])
    expect(refused.status).toBe(415)
    const html = withoutScripts(await refused.text())
    expectPage(html).toContain('SVG drawings and web pages cannot be uploaded')
    expectPage(html).toContain('Please choose the file again')
    expect(html).toMatch(/id="pledge-name"[^>]*value="Siti Aminah"/)
    expect(await Donation.countDocuments({ email })).toBe(0)
    expect(await storedMediaCounts()).toEqual(before)
  })
})

describe('POST /api/donations/{id}/slip', () => {
  test('with the pledge token a PDF is 201; without it, with a wrong one or another pledge’s it is 404; a second slip is 409', async () => {
    const pledge = await pledgeByApi()
    const other = await pledgeByApi()
    expect(pledge.slipUpload.url).toBe(`/api/donations/${pledge.donation.id}/slip`)
    const before = await storedMediaCounts()
    expect((await sendSlipByApi(pledge.donation.id, slipPdf())).status).toBe(404)
    expect((await sendSlipByApi(pledge.donation.id, slipPdf(), 'wrong')).status).toBe(404)
    expect((await sendSlipByApi(pledge.donation.id, slipPdf(), other.slipUpload.token)).status).toBe(404)
    expect(await storedMediaCounts()).toEqual(before)

    const sent = await sendSlipByApi(pledge.donation.id, slipPdf(), pledge.slipUpload.token)
    expect(sent.status).toBe(201)
    const { slip } = (await sent.json()) as { slip: { id: string; url: string } }
    expect(slip.url).toBe(`/media/${slip.id}/download`)
    expect((await Donation.findById(pledge.donation.id).lean())!.slip).toMatchObject({ mediaId: slip.id })
    expect((await sendSlipByApi(pledge.donation.id, slipPdf(), pledge.slipUpload.token)).status).toBe(409)
  })

  test('a disguised file is 415, a 12 MB one 413, no file 400: nothing stored', async () => {
    const pledge = await pledgeByApi()
    const before = await storedMediaCounts()
    for (const file of DISGUISED_FILES) {
      const response = await sendSlipByApi(pledge.donation.id, { bytes: file.bytes, name: file.name, type: file.type }, pledge.slipUpload.token)
      expect(response.status, file.label).toBe(file.status)
    }
    const none = await sendSlipByApi(pledge.donation.id, null, pledge.slipUpload.token)
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ fieldErrors: { file: [expect.any(String)] } })
    expect(await storedMediaCounts()).toEqual(before)
    expect((await Donation.findById(pledge.donation.id).lean())!.slip).toBeNull()
  })

  test("erasing a donor's account deletes their slips and keeps the pledge", async () => {
    const pledge = await pledgeByApi()
    expect((await sendSlipByApi(pledge.donation.id, slipPdf(), pledge.slipUpload.token)).status).toBe(201)
    const stored = await Donation.findById(pledge.donation.id).lean()
    const mediaId = stored!.slip!.mediaId
    await ERASURE_STEPS.find((step) => step.name === 'donations')!.run({ email: stored!.email } as PublicUser)
    expect(await Media.countDocuments({ _id: mediaId })).toBe(0)
    expect(await Donation.findById(pledge.donation.id).lean()).toMatchObject({ amountSen: 8000, slip: null, email: '' })
  })
})
