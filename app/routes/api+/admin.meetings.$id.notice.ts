import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { sendMeetingNotice } from '#app/services/meetings.server.ts'
import { apiError, methodNotAllowed, validateJsonBody } from '#app/utils/api.server.ts'
import { message } from '#app/validation/messages.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MeetingNoticeSchema } from '#app/validation/meetings.ts'

/**
 * POST /api/admin/meetings/{id}/notice `{ force? }` → 200 `{ sent, failed }`: the mails this call sent
 * (each member entitled to attend is mailed once, whoever calls: a second call sends 0). 409 a notice
 * later than the notice period before the meeting without `force: true`, a cancelled or started
 * meeting; 404 no such meeting. The body may be empty.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'meetings')
  const input = await validateJsonBody(await optionalJsonObject(request), MeetingNoticeSchema)
  const outcome = await sendMeetingNotice(auditActorOf(admin), params.id ?? '', input)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined)
  return json({ sent: outcome.sent, failed: outcome.failed }, { headers: { 'cache-control': 'private, no-store' } })
}

export const loader = () => methodNotAllowed(['POST'])

/** The body, `{}` when there is none (the call needs nothing but a late notice's `force`). */
async function optionalJsonObject(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw apiError(400, message('messages:api.invalidJson'))
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw apiError(400, message('messages:api.notObject'))
  return body
}
