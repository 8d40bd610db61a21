import type { ActionFunctionArgs } from '@remix-run/node'
import { payInvoiceAction, toMembershipTab } from './pay.server.ts'

/** The Membership tab's "Pay online (FPX)" posts here (pay.server.ts); a GET goes back to the tab. */
export const loader = () => toMembershipTab()

export async function action(args: ActionFunctionArgs) {
  return payInvoiceAction(args)
}

/** Never drawn: every answer is a redirect, or a refusal (a suspended member's 403) the boundary draws. */
export default function PayInvoice() {
  return null
}
