import { accountActorOf } from '#app/services/audit.server.ts'
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { openMediaForViewer } from '#app/services/media.server.ts'
import { getUser } from '#app/utils/auth.server.ts'

/**
 * GET /media/{id}/{width}.{webp|jpg} and /media/{id}/download: a stored file (see
 * services/media.server.ts `openMediaForViewer` for who gets what, and how it may be cached). Anything
 * else, a private file of someone else included, is a plain 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = async () => {
    const user = await getUser(request)
    return user && accountActorOf(user)
  }
  const served = await openMediaForViewer(params.id ?? '', params.file ?? '', viewer)
  if (!served) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  }
  // X-Content-Type-Options: nosniff and Cross-Origin-Resource-Policy come with every answer (server/security.ts).
  const headers = new Headers({
    'content-type': served.contentType,
    'content-length': String(served.length),
    'cache-control': served.cacheControl,
    // Opened on its own (a PDF, an image in a tab), a file may run nothing and reach nothing.
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  })
  if (served.disposition) headers.set('content-disposition', served.disposition)
  return new Response(createReadableStreamFromReadable(served.stream), { status: 200, headers })
}
