import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { concernCase } from '#app/services/concern-cases.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * GET /api/admin/concerns/{id} → `{ concern, evidence: [file], timeline: [event with files], sanctions,
 * practitioner, today }`: one case, for the conduct officers and administrators. 404 unknown.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'conduct')
  const found = await concernCase(params.id ?? '')
  if (!found) return apiError(404, message('messages:concern.notFound'))
  return json(found)
}

export const action = () => methodNotAllowed(['GET'])
