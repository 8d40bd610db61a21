import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Field } from '#app/components/forms.tsx'
import { financePaths } from '#app/config/finance-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { STATIC_PAGE, type RouteHandle } from '#app/utils/route-handle.ts'
import { loadStatementPage } from './statement-page.server.ts'

/** A GET form and links: nothing on the page needs JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadStatementPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('statement.title'), { location, matches }, t('statement.metaDescription'))
}

/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`
/** A figure of the statement: 1,234.50, or with a minus sign (U+2212) below nothing. */
const figure = (amount: number) => {
  const text = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount))
  return amount < 0 ? `\u2212${text}` : text
}
const cell = 'whitespace-nowrap py-2 pr-4 text-right tabular-nums text-slate-900'

/**
 * /admin/ledger/income-and-expenditure?year=YYYY (issue 34): the year's income by line (receipts less
 * credit notes), expenditure by category (approved expenses), and the surplus or deficit, with the same
 * figures as a PDF and a CSV. A plain GET form chooses the year: it works without JavaScript.
 */
export default function StatementPage() {
  const { asked, thisYear, statement, error } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const yearQuery = statement ? `?year=${statement.year}` : ''
  return (
    <AdminShell title={t('statement.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('statement.intro')}</p>
      <Form method="get" className="card mb-6 flex flex-wrap items-end gap-4">
        <Field
          className="w-full sm:w-40"
          labelProps={{ children: t('statement.year') }}
          inputProps={{ id: 'statement-year', name: 'year', type: 'number', inputMode: 'numeric', min: 2000, max: thisYear, step: 1, defaultValue: asked }}
          errors={error ? [error] : undefined}
        />
        <button type="submit" className="btn-primary">
          {t('statement.show')}
        </button>
      </Form>
      {statement ? (
        <>
          <section aria-labelledby="statement-heading" className="card">
            <h2 id="statement-heading" className="text-lg font-semibold text-slate-900">
              {t('statement.heading', { year: statement.year, from: formatDate(dayDate(statement.from), locale), to: formatDate(dayDate(statement.to), locale) })}
            </h2>
            {statement.toDate ? <p className="mt-1 text-sm text-slate-700">{t('statement.toDate', { date: formatDate(dayDate(statement.toDate), locale) })}</p> : null}
            <p className="mt-2 flex flex-wrap gap-x-6">
              <a href={`${financePaths.statementPdf}${yearQuery}`} className="inline-flex min-h-11 items-center text-brand-700 underline" download>
                {t('statement.pdf')}
              </a>
              <a href={`${financePaths.statementCsv}${yearQuery}`} className="inline-flex min-h-11 items-center text-brand-700 underline" download>
                {t('statement.csv')}
              </a>
              <a href={`${financePaths.ledger}?from=${statement.from}&to=${statement.to}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                {t('statement.ledgerLink', { year: statement.year })}
              </a>
            </p>

            <h3 className="mt-6 text-base font-semibold text-slate-900">{t('statement.incomeHeading')}</h3>
            <DataTable
              className="mt-2"
              caption={t('statement.incomeCaption', { year: statement.year })}
              minWidthClass="sm:min-w-[40rem]"
              columns={[
                { label: t('statement.line') },
                { label: t('statement.received'), alignEnd: true },
                { label: t('statement.refunded'), alignEnd: true },
                { label: t('statement.net'), alignEnd: true },
              ]}
            >
              {statement.income.map((line) => (
                <tr key={line.category} data-line={line.category} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 text-slate-900">{listLabel('incomeCategories', line.category)}</td>
                  <td data-label={t('statement.received')} className={cell}>
                    {figure(line.received)}
                  </td>
                  <td data-label={t('statement.refunded')} className={cell}>
                    {figure(-line.refunded)}
                  </td>
                  <td data-label={t('statement.net')} className={cell}>
                    {figure(line.amount)}
                  </td>
                </tr>
              ))}
              <tr data-line="total-income" className="border-t-2 border-slate-300 font-semibold">
                <td className="py-2 pr-4 text-slate-900">{t('statement.totalIncome')}</td>
                <td data-label={t('statement.received')} className={cell}>
                  {figure(statement.totals.received)}
                </td>
                <td data-label={t('statement.refunded')} className={cell}>
                  {figure(-statement.totals.refunded)}
                </td>
                <td data-label={t('statement.net')} className={cell}>
                  {figure(statement.totals.income)}
                </td>
              </tr>
            </DataTable>

            <h3 className="mt-6 text-base font-semibold text-slate-900">{t('statement.expenditureHeading')}</h3>
            <DataTable
              className="mt-2"
              caption={t('statement.expenditureCaption', { year: statement.year })}
              minWidthClass="sm:min-w-[28rem]"
              columns={[{ label: t('statement.line') }, { label: t('statement.amount'), alignEnd: true }]}
            >
              {statement.expenditure.map((line) => (
                <tr key={line.category} data-line={line.category} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 text-slate-900">{listLabel('expenseCategories', line.category)}</td>
                  <td data-label={t('statement.amount')} className={cell}>
                    {figure(line.amount)}
                  </td>
                </tr>
              ))}
              <tr data-line="total-expenditure" className="border-t-2 border-slate-300 font-semibold">
                <td className="py-2 pr-4 text-slate-900">{t('statement.totalExpenditure')}</td>
                <td data-label={t('statement.amount')} className={cell}>
                  {figure(statement.totals.expenditure)}
                </td>
              </tr>
            </DataTable>

            <p className="mt-6 text-lg font-semibold text-slate-900" data-line="surplus">
              {statement.totals.surplus < 0
                ? t('statement.deficit', { amount: figure(-statement.totals.surplus) })
                : t('statement.surplus', { amount: figure(statement.totals.surplus) })}
            </p>
          </section>
        </>
      ) : null}
    </AdminShell>
  )
}
