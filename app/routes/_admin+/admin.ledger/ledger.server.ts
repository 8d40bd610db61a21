import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { pageNumberOf } from '#app/domain/pagination.ts'
import { defaultLedgerRange, ledgerPage } from '#app/services/ledger.server.ts'
import { zodFieldErrors, type FieldErrors } from '#app/utils/api.server.ts'
import { ADMIN_FRAME_STRINGS, getLocale, routeStrings, translateMessages } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { LedgerQuerySchema } from '#app/validation/ledger.ts'

/** The days asked for (`from`, `to`), read by the page, its CSV and `GET /api/admin/ledger` alike. */
export function readLedgerRange(searchParams: URLSearchParams): { ok: true; from: string; to: string } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = LedgerQuerySchema.safeParse({ from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' })
  if (!parsed.success) return { ok: false, fieldErrors: zodFieldErrors(parsed.error) }
  const range = defaultLedgerRange()
  const from = parsed.data.from ?? (parsed.data.to && parsed.data.to < range.from ? `${parsed.data.to.slice(0, 4)}-01-01` : range.from)
  const to = parsed.data.to ?? (from > range.to ? from : range.to)
  return { ok: true, from, to }
}

/** /admin/ledger: the treasurer's ledger, 50 rows a page, between two days (this year by default). */
export async function loadLedgerPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'finance')
  const url = new URL(request.url)
  const asked = { from: (url.searchParams.get('from') ?? '').slice(0, 40), to: (url.searchParams.get('to') ?? '').slice(0, 40) }
  const range = readLedgerRange(url.searchParams)
  const i18n = await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.ledger'])
  if (!range.ok) {
    // A loader's data is the page's own: its messages are put in the page's language here.
    const locale = await getLocale(request)
    const fieldErrors = Object.fromEntries(Object.entries(range.fieldErrors).map(([field, list]) => [field, list.map((m) => translateMessages(m, locale))]))
    return json({ asked, ledger: null, fieldErrors, i18n })
  }
  const ledger = await ledgerPage({ from: range.from, to: range.to, page: pageNumberOf(url.searchParams.get('page')) })
  return json({ asked: { from: ledger.from, to: ledger.to }, ledger, fieldErrors: null, i18n })
}
