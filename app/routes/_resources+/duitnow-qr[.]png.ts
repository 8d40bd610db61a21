import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { duitNowQrPng } from '#app/services/duitnow-qr.server.ts'
import { DUITNOW_QR_MESSAGES } from '#app/validation/duitnow-qr-messages.ts'

/**
 * GET /duitnow-qr.png?v={version}: "Save the QR image" (issue 34): the association's DuitNow QR as a PNG
 * download, for a payer who pays from the phone that shows the page (a banking app scans a QR from the
 * phone's gallery). Drawn by `qrcode` from the checked payload when it was uploaded. 404 while none is set;
 * cached as /duitnow-qr.svg is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const qr = await duitNowQrPng()
  if (!qr) throw json({ message: DUITNOW_QR_MESSAGES.notSet }, { status: 404 })
  const current = new URL(request.url).searchParams.get('v') === qr.version
  return new Response(new Uint8Array(qr.png), {
    headers: {
      'content-type': 'image/png',
      'content-length': String(qr.png.length),
      'content-disposition': 'attachment; filename="empam-duitnow-qr.png"',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  })
}
