import { createHash } from 'node:crypto'
import QRCode from 'qrcode'
import { membershipPaths } from '#app/config/member-paths.ts'
import { checkDuitNowPayload, type DuitNowQrView } from '#app/domain/emv-qr.ts'
import { singleton } from '#app/domain/singleton.ts'
import { getDuitNowQrPng, getDuitNowQrRecord, setDuitNowQr } from '#app/models/payment-settings.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { duitNowProblemMessage } from '#app/validation/duitnow-qr-messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { recordAdminAction, type AccountActor, type AuditActor } from './audit.server.ts'
import { admitUpload, readQrCode } from './media.server.ts'

/**
 * The association's DuitNow QR (issue 34, item 1; docs/decisions/031-duitnow-qr.md): an officer
 * (administrator or treasurer: the `finance` area) uploads the image the bank issued; its QR is read,
 * its payload checked as a banking app would (domain/emv-qr.ts), and only a valid one is kept, with a
 * PNG drawn from it. Members and donors then see it beside the bank transfer, with a link to save it;
 * without one, the pages offer the bank transfer only. Both doors (the page and the API) call this.
 */

const viewOf = (record: { merchantName: string; merchantCity: string; version: string }): DuitNowQrView => ({
  merchantName: record.merchantName,
  merchantCity: record.merchantCity,
  imageUrl: membershipPaths.duitNowQrImage(record.version),
  downloadUrl: membershipPaths.duitNowQrDownload(record.version),
})

/** The association's DuitNow QR for a page that asks for a payment; null when none is set (bank transfer only). */
export async function duitNowQrForPayers(): Promise<DuitNowQrView | null> {
  const record = await getDuitNowQrRecord()
  return record ? viewOf(record) : null
}

/** The QR for the payment settings page: also who set it and when. */
export async function duitNowQrForAdmin() {
  const record = await getDuitNowQrRecord()
  if (!record) return null
  return { ...viewOf(record), setAt: new Date(record.setAt).toISOString(), setBy: record.setBy }
}

export type DuitNowQrOutcome =
  | { status: 'saved'; merchantName: string; merchantCity: string }
  /** `messages`: every reason, for the file field; `message` the first (the most basic). */
  | { status: 'refused'; httpStatus: 400 | 413 | 415 | 429; message: string; messages: string[]; retryAfterSeconds?: number }

const refused = (httpStatus: 400 | 413 | 415 | 429, messages: string[], retryAfterSeconds?: number): DuitNowQrOutcome => ({
  status: 'refused',
  httpStatus,
  message: messages[0]!,
  messages,
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
})

/** The image every payer scans or saves: drawn from the checked payload, never the upload's own bytes. */
function drawPng(payload: string) {
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 10 })
}

/**
 * Reads the QR in `file`, checks it, and keeps it in place of the one before, with an audit record. A
 * post that carries a file counts against the officer's upload allowance; nothing is kept unless the
 * answer is `saved`.
 */
export async function saveDuitNowQr(actor: AccountActor, file: UploadedFile | null): Promise<DuitNowQrOutcome> {
  if (!file || file.bytes.length === 0) return refused(400, [UPLOAD_MESSAGES.fileRequired])
  if (file.tooLarge) return refused(413, [UPLOAD_MESSAGES.tooLarge])
  const admitted = await admitUpload(actor)
  if (!admitted.allowed) return refused(429, [admitted.message], admitted.retryAfterSeconds)
  const read = await readQrCode(file.bytes)
  if (read.status === 'refused') return refused(read.httpStatus, [read.message])
  const payload = read.text.trim()
  const check = checkDuitNowPayload(payload)
  if (!check.valid) return refused(400, [...new Set(check.problems.map(duitNowProblemMessage))])
  const version = createHash('sha256').update(payload).digest('hex').slice(0, 16)
  await setDuitNowQr({
    payload,
    merchantName: check.merchantName,
    merchantCity: check.merchantCity,
    version,
    png: await drawPng(payload),
    setAt: new Date(),
    setBy: actor.email,
  })
  await recordAdminAction(actor, {
    action: 'updated',
    entityType: 'duitnow-qr',
    entityId: 'payments',
    summary: `Set the DuitNow QR: ${check.merchantName}, ${check.merchantCity} (checksum ${payload.slice(-4)})`,
  })
  return { status: 'saved', merchantName: check.merchantName, merchantCity: check.merchantCity }
}

/** Removes the QR (the pages then offer the bank transfer only); false when there was none. */
export async function removeDuitNowQr(actor: AuditActor): Promise<boolean> {
  const current = await getDuitNowQrRecord()
  if (!current) return false
  await setDuitNowQr(null)
  await recordAdminAction(actor, {
    action: 'deleted',
    entityType: 'duitnow-qr',
    entityId: 'payments',
    summary: `Removed the DuitNow QR of ${current.merchantName}, ${current.merchantCity}`,
  })
  return true
}

/** The QR's PNG, as stored; null when none is set. */
export async function duitNowQrPng() {
  return getDuitNowQrPng()
}

/** The QR as SVG (sharp at any size, for the pages), drawn once per process for each payload. */
export async function duitNowQrSvg(): Promise<{ svg: string; version: string } | null> {
  const record = await getDuitNowQrRecord()
  if (!record) return null
  const drawn = singleton('duitnow-qr-svg', () => new Map<string, Promise<string>>())
  let svg = drawn.get(record.version)
  if (!svg) {
    drawn.clear()
    svg = QRCode.toString(record.payload, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' })
    drawn.set(record.version, svg)
  }
  return { svg: await svg, version: record.version }
}
