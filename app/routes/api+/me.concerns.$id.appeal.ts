import { json, type ActionFunctionArgs } from '@remix-run/node'
import { appealConcern } from '#app/services/concern-cases.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { ConcernAppealSchema } from '#app/validation/concern.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/me/concerns/{id}/appeal `{ grounds }`: within 30 days of the decision, once → 201; 400, 404, 409 (appealed already, or the period ended). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const { grounds } = await parseJsonBody(request, ConcernAppealSchema)
  const result = await appealConcern(user, params.id ?? '', grounds)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: result.concern }, { status: 201 })
}
