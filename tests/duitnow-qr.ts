import QRCode from 'qrcode'
import sharp from 'sharp'
import { withEmvCrc } from '#app/domain/emv-qr.ts'

/**
 * DuitNow QR payloads and pictures of them for the tests (issue 34, item 1), made at test time with
 * `qrcode` and `sharp` (no binaries in the repository). Imports no model: unit tests use it too.
 */

/**
 * A standing DuitNow QR: example 1 of PayNet's DuitNow QR specification (V1.5; acquirer Affin Bank,
 * merchant QRCSDNBHD of Bangi) without its amount, as a bank issues a merchant's static QR, with its
 * checksum made anew.
 */
export const STATIC_DUITNOW_PAYLOAD = withEmvCrc('00020201021126410014A000000615000101065016640209123456789520499995303458' + '5802MY5909QRCSDNBHD6005BANGI')
export const STATIC_DUITNOW_MERCHANT = { merchantName: 'QRCSDNBHD', merchantCity: 'BANGI' } as const

/** Another standing one (another merchant, of Kota Kinabalu), to replace the first. */
export const OTHER_DUITNOW_PAYLOAD = withEmvCrc('00020201021126410014A000000615000101065016640209987654321520483985303458' + '5802MY5905EMPAM6013KOTA KINABALU')
export const OTHER_DUITNOW_MERCHANT = { merchantName: 'EMPAM', merchantCity: 'KOTA KINABALU' } as const

/** The placeholder the site drew before issue 34: template 26's length, `54MY` for `5802MY`, CRC 4C1F for 7D45. */
export const PLACEHOLDER_PAYLOAD = '00020101021126580014A000000615000101065888000215000000005601482030400000052048398530345854MY5909EMPAM6012KOTA KINABALU63044C1F'

/** A QR code of `text` as a PNG, as a bank's image or a screenshot would be. */
export function qrPng(text: string, { scale = 8, margin = 4, transparent = false }: { scale?: number; margin?: number; transparent?: boolean } = {}) {
  return QRCode.toBuffer(text, { type: 'png', scale, margin, errorCorrectionLevel: 'M', color: transparent ? { dark: '#000000ff', light: '#00000000' } : undefined })
}

/** The QR of `text` on a large grey poster, as a JPEG photo: the code is a small part of the picture. */
export async function qrOnPoster(text: string) {
  const qr = await qrPng(text, { scale: 12 })
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#d8d4cc' } })
    .composite([{ input: qr, left: 900, top: 500 }])
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** A picture with no QR code: a gradient. */
export function pictureWithoutQr() {
  const width = 400
  const height = 300
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = Math.round((x / width) * 255)
      pixels[at + 1] = Math.round((y / height) * 255)
      pixels[at + 2] = 128
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer()
}
