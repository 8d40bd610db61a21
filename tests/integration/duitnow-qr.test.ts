import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { getDuitNowQrRecord, PaymentSettings, setDuitNowQr } from '#app/models/payment-settings.server.ts'
import { readQrCode } from '#app/services/media.server.ts'
import { adminSession, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { OTHER_DUITNOW_MERCHANT, OTHER_DUITNOW_PAYLOAD, PLACEHOLDER_PAYLOAD, STATIC_DUITNOW_MERCHANT, STATIC_DUITNOW_PAYLOAD, pictureWithoutQr, qrPng } from '#tests/duitnow-qr.ts'
import { createInvoiceFor } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { postFileForm } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The association's DuitNow QR (issue 34, item 1) over HTTP: an officer uploads the bank's QR image on
 * /admin/payment-settings or POST /api/admin/payment-settings/duitnow-qr; a valid one is kept and every
 * page that asks for a payment shows it with "Save the QR image"; an invalid one is refused with its
 * reasons and nothing changes; without one, the pages offer the bank transfer only.
 */

const server = useTestServer()
const API = '/api/admin/payment-settings/duitnow-qr'
const PAGE = '/admin/payment-settings'

/** Posts a picture to the API as multipart `file`, as a client does. */
function uploadQr(bytes: Buffer, auth: { token?: string; cookie?: string }, { name = 'duitnow-qr.png', type = 'image/png', lng }: { name?: string; type?: string; lng?: string } = {}) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  const headers: Record<string, string> = { 'x-forwarded-for': newClientIp(), origin: server.baseUrl }
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (auth.cookie) headers.cookie = auth.cookie
  if (lng) headers['accept-language'] = lng
  return fetch(`${server.baseUrl}${API}`, { method: 'POST', headers, body: form, redirect: 'manual' })
}

/** The stored document as it is, to compare before and after a refusal. */
const stored = async () => JSON.stringify(await PaymentSettings.findById('payments').lean())
const page = async (path: string, cookie = '') => {
  const response = await get(server.baseUrl, path, { cookie })
  expect(response.status, path).toBe(200)
  return withoutScripts(await response.text())
}
const qrImages = (html: string) => [...html.matchAll(/<img[^>]*src="(\/duitnow-qr\.svg\?v=[0-9a-f]{16})"[^>]*>/g)].map((m) => m[1]!)
const saveLinks = (html: string) => [...html.matchAll(/<a[^>]*href="(\/duitnow-qr\.png\?v=[0-9a-f]{16})"[^>]*download=""/g)].map((m) => m[1]!)

describe('without an uploaded QR', () => {
  test('the pages offer the bank transfer only, and the images are not found', async () => {
    await setDuitNowQr(null)
    const donate = await page('/donate?amount=150')
    expectPage(donate).toContain('Bank transfer')
    expectPage(donate).toContain('Maybank')
    expect(qrImages(donate)).toEqual([])
    expectPage(donate).not.toContain('DuitNow QR')
    expectPage(donate).not.toContain('Save the QR image')
    for (const path of ['/duitnow-qr.svg', '/duitnow-qr.png']) {
      const response = await get(server.baseUrl, path)
      expect(response.status, path).toBe(404)
      await response.body?.cancel()
    }
    const { token } = await memberSession()
    const membership = await (await get(server.baseUrl, '/api/membership', { token })).json()
    expect(membership.howToPay).toMatchObject({ bank: 'Maybank', duitNow: null })
  })
})

describe('POST /api/admin/payment-settings/duitnow-qr', () => {
  test('a valid QR image is read, checked and kept: 200 with whose it is, audited, shown on the payers’ pages', async () => {
    await setDuitNowQr(null)
    const { token, user } = await adminSession()
    const response = await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ...STATIC_DUITNOW_MERCHANT, valid: true })
    expect(await getDuitNowQrRecord()).toMatchObject({ payload: STATIC_DUITNOW_PAYLOAD, ...STATIC_DUITNOW_MERCHANT, setBy: user.email })
    expect(await AuditLog.countDocuments({ entityType: 'duitnow-qr', action: 'updated', actorId: user.id })).toBe(1)

    const donate = await page('/donate?amount=150')
    const [image] = qrImages(donate)
    expect(image).toBeDefined()
    expectPage(donate).toContain('Scan the code with your banking app to pay QRCSDNBHD by DuitNow')
    expectPage(donate).toContain('DuitNow QR code of QRCSDNBHD')
    expectPage(donate).toMatch(/Amount: <\/dt><dd[^>]*>RM 150</)
    expectPage(donate).toMatch(/Reference to enter: <\/dt><dd[^>]*>DONATION and your name/)
    const [download] = saveLinks(donate)
    expect(download).toBeDefined()
    expectPage(donate).toContain('Save the QR image')

    // The image the page shows is an SVG of the payload, kept for good under its version's address.
    const svg = await get(server.baseUrl, image!)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await svg.text()).toMatch(/^<svg /)
    // "Save the QR image": a PNG download whose QR holds the payload that was checked.
    const png = await get(server.baseUrl, download!)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('content-disposition')).toBe('attachment; filename="empam-duitnow-qr.png"')
    expect(await readQrCode(Buffer.from(await png.arrayBuffer()))).toEqual({ status: 'read', text: STATIC_DUITNOW_PAYLOAD })
    // An address without the current version is checked again each time.
    const unversioned = await get(server.baseUrl, '/duitnow-qr.png')
    expect(unversioned.headers.get('cache-control')).toMatch(/no-cache/)
    await unversioned.body?.cancel()
  })

  test('the placeholder the site drew is refused with its reasons, in the reader’s language, and nothing changes', async () => {
    const { token } = await adminSession()
    await setDuitNowQr(null)
    expect((await uploadQr(await qrPng(OTHER_DUITNOW_PAYLOAD), { token })).status).toBe(200)
    const before = await stored()
    const audits = await AuditLog.countDocuments({ entityType: 'duitnow-qr' })

    const response = await uploadQr(await qrPng(PLACEHOLDER_PAYLOAD), { token })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.message).toBe('Part 26 of the payment details declares 58 characters, but its contents fill 55: a banking app would refuse it.')
    expect(body.fieldErrors.file).toEqual(
      expect.arrayContaining([
        'Part 26 of the payment details declares 58 characters, but its contents fill 55: a banking app would refuse it.',
        'The checksum of the payment details is 4C1F, but their contents give 7D45: the code is damaged or was changed.',
        'The country, Malaysia (5802MY), is missing.',
      ]),
    )
    expect(await stored()).toBe(before)
    expect(await AuditLog.countDocuments({ entityType: 'duitnow-qr' })).toBe(audits)

    const malay = await uploadQr(await qrPng(PLACEHOLDER_PAYLOAD), { token }, { lng: 'ms' })
    expect(malay.status).toBe(400)
    expect((await malay.json()).fieldErrors.file).toContain('Nilai semak butiran pembayaran ialah 4C1F, tetapi kandungannya memberikan 7D45: kod ini rosak atau telah diubah.')
    expect(await stored()).toBe(before)
  })

  test('a picture without a QR, a QR of plain text, another country’s payment QR, a text file and no file: each refused with why', async () => {
    const { token } = await adminSession()
    await setDuitNowQr(null)
    const cases: Array<[Buffer, string, number, string]> = [
      [await pictureWithoutQr(), 'photo.png', 400, 'No QR code could be read in this picture.'],
      [await qrPng('Hello from the association'), 'hello.png', 400, 'This QR code holds no payment details: it is not an EMVCo payment code such as a DuitNow QR.'],
      [
        await qrPng(
          '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A',
        ),
        'emvco.png',
        400,
        'The QR asks for currency 156, not ringgit (5303458).',
      ],
    ]
    for (const [bytes, name, status, message] of cases) {
      const response = await uploadQr(bytes, { token }, { name })
      expect(response.status, name).toBe(status)
      const body = await response.json()
      expect(body.message, name).toContain(message)
      expect(body.fieldErrors.file[0], name).toContain(message)
    }
    const text = await uploadQr(Buffer.from(STATIC_DUITNOW_PAYLOAD), { token }, { name: 'qr.png', type: 'image/png' })
    expect(text.status).toBe(415)
    expect((await text.json()).message).toMatch(/file type is not accepted/)
    const form = new FormData()
    form.append('note', 'no file')
    const none = await fetch(`${server.baseUrl}${API}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newClientIp() }, body: form })
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ message: 'Please choose a file to upload', fieldErrors: { file: ['Please choose a file to upload'] } })
    expect(await getDuitNowQrRecord()).toBeNull()
  })

  test('the treasurer may set it; the secretary and a member may not', async () => {
    await setDuitNowQr(null)
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const secretary = await adminSession({ roles: ['secretary'] })
    const member = await memberSession()
    expect((await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { token: secretary.token })).status).toBe(403)
    expect((await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { token: member.token })).status).toBe(403)
    expect(await getDuitNowQrRecord()).toBeNull()
    expect((await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { token: treasurer.token })).status).toBe(200)
    const current = await (await get(server.baseUrl, API, { token: treasurer.token })).json()
    expect(current.duitNowQr).toMatchObject({ ...STATIC_DUITNOW_MERCHANT, setBy: treasurer.user.email })
  })

  test('a replaced QR changes the images’ addresses; DELETE removes it and the pages go back to the bank transfer', async () => {
    const { token, user } = await adminSession()
    await setDuitNowQr(null)
    expect((await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { token })).status).toBe(200)
    const first = qrImages(await page('/donate'))[0]
    expect((await uploadQr(await qrPng(OTHER_DUITNOW_PAYLOAD), { token })).status).toBe(200)
    const donate = await page('/donate')
    expect(qrImages(donate)[0]).not.toBe(first)
    expectPage(donate).toContain('to pay EMPAM by DuitNow')
    const old = await get(server.baseUrl, first!)
    expect(old.headers.get('cache-control')).toMatch(/no-cache/)
    await old.body?.cancel()

    const removed = await sendJson(server.baseUrl, 'DELETE', API, {}, { token })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ removed: true, message: 'The DuitNow QR is removed: the pages that ask for a payment now show the bank transfer only.' })
    expect(await getDuitNowQrRecord()).toBeNull()
    expect(await AuditLog.countDocuments({ entityType: 'duitnow-qr', action: 'deleted', actorId: user.id })).toBe(1)
    expect(qrImages(await page('/donate'))).toEqual([])
    const again = await sendJson(server.baseUrl, 'DELETE', API, {}, { token })
    expect(await again.json()).toMatchObject({ removed: false })
  })
})

describe('/admin/payment-settings, without JavaScript', () => {
  test('the treasurer uploads the bank’s image: a toast names the merchant, the page shows the QR; then removes it', async () => {
    await setDuitNowQr(null)
    const { cookie } = await adminSession({ roles: ['treasurer'] })
    const empty = await page(PAGE, cookie)
    expectPage(empty).toContain('No DuitNow QR is set: the pages that ask for a payment show the bank transfer only.')
    expectPage(empty).toContain('5601 4820 3317')

    const sent = await postFileForm(server.baseUrl, PAGE, { intent: 'upload' }, [{ field: 'file', bytes: await qrPng(STATIC_DUITNOW_PAYLOAD), name: 'maybank-qr.png', type: 'image/png' }], { cookie })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(PAGE)
    const after = withoutScripts(await follow(server.baseUrl, sent, cookie))
    expectPage(after).toContain('The DuitNow QR of QRCSDNBHD (BANGI) is saved')
    expect(qrImages(after)).toHaveLength(1)
    expectPage(after).toMatch(/Merchant name<\/dt><dd[^>]*>QRCSDNBHD<\/dd>/)
    expectPage(after).toMatch(/City<\/dt><dd[^>]*>BANGI<\/dd>/)
    expectPage(after).toContain('Replace the QR')

    const removed = await postForm(server.baseUrl, PAGE, { intent: 'remove' }, { cookie })
    expect(removed.status).toBe(302)
    expectPage(withoutScripts(await follow(server.baseUrl, removed, cookie))).toContain('The DuitNow QR is removed')
    expect(await getDuitNowQrRecord()).toBeNull()
  })

  test('an invalid QR comes back with its reasons under the file field, in Malay too, and the QR before stays', async () => {
    const { cookie } = await adminSession()
    await setDuitNowQr(null)
    expect((await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { cookie })).status).toBe(200)
    const before = await stored()
    const refused = await postFileForm(server.baseUrl, PAGE, { intent: 'upload' }, [{ field: 'file', bytes: await qrPng(PLACEHOLDER_PAYLOAD), name: 'old.png', type: 'image/png' }], { cookie })
    expect(refused.status).toBe(400)
    const html = withoutScripts(await refused.text())
    expectPage(html).toContain('The checksum of the payment details is 4C1F, but their contents give 7D45')
    expectPage(html).toContain('The country, Malaysia (5802MY), is missing.')
    expectPage(html).toMatch(/<input[^>]*type="file"[^>]*aria-invalid="true"/)
    expect(await stored()).toBe(before)

    const malay = await postFileForm(server.baseUrl, PAGE, { intent: 'upload' }, [{ field: 'file', bytes: await pictureWithoutQr(), name: 'x.png', type: 'image/png' }], { cookie: `${cookie}; lng=ms` })
    expect(malay.status).toBe(400)
    expectPage(withoutScripts(await malay.text())).toContain('Tiada kod QR yang dapat dibaca dalam gambar ini.')
    expect(await stored()).toBe(before)
  })
})

describe('the pages that ask for a payment, with a QR', () => {
  test('a member’s dashboard shows the QR, the save link, and each open invoice’s amount and number to enter as the reference', async () => {
    await setDuitNowQr(null)
    const { token } = await adminSession()
    expect((await uploadQr(await qrPng(STATIC_DUITNOW_PAYLOAD), { token })).status).toBe(200)
    const member = await memberSession()
    const invoice = await createInvoiceFor(member.user.id)
    const html = await page('/member-dashboard/membership', member.cookie)
    expect(qrImages(html)).toHaveLength(1)
    expect(saveLinks(html)).toHaveLength(1)
    expectPage(html).toContain('Or scan the DuitNow QR code with your banking app (QRCSDNBHD).')
    expectPage(html).toMatch(new RegExp(`Invoice ${invoice.number}: pay RM [\\d,.]+, with ${invoice.number} as the reference\\.`))
    const api = await (await get(server.baseUrl, '/api/membership', { token: member.token })).json()
    expect(api.howToPay.duitNow).toMatchObject({ ...STATIC_DUITNOW_MERCHANT, imageUrl: expect.stringMatching(/^\/duitnow-qr\.svg\?v=/), downloadUrl: expect.stringMatching(/^\/duitnow-qr\.png\?v=/) })
  })

  test('a pledge’s page shows the QR with its amount and the reference, in Malay too', async () => {
    await setDuitNowQr(null)
    const { token } = await adminSession()
    expect((await uploadQr(await qrPng(OTHER_DUITNOW_PAYLOAD), { token })).status).toBe(200)
    const pledged = await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Siti Aminah', email: `siti.${Date.now()}@example.com`, amount: 75, frequency: 'one-time' })
    expect(pledged.status).toBe(201)
    const body = await pledged.json()
    expect(body.howToPay.duitNow).toMatchObject(OTHER_DUITNOW_MERCHANT)
    const html = await page(body.slipUpload.page)
    expect(qrImages(html)).toHaveLength(1)
    expectPage(html).toMatch(/Amount: <\/dt><dd[^>]*>RM 75\.00/)
    expectPage(html).toMatch(/Reference to enter: <\/dt><dd[^>]*>DONATION Siti Aminah/)
    const malay = await page(body.slipUpload.page, 'lng=ms')
    expectPage(malay).toContain('Simpan imej QR')
    expectPage(malay).toMatch(/Rujukan untuk dimasukkan: <\/dt><dd[^>]*>DERMA Siti Aminah/)
  })
})
