import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listOpenInvoices } from '#app/services/billing.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/invoices → `{ invoices }`: the unpaid ones, oldest first, with what was paid and what is due. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  return json({ invoices: await listOpenInvoices() })
}

export const action = () => methodNotAllowed(['GET'])
