import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { recordBreachNotified } from '#app/services/breaches.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { BreachNoticeSchema } from '#app/validation/breach.ts'

/** PATCH /api/admin/breaches/{id} `{ notice: 'commissioner' | 'subjects' }`: that notice went now → 200; 404 unknown, 409 recorded before. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH'])
  const admin = await requireApiAdmin(request, 'privacy')
  const { notice } = await parseJsonBody(request, BreachNoticeSchema)
  const result = await recordBreachNotified(auditActorOf(admin), params.id ?? '', notice)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: result.message })
}

export const loader = () => methodNotAllowed(['PATCH'])
