import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { myCpdAudit } from '#app/services/cpd-audit.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/me/cpd-audit → `{ audit }`: the member's latest CPD audit case (null: never drawn) with its
 * month, CPD year, deadline, days left, status, the files sent and the audited year's hours (issue 36).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await myCpdAudit(user))
}
