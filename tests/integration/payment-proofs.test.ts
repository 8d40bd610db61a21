import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Media } from '#app/models/media.server.ts'
import { PaymentProof } from '#app/models/payment-proof.server.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { createInvoiceFor } from '#tests/factories.ts'
import { get, newClientIp, sendJson } from '#tests/http.ts'
import { pdfOfSize, solidImage } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A member's transfer slip for an invoice (issue 18, through issue 16's upload pipeline): stored as a
 * private file that only the member and the administrators may open, listed beside the invoice for
 * the treasurer; someone else's invoice, a settled one, a missing or wrong file store nothing.
 */

const server = useTestServer()

function sendSlip(invoiceId: string, file: { bytes: Buffer; name: string; type: string } | null, auth: { token?: string }, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(`${server.baseUrl}/api/membership/invoices/${invoiceId}/proof`, {
    method: 'POST',
    headers: { 'x-forwarded-for': newClientIp(), origin: server.baseUrl, ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}), ...headers },
    body: form,
  })
}

const slipPdf = () => ({ bytes: pdfOfSize(3000), name: 'slip.pdf', type: 'application/pdf' })

describe('POST /api/membership/invoices/{id}/proof', () => {
  test('the member sends a slip: 201, a private file only they and the administrators open, listed for the treasurer and in the audit log', async () => {
    const member = await memberSession()
    const invoice = await createInvoiceFor(member.user.id)
    const photo = { bytes: await solidImage(800, 600).jpeg().toBuffer(), name: 'slip.jpg', type: 'image/jpeg' }
    const response = await sendSlip(invoice.id, photo, member, { reference: 'MBB 123456' })
    expect(response.status).toBe(201)
    const { proof } = (await response.json()) as { proof: { id: string; url: string } }
    expect(proof.url).toMatch(/^\/media\/[0-9a-f]{24}\/download$/)

    const stored = await PaymentProof.findById(proof.id).lean()
    expect(stored).toMatchObject({ reference: 'MBB 123456' })
    expect(String(stored!.invoiceId)).toBe(invoice.id)
    const media = await Media.findById(stored!.mediaId).lean()
    expect(media).toMatchObject({ visibility: 'private', purpose: 'payment-proof' })
    expect(String(media!.ownerId)).toBe(member.user.id)

    // The owner and an administrator (the treasurer) open it; another member and a visitor do not.
    expect((await get(server.baseUrl, proof.url, { cookie: member.cookie })).status).toBe(200)
    const treasurer = await adminSession({ roles: ['treasurer'] })
    expect((await get(server.baseUrl, proof.url, { cookie: treasurer.cookie })).status).toBe(200)
    const stranger = await memberSession()
    expect([403, 404]).toContain((await get(server.baseUrl, proof.url, { cookie: stranger.cookie })).status)
    expect([401, 403, 404]).toContain((await get(server.baseUrl, proof.url)).status)

    const open = await sendJson(server.baseUrl, 'GET', '/api/admin/invoices', undefined, { token: treasurer.token })
    const listed = ((await open.json()) as { invoices: Array<{ id: string; proofs: Array<{ url: string; reference: string }> }> }).invoices
    expect(listed.find((i) => i.id === invoice.id)?.proofs).toEqual([expect.objectContaining({ url: proof.url, reference: 'MBB 123456' })])

    const mine = (await (await sendJson(server.baseUrl, 'GET', '/api/membership', undefined, { token: member.token })).json()) as {
      invoices: Array<{ id: string; proofs: Array<{ url: string }> }>
    }
    expect(mine.invoices.find((i) => i.id === invoice.id)?.proofs.map((p) => p.url)).toEqual([proof.url])
    expect(await AuditLog.countDocuments({ action: 'uploaded-payment-proof', entityId: invoice.id })).toBe(1)
  })

  test("someone else's invoice is a 404, a settled one a 409, and neither stores a file", async () => {
    const owner = await memberSession()
    const other = await memberSession()
    const invoice = await createInvoiceFor(owner.user.id)
    const paid = await createInvoiceFor(other.user.id, { status: 'paid' })
    const mediaBefore = await Media.countDocuments()
    expect((await sendSlip(invoice.id, slipPdf(), other)).status).toBe(404)
    expect((await sendSlip('000000000000000000000000', slipPdf(), other)).status).toBe(404)
    expect((await sendSlip('not-an-id', slipPdf(), other)).status).toBe(404)
    const settled = await sendSlip(paid.id, slipPdf(), other)
    expect(settled.status).toBe(409)
    expect(await Media.countDocuments()).toBe(mediaBefore)
    expect(await PaymentProof.countDocuments({ invoiceId: { $in: [invoice.id, paid.id] } })).toBe(0)
  })

  test('no file is a 400 with a field error, a file that is not a picture or a PDF a 415, no session a 401; in Malay with Accept-Language: ms', async () => {
    const member = await memberSession()
    const invoice = await createInvoiceFor(member.user.id)
    const none = await sendSlip(invoice.id, null, member, { reference: 'x' })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.file).toEqual([expect.stringContaining('transfer slip')])
    const malay = await sendSlip(invoice.id, null, member, {}, { 'accept-language': 'ms' })
    expect(((await malay.json()) as { message: string }).message).toBe('Lampirkan slip pindahan (gambar atau PDF) dalam medan "file"')
    const text = await sendSlip(invoice.id, { bytes: Buffer.from('not a slip'), name: 'slip.txt', type: 'text/plain' }, member)
    expect(text.status).toBe(415)
    expect((await sendSlip(invoice.id, slipPdf(), {})).status).toBe(401)
    expect(await PaymentProof.countDocuments({ invoiceId: invoice.id })).toBe(0)
  })
})
