import type { LoaderFunctionArgs } from '@remix-run/node'
import { subscribersCsvResponse } from '#app/routes/admin.messages/messages.server.ts'

/** GET /admin/messages/subscribers.csv: every newsletter subscriber (Email, Subscribed at, Source). */
export async function loader(args: LoaderFunctionArgs) {
  return subscribersCsvResponse(args)
}
