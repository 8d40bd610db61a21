import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { duitNowQrSvg } from '#app/services/duitnow-qr.server.ts'
import { DUITNOW_QR_MESSAGES } from '#app/validation/duitnow-qr-messages.ts'

/**
 * GET /duitnow-qr.svg?v={version}: the association's DuitNow QR as the pages show it (issue 34), drawn as
 * SVG from the payload an officer uploaded and the app checked: sharp at any size, printable. 404 while
 * none is set. The address the pages use carries the QR's version: that answer is kept for good, any
 * other is checked again each time, so a replaced QR is never shown from a cache.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const qr = await duitNowQrSvg()
  if (!qr) throw json({ message: DUITNOW_QR_MESSAGES.notSet }, { status: 404 })
  const current = new URL(request.url).searchParams.get('v') === qr.version
  return new Response(qr.svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  })
}
