import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getStatementImportView } from '#app/services/reconciliation.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { RECONCILIATION_MESSAGES } from '#app/validation/reconciliation.ts'

/**
 * GET /api/admin/reconciliation/{importId} → the import as POST /api/admin/reconciliation answered it, with
 * each line's `status` now (`matched`, `unmatched`, `recorded` with its `receipt`, `recording`) and how many
 * were `recorded`. 404 for no such import.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  const statement = await getStatementImportView(params.id ?? '')
  if (!statement) return apiError(404, RECONCILIATION_MESSAGES.importNotFound)
  return json(statement)
}

export const action = () => methodNotAllowed(['GET'])
