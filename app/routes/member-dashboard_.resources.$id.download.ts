import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { memberResourcePaths } from '#app/config/paths.ts'
import { MEMBER_RESOURCE_ANSWERS, openMemberResourceDocument } from '#app/services/member-resources.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

/**
 * GET /member-dashboard/resources/{id}/download: a published member resource's PDF, for any signed-in
 * account that may open the dashboard (a visitor signs in first and comes back to the tab). A draft, a
 * link or an unknown id is a 404, as is any such document at /media (its upload is private).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: memberResourcePaths.tab })
  const served = await openMemberResourceDocument(params.id ?? '')
  if (!served) {
    return new Response(JSON.stringify({ message: MEMBER_RESOURCE_ANSWERS.notFound }), {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
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
