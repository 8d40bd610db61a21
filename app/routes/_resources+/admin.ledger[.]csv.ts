import type { LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { toCsv } from '#app/domain/csv.ts'
import { ledgerRows } from '#app/services/ledger.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { LEDGER_MESSAGES } from '#app/validation/ledger.ts'
import { readLedgerRange } from '../_admin+/admin.ledger/ledger.server.ts'

/**
 * GET /admin/ledger.csv?from=&to=: every row of the ledger's range (Date, Entry, Number, From or to,
 * Amount (RM), For, Against, Note), for the treasurer's spreadsheet and the accounts. Codes, not
 * sentences, in the Entry and For columns, so that a spreadsheet can sort and sum by them in either
 * language; money out (a credit note, an expense) is negative.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: financePaths.ledger })
  await requireAdmin(request, 'finance')
  const range = readLedgerRange(new URL(request.url).searchParams)
  if (!range.ok) return apiError(400, Object.values(range.fieldErrors)[0]?.[0] ?? LEDGER_MESSAGES.dayFormat, range.fieldErrors)
  const rows = await ledgerRows(range.from, range.to)
  const csv = toCsv([
    ['Date', 'Entry', 'Number', 'From or to', 'Amount (RM)', 'For', 'Against', 'Note'],
    ...rows.map((row) => [row.date, row.kind, row.number, row.party, row.amount.toFixed(2), row.category, row.against, row.note]),
  ])
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="ledger-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
