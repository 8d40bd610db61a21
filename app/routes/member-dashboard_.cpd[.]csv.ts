import type { LoaderFunctionArgs } from '@remix-run/node'
import { listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { cpdCsvFilename, cpdEntriesCsv } from '#app/utils/cpd-records.ts'
import { toMalaysiaDay } from '#app/utils/misc.ts'

/** GET /member-dashboard/cpd.csv: every entry of the signed-in member, with its status, for an audit. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const entries = await listCpdEntriesForUser(user.id)
  const filename = cpdCsvFilename(user.membershipId, toMalaysiaDay(new Date()))
  return new Response(cpdEntriesCsv(entries), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
