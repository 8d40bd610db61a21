import jsQR from 'jsqr'
import sharp, { type OutputInfo } from 'sharp'
import { MAX_IMAGE_PIXELS } from '#app/domain/media.ts'
import { DUITNOW_QR_MESSAGES } from '#app/validation/duitnow-qr-messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { detectMediaType } from './encoding.server.ts'
import { refuse, type UploadRefusal } from './shared.server.ts'

/**
 * Reading the QR code in an uploaded picture (issue 34, item 1): the bytes' type checked as every upload's
 * is (`detectMediaType`: an image, never what its name or the browser says), the picture decoded by `sharp`
 * (upright, transparency on white, at most READ_SIDE pixels on its longer side) into raw RGBA pixels, and
 * those read by `jsqr`. A picture with no QR code that can be read is a 400, not an error.
 */

/**
 * The longer side the picture is read at. jsqr's time grows with the pixels (a 1,000-pixel square of
 * noise, the worst case, takes about a second on this machine; a bank's QR image a few milliseconds),
 * and the bank's image or a cropped photo of it is seldom larger: a QR of 45 modules is still 20 pixels
 * a module at this size.
 */
export const READ_SIDE = 1000

export type QrRead = { status: 'read'; text: string } | UploadRefusal

export async function readQrCode(bytes: Buffer): Promise<QrRead> {
  const type = await detectMediaType(bytes)
  if ('status' in type) return type
  if (type.kind !== 'image') return refuse(415, DUITNOW_QR_MESSAGES.pdf)
  let pixels: { data: Buffer; info: OutputInfo }
  try {
    const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const, pages: 1 }
    pixels = await sharp(bytes, input)
      .rotate()
      // A QR drawn on a transparent background is dark on white once flattened.
      .flatten({ background: '#ffffff' })
      .resize({ width: READ_SIDE, height: READ_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) return refuse(413, UPLOAD_MESSAGES.tooManyPixels)
    return refuse(415, UPLOAD_MESSAGES.unreadableImage)
  }
  const { data, info } = pixels
  // Banks print their QR dark on light: trying the inverted picture too would double the time for nothing.
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, { inversionAttempts: 'dontInvert' })
  if (!found || !found.data) return refuse(400, DUITNOW_QR_MESSAGES.noQr)
  return { status: 'read', text: found.data }
}
