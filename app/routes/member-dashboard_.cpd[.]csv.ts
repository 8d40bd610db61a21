import type { LoaderFunctionArgs } from '@remix-run/node'
import { listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { now } from '#app/domain/clock.ts'
import { cpdCsvFilename, cpdEntriesCsv } from '#app/domain/cpd-records.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { paths } from '#app/config/paths.ts'

/**
 * GET /member-dashboard/cpd.csv: every entry of the signed-in member, with its status, for an audit.
 * Signed out, the member comes back to the dashboard after signing in, not here: a file cannot be
 * "returned to" (with JavaScript the sign-in would end on an empty page, without it on the sign-in
 * form while the file downloads).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const entries = await listCpdEntriesForUser(user.id)
  const filename = cpdCsvFilename(user.membershipId, toMalaysiaDay(now()))
  return new Response(cpdEntriesCsv(entries), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
