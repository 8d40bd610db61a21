import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipOverview } from '#app/services/membership.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

/** The Membership tab (issue 31): the standing, the invoices with their slips, the receipts, how to pay. */
export async function loadMembershipTab({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ membership: await membershipOverview(user) })
}
