import type { LoaderFunctionArgs } from '@remix-run/node'
import { eventRegistrationsCsv } from '../_admin+/admin.events.$id/event-admin.server.ts'

/** GET /admin/events/{id}/registrations.csv: every registration, in order, with status, code and attendance. */
export async function loader(args: LoaderFunctionArgs) {
  return eventRegistrationsCsv(args)
}
