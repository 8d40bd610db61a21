import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { myDataRequests, requestAboutMyData, withDueDate } from '#app/services/data-requests.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { DataRequestSchema } from '#app/validation/data-request.ts'

/** GET /api/me/data-requests → the signed-in member's requests about their data, newest first, each with `dueAt`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json({ requests: await myDataRequests(user.id) }, { headers: { 'cache-control': 'private, no-store' } })
}

/**
 * POST /api/me/data-requests `{ kind: 'correction' | 'access' | 'other', message }` → 201 `{ request }`;
 * 400 `{ message, fieldErrors }` for a bad kind or message, 429 after five in a day. The My data page's form is its twin.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, DataRequestSchema)
  const result = await requestAboutMyData(user, input)
  if (!result.ok) return apiError(result.status, result.message, undefined, { headers: retryAfterHeaders(result) })
  return json({ request: withDueDate(result.request) }, { status: 201 })
}
