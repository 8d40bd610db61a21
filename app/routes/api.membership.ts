import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipOverview } from '#app/services/membership.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/membership → the signed-in member's membership: `{ status, renewalDue, membershipId,
 * membershipType, expiresAt, verifyUrl, invoices, receipts, howToPay, … }` (amounts in RM, days as
 * YYYY-MM-DD); 401 without a session.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await membershipOverview(await requireApiUser(request)))
}

export const action = () => methodNotAllowed(['GET'])
