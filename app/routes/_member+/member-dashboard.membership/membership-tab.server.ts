import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipOverview, membershipPagesOf } from '#app/services/membership.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

/** The tab's own words and its links to the dashboard's other pages (the frame sends the types' names). */
const MEMBERSHIP_TAB_STRINGS = [
  'dashboard.membership',
  'dashboard.application.answerLink',
  'dashboard.application.pageLink',
  'dashboard.fellowship.link',
  'dashboard.reapply.link',
  'payments.payOnline',
  'cpd-audit.tab',
] as const

/**
 * The Membership tab (issue 31): the standing, the invoices with their slips (`?invoices=`, 50 a page,
 * open ones first), the receipts (`?receipts=`), how to pay (and "Pay online (FPX)": issue 34).
 */
export async function loadMembershipTab({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [membership, i18n] = await Promise.all([membershipOverview(user, membershipPagesOf(new URL(request.url).searchParams)), routeStrings(request, MEMBERSHIP_TAB_STRINGS)])
  return json({ membership, i18n })
}

