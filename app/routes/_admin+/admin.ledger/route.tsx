import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Pagination, pageHrefKeeping } from '#app/components/pagination.tsx'
import { Field } from '#app/components/forms.tsx'
import { financePaths } from '#app/config/finance-paths.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { isExpenseCategory } from '#app/domain/books.ts'
import type { TranslationKey } from '#app/locales/translate.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { loadLedgerPage } from './ledger.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadLedgerPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('ledger.title'), { location, matches }, t('ledger.metaDescription'))
}

/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`

/** An amount as the ledger shows it: money out with a minus sign (U+2212, read as "minus"). */
const amountText = (amount: number) => (amount < 0 ? `\u2212${(-amount).toFixed(2)}` : amount.toFixed(2))

/**
 * /admin/ledger: invoices, receipts, credit notes, approved expenses and void entries between two days,
 * in date and number order, with the range's totals, 50 rows a page, and the whole range as CSV; links to
 * each invoice's page, the expenses and the year's income and expenditure statement. A plain GET form:
 * works without JavaScript.
 */
export default function LedgerPage() {
  const { asked, ledger, fieldErrors } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const location = useLocation()
  const columns = [
    { label: t('ledger.date') },
    { label: t('ledger.kind') },
    { label: t('ledger.number') },
    { label: t('ledger.party') },
    { label: t('ledger.amount'), alignEnd: true },
    { label: t('ledger.category') },
    { label: t('ledger.details') },
  ]
  const csvQuery = ledger ? `?from=${ledger.from}&to=${ledger.to}` : ''
  return (
    <AdminShell title={t('ledger.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('ledger.intro')}</p>
      <p className="mb-6 flex flex-wrap gap-x-6">
        <a href={`${financePaths.statement}?year=${(ledger?.to ?? asked.to ?? '').slice(0, 4)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t('ledger.statementLink')}
        </a>
        <a href={financePaths.expenses} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t('ledger.expensesLink')}
        </a>
      </p>
      <Form method="get" className="card mb-6 flex flex-wrap items-end gap-4">
        <Field
          className="w-full sm:w-48"
          labelProps={{ children: t('ledger.from') }}
          inputProps={{ id: 'ledger-from', name: 'from', type: 'date', defaultValue: asked.from }}
          errors={fieldErrors?.from}
        />
        <Field
          className="w-full sm:w-48"
          labelProps={{ children: t('ledger.to') }}
          inputProps={{ id: 'ledger-to', name: 'to', type: 'date', defaultValue: asked.to }}
          errors={fieldErrors?.to}
        />
        <button type="submit" className="btn-primary">
          {t('ledger.show')}
        </button>
      </Form>
      {ledger ? (
        <section aria-labelledby="ledger-heading" className="card">
          <h2 id="ledger-heading" className="text-lg font-semibold text-slate-900">
            {t('ledger.heading', { total: ledger.total, from: formatDate(dayDate(ledger.from), locale), to: formatDate(dayDate(ledger.to), locale) })}
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            {t('ledger.totals', {
              invoiced: ledger.totals.invoiced.toFixed(2),
              received: ledger.totals.received.toFixed(2),
              refunded: ledger.totals.refunded.toFixed(2),
              spent: ledger.totals.spent.toFixed(2),
              net: amountText(ledger.totals.net),
              voids: ledger.totals.voids,
            })}
          </p>
          <p className="mt-2">
            <a href={`${financePaths.ledgerCsv}${csvQuery}`} className="inline-flex min-h-11 items-center text-brand-700 underline" download>
              {t('ledger.csv')}
            </a>
          </p>
          {ledger.rows.length ? (
            <div className="mt-4">
              <DataTable caption={t('ledger.caption')} minWidthClass="sm:min-w-[52rem]" columns={columns}>
                {ledger.rows.map((row) => (
                  <tr key={`${row.kind}:${row.number}`} className="border-b border-slate-200 align-top">
                    <td data-label={t('ledger.date')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
                      <time dateTime={row.date}>{formatDate(dayDate(row.date), locale)}</time>
                    </td>
                    <td data-label={t('ledger.kind')} className="py-2 pr-4 text-slate-900">
                      {t(`ledger.kinds.${row.kind}`)}
                    </td>
                    <td data-label={t('ledger.number')} className="whitespace-nowrap py-2 pr-4 font-mono text-slate-900">
                      <NumberCell row={row} />
                    </td>
                    <td data-label={t('ledger.party')} className="break-words py-2 pr-4 text-slate-900">
                      {row.party || '—'}
                    </td>
                    <td data-label={t('ledger.amount')} className="whitespace-nowrap py-2 pr-4 text-right tabular-nums text-slate-900">
                      {row.kind === 'void' && !row.amount ? '—' : amountText(row.amount)}
                    </td>
                    <td data-label={t('ledger.category')} className="py-2 pr-4 text-slate-800">
                      {row.kind === 'expense' && isExpenseCategory(row.category) ? listLabel('expenseCategories', row.category) : categoryText(row, t)}
                    </td>
                    <td data-label={t('ledger.details')} className="wrap-anywhere py-2 text-slate-800">
                      {row.against ? (
                        row.invoiceId ? (
                          <a href={financePaths.invoice(row.invoiceId)} className="link">
                            {t('ledger.against', { number: row.against })}
                          </a>
                        ) : (
                          t('ledger.against', { number: row.against })
                        )
                      ) : null}
                      {row.against && row.note ? ' · ' : null}
                      {row.note}
                      {!row.against && !row.note ? '—' : null}
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {ledger.page > 1 ? t('ledger.emptyPage') : t('ledger.none')}
            </p>
          )}
          <Pagination label={t('ledger.pages')} page={ledger.page} totalPages={ledger.totalPages} hrefFor={pageHrefKeeping(location.pathname, new URLSearchParams(location.search))} />
        </section>
      ) : null}
    </AdminShell>
  )
}

type Row = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['ledger']>['rows'][number]

/** An entry's number, leading to what it is: an invoice's page for the treasurer, a receipt's or a credit note's PDF. */
function NumberCell({ row }: { row: Row }) {
  const { t } = useTranslation('admin')
  const link = (href: string, label: string) => (
    <a href={href} className="link inline-flex min-h-11 items-center">
      {row.number}
      <span className="sr-only"> ({label})</span>
    </a>
  )
  if (row.kind === 'receipt' && row.id) return link(membershipPaths.receipt(row.id), t('ledger.receiptPdfSr', { number: row.number }))
  if (row.kind === 'credit-note') return link(financePaths.creditNotePdf(row.id), t('ledger.creditNotePdfSr', { number: row.number }))
  if (row.invoiceId) return link(financePaths.invoice(row.invoiceId), t('ledger.openInvoiceSr', { number: row.number }))
  return <>{row.number || '—'}</>
}

/** Why a number is void (services/money-operations.server.ts) or what an entry was for, in words. */
const VOID_REASONS = ['taken-twice'] as const
const CATEGORIES = ['joining', 'renewal', 'event', 'donation', 'fellowship'] as const
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value)

function categoryText(row: { kind: string; category: string }, t: (key: TranslationKey<'admin'>) => string) {
  if (row.kind === 'void' && oneOf(VOID_REASONS, row.category)) return t(`ledger.voidReasons.${row.category}`)
  if (oneOf(CATEGORIES, row.category)) return t(`ledger.categories.${row.category}`)
  return row.category || '—'
}
