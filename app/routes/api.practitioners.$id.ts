import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getVisiblePractitioner } from '#app/models/directory.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'

/** GET /api/practitioners/{id}: one visible listing, or 404 for a missing, malformed or hidden one. */
export async function loader({ params }: LoaderFunctionArgs) {
  const practitioner = await getVisiblePractitioner(params.id ?? '')
  if (!practitioner) return apiError(404, 'Practitioner not found')
  return json(practitioner)
}

export function action() {
  return methodNotAllowed(['GET', 'HEAD'])
}
