import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { DUITNOW_QR_MESSAGES } from '#app/validation/duitnow-qr-messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { PLACEHOLDER_PAYLOAD, STATIC_DUITNOW_PAYLOAD, pictureWithoutQr, qrOnPoster, qrPng } from '#tests/duitnow-qr.ts'
import { readQrCode } from './qr-image.server.ts'

describe('readQrCode', () => {
  test('reads the payload of a QR drawn by qrcode, at any module size', async () => {
    for (const scale of [1, 4, 8, 20]) {
      expect(await readQrCode(await qrPng(STATIC_DUITNOW_PAYLOAD, { scale }))).toEqual({ status: 'read', text: STATIC_DUITNOW_PAYLOAD })
    }
  })

  test('reads a QR on a transparent background, as a JPEG, and a small code on a large photo', async () => {
    expect(await readQrCode(await qrPng(STATIC_DUITNOW_PAYLOAD, { transparent: true }))).toEqual({ status: 'read', text: STATIC_DUITNOW_PAYLOAD })
    const jpeg = await sharp(await qrPng(STATIC_DUITNOW_PAYLOAD)).jpeg({ quality: 70 }).toBuffer()
    expect(await readQrCode(jpeg)).toEqual({ status: 'read', text: STATIC_DUITNOW_PAYLOAD })
    expect(await readQrCode(await qrOnPoster(STATIC_DUITNOW_PAYLOAD))).toEqual({ status: 'read', text: STATIC_DUITNOW_PAYLOAD })
  })

  test('reads a photo taken sideways, as its EXIF orientation says', async () => {
    const turned = await sharp(await qrPng(STATIC_DUITNOW_PAYLOAD)).rotate(90).withMetadata({ orientation: 8 }).jpeg().toBuffer()
    expect(await readQrCode(turned)).toEqual({ status: 'read', text: STATIC_DUITNOW_PAYLOAD })
  })

  test('reads whatever text a QR holds: plain text and the invalid placeholder are for the payload check to refuse', async () => {
    expect(await readQrCode(await qrPng('Hello from the association'))).toEqual({ status: 'read', text: 'Hello from the association' })
    expect(await readQrCode(await qrPng(PLACEHOLDER_PAYLOAD))).toEqual({ status: 'read', text: PLACEHOLDER_PAYLOAD })
  })

  test('a picture without a QR code is a 400 with its reason', async () => {
    expect(await readQrCode(await pictureWithoutQr())).toEqual({ status: 'refused', httpStatus: 400, message: DUITNOW_QR_MESSAGES.noQr, field: 'file' })
  })

  test('what is no picture is refused by its bytes, whatever it is called', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
    expect(await readQrCode(pdf)).toMatchObject({ status: 'refused', httpStatus: 415, message: DUITNOW_QR_MESSAGES.pdf })
    expect(await readQrCode(Buffer.from(STATIC_DUITNOW_PAYLOAD))).toMatchObject({ status: 'refused', httpStatus: 415, message: UPLOAD_MESSAGES.unsupportedType })
    expect(await readQrCode(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatchObject({ status: 'refused', httpStatus: 415, message: UPLOAD_MESSAGES.svgOrHtml })
    expect(await readQrCode(Buffer.alloc(0))).toMatchObject({ status: 'refused', httpStatus: 400, message: UPLOAD_MESSAGES.fileRequired })
    const png = await qrPng(STATIC_DUITNOW_PAYLOAD)
    expect(await readQrCode(png.subarray(0, png.length / 2))).toMatchObject({ status: 'refused', httpStatus: 415, message: UPLOAD_MESSAGES.unreadableImage })
  })
})
