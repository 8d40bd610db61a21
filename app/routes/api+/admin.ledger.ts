import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { pageNumberOf } from '#app/domain/pagination.ts'
import { ledgerPage } from '#app/services/ledger.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { LEDGER_MESSAGES } from '#app/validation/ledger.ts'
import { readLedgerRange } from '../_admin+/admin.ledger/ledger.server.ts'

/**
 * GET /api/admin/ledger?from=YYYY-MM-DD&to=YYYY-MM-DD&page=N → `{ from, to, rows: [{ date, kind, number,
 * party, amount, category, against, note, id, invoiceId }], totals: { invoiced, received, voids,
 * refunded, spent, net }, total, page, totalPages }`: the treasurer's ledger, 50 rows a page, amounts in
 * RM (a credit note's and an expense's negative); `kind` is invoice, receipt, void, credit-note or
 * expense; a void number's `category` is why it was voided, a voided invoice's `note` why it was.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  const url = new URL(request.url)
  const range = readLedgerRange(url.searchParams)
  if (!range.ok) return apiError(400, Object.values(range.fieldErrors)[0]?.[0] ?? LEDGER_MESSAGES.dayFormat, range.fieldErrors)
  return json(await ledgerPage({ from: range.from, to: range.to, page: pageNumberOf(url.searchParams.get('page')) }))
}

export const action = () => methodNotAllowed(['GET'])
