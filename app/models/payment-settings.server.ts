import { Schema } from 'mongoose'
import { defineModel } from './model-utils.server.ts'

/**
 * How the association is paid, as its officers set it (issue 34): one document (`_id` 'payments').
 * For now its DuitNow QR: the payload read from the image the bank issued and checked
 * (domain/emv-qr.ts), the merchant's name and city it carries, and a PNG drawn from it by `qrcode` for
 * payers to save; null when none was uploaded (the pages then offer the bank transfer only).
 * See docs/decisions/031-duitnow-qr.md.
 */
const duitNowQrSchema = new Schema(
  {
    payload: { type: String, required: true, maxlength: 512 },
    merchantName: { type: String, required: true, maxlength: 100 },
    merchantCity: { type: String, required: true, maxlength: 100 },
    /** Changes with the payload: the images' addresses carry it, so a browser never shows a replaced QR. */
    version: { type: String, required: true, match: /^[0-9a-f]{16}$/ },
    png: { type: Buffer, required: true },
    setAt: { type: Date, required: true },
    setBy: { type: String, required: true, maxlength: 320 },
  },
  { _id: false },
)

const paymentSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    duitNowQr: { type: duitNowQrSchema, default: null },
  },
  { collection: 'payment_settings', timestamps: true },
)
export const PaymentSettings = defineModel('PaymentSettings', paymentSettingsSchema)
const SETTINGS_ID = 'payments'

export interface DuitNowQrRecord {
  payload: string
  merchantName: string
  merchantCity: string
  version: string
  setAt: Date
  setBy: string
}

/** The QR as the pages show it (without its PNG); null when none is set. */
export async function getDuitNowQrRecord(): Promise<DuitNowQrRecord | null> {
  const raw = await PaymentSettings.findById(SETTINGS_ID, { 'duitNowQr.png': 0 }).lean<{ duitNowQr?: DuitNowQrRecord | null }>()
  return raw?.duitNowQr ?? null
}

/** The QR's PNG and its version; null when none is set. */
export async function getDuitNowQrPng(): Promise<{ png: Buffer; version: string } | null> {
  const raw = await PaymentSettings.findById(SETTINGS_ID, { 'duitNowQr.png': 1, 'duitNowQr.version': 1 }).lean<{ duitNowQr?: { png: unknown; version: string } | null }>()
  const qr = raw?.duitNowQr
  if (!qr?.png) return null
  // A lean read gives MongoDB's Binary, not a Buffer.
  const png = qr.png as { buffer?: Uint8Array } | Buffer
  return { png: Buffer.isBuffer(png) ? png : Buffer.from(png.buffer ?? []), version: qr.version }
}

/** Sets the QR, or (null) removes it: an upsert of the one document, the last officer to save wins. */
export async function setDuitNowQr(value: (DuitNowQrRecord & { png: Buffer }) | null) {
  await PaymentSettings.updateOne({ _id: SETTINGS_ID }, { $set: { duitNowQr: value } }, { upsert: true, runValidators: true })
}
