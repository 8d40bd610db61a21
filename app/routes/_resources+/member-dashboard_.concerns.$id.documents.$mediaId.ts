import { createReadableStreamFromReadable, json, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { openSharedDocument } from '#app/services/concern-cases.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * GET /member-dashboard/concerns/{id}/documents/{mediaId}: a document the conduct officer shared with the
 * practitioner a concern was put to (issue 36), for them only; 404 for anyone else, or a document not shared.
 * The file itself is private to the conduct area at /media.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const served = await openSharedDocument(user, params.id ?? '', params.mediaId ?? '')
  if (!served) throw json({ message: message('messages:concern.notFound') }, { status: 404, headers: { 'cache-control': 'no-store' } })
  return new Response(createReadableStreamFromReadable(served.stream), {
    status: 200,
    headers: {
      'content-type': served.contentType,
      'content-length': String(served.length),
      'cache-control': served.cacheControl,
      'content-disposition': served.disposition ?? 'attachment',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
