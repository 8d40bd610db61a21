import type { LoaderFunctionArgs } from '@remix-run/node'
import { listMemberCpdEntries } from '#app/services/cpd.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { now } from '#app/domain/clock.ts'
import { CPD_CSV_COLUMNS, cpdCsvFilename, cpdEntriesCsv } from '#app/domain/cpd-records.ts'
import { fixedT, getLocale, listLabel } from '#app/utils/i18n.server.ts'
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
  const entries = await listMemberCpdEntries(user.id)
  const filename = cpdCsvFilename(user.membershipId ?? '', toMalaysiaDay(now()))
  // Column names and labels in the page's language; dates, hours and the text typed stay as stored.
  const locale = await getLocale(request)
  const t = fixedT(locale, 'cpd')
  const csv = cpdEntriesCsv(entries, {
    header: CPD_CSV_COLUMNS.map((column) => t(`csv.header.${column}`)),
    status: (status) => listLabel(locale, 'cpdStatuses', status),
    category: (category) => listLabel(locale, 'cpdCategories', category),
  })
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
