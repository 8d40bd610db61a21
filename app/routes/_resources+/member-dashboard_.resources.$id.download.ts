import { createReadableStreamFromReadable, json, type LoaderFunctionArgs } from '@remix-run/node'
import { memberResourcePaths } from '#app/config/member-paths.ts'
import { MEMBER_RESOURCE_ANSWERS, openMemberResourceDocument } from '#app/services/member-resources.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

/**
 * GET /member-dashboard/resources/{id}/download: a published member resource's PDF, for a member whose
 * membership is active, or staff (a visitor signs in first and comes back to the tab); anyone else 403
 * with the reason. A draft, a link or an unknown id is a 404, as is any such document at /media (its
 * upload is private).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: memberResourcePaths.tab })
  const served = await openMemberResourceDocument(user, params.id ?? '')
  if (!served || served === 'members-only') {
    const [status, message] = served ? [403, MEMBER_RESOURCE_ANSWERS.membersOnly] : [404, MEMBER_RESOURCE_ANSWERS.notFound]
    // Thrown, so that it is said in the member's language (server/answer-language.ts).
    throw json({ message }, { status, headers: { 'cache-control': 'no-store' } })
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
