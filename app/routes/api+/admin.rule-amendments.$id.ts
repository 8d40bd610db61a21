import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { amendmentForPage, removeRuleAmendment, saveRuleAmendment } from '#app/services/annual-return.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { RuleAmendmentSchema } from '#app/validation/annual-return.ts'
import { message } from '#app/validation/messages.ts'

/**
 * One rule amendment of the annual return's log (issue 35, item 4): GET it; PUT `{ meetingDay, clause,
 * before?, after, approvedOn? }` replaces it (the schema and service of its page); DELETE removes one
 * logged by mistake. 404 for an unknown id.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'meetings')
  const amendment = await amendmentForPage(params.id ?? '')
  if (!amendment) return apiError(404, message('messages:annualReturn.amendmentNotFound'))
  return json(amendment)
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PUT', 'DELETE'])
  const staff = await requireApiAdmin(request, 'meetings')
  const actor = auditActorOf(staff)
  const id = params.id ?? ''
  if (request.method === 'DELETE') {
    const result = await removeRuleAmendment(actor, id)
    if (!result.ok) return apiError(result.status, result.message)
    return json({ message: result.message })
  }
  const input = await parseJsonBody(request, RuleAmendmentSchema)
  const result = await saveRuleAmendment(actor, id, input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: result.message })
}
