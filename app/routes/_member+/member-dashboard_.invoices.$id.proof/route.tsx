import type { ActionFunctionArgs } from '@remix-run/node'
import { sendSlipAction, toMembershipTab } from './proof.server.ts'

/** The dashboard's transfer-slip form posts here (proof.server.ts); a GET goes back to the Membership tab. */
export const loader = () => toMembershipTab()

export async function action(args: ActionFunctionArgs) {
  return sendSlipAction(args)
}

/** Never drawn: every answer is a redirect, or a refusal (a suspended member's 403) the boundary draws. */
export default function SlipForm() {
  return null
}
