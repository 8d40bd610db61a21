import { createReadableStreamFromReadable, json, type LoaderFunctionArgs } from '@remix-run/node'
import { openMeetingPaper } from '#app/services/meetings.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

/**
 * GET /meetings/{id}/papers/{paperId} (issue 35, item 2): a general meeting's paper, for a member entitled
 * to attend it or the secretariat (the `meetings` area); another member 403 with the reason; no such
 * paper 404. Its upload is private: /media never serves it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const user = await requireUser(request)
  const opened = await openMeetingPaper(user, id, params.paperId ?? '')
  // Thrown, so that it is said in the member's language (server/answer-language.ts).
  if (opened.status !== 200) throw json({ message: opened.message }, { status: opened.status, headers: { 'cache-control': 'no-store' } })
  const { served } = opened
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
