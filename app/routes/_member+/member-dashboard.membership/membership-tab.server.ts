import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipOverview, membershipPagesOf } from '#app/services/membership.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

/**
 * The Membership tab (issue 31): the standing, the invoices with their slips (`?invoices=`, 50 a page,
 * open ones first), the receipts (`?receipts=`), how to pay.
 */
export async function loadMembershipTab({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ membership: await membershipOverview(user, membershipPagesOf(new URL(request.url).searchParams)) })
}

