import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { payRegistrationAction, toEventPage } from './pay.server.ts'

/** The registration page's "Pay online (FPX)" posts here (pay.server.ts); a GET goes to the event's page. */
export async function loader(args: LoaderFunctionArgs) {
  return toEventPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return payRegistrationAction(args)
}

/** Never drawn: every answer is a redirect, or a refusal the boundary draws. */
export default function PayRegistration() {
  return null
}
