import QRCode from 'qrcode'
import { paymentDetails } from '#app/config/payments.ts'

/**
 * GET /duitnow-qr.svg: the association's DuitNow QR, drawn from the configured payload (config/payments.ts)
 * as SVG: sharp at any size, printable, and made once per process.
 */
let svg: Promise<string> | null = null

export async function loader() {
  svg ??= QRCode.toString(paymentDetails.duitNowPayload, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return new Response(await svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
