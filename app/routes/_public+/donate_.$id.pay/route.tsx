import type { ActionFunctionArgs } from '@remix-run/node'
import { payDonationAction, toDonatePage } from './pay.server.ts'

/** The pledge page's "Pay online (FPX)" posts here (pay.server.ts); a GET goes to the donation page. */
export const loader = () => toDonatePage()

export async function action(args: ActionFunctionArgs) {
  return payDonationAction(args)
}

/** Never drawn: every answer is a redirect, or a refusal the boundary draws. */
export default function PayDonation() {
  return null
}
