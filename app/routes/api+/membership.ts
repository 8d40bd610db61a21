import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipOverview, membershipPagesOf } from '#app/services/membership.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/membership → the signed-in member's membership: `{ status, renewalDue, membershipId,
 * membershipType, expiresAt, verifyUrl, openInvoices, invoices, invoicePages, receipts, receiptPages,
 * howToPay, … }` (amounts in RM, days as YYYY-MM-DD); 401 without a session. Invoices (open ones first)
 * and receipts come 50 a page: `?invoices=2`, `?receipts=2`; `…Pages` is `{ page, pages, total }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await membershipOverview(user, membershipPagesOf(new URL(request.url).searchParams)))
}

export const action = () => methodNotAllowed(['GET'])
