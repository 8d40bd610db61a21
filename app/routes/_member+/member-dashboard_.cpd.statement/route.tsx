import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { StatusBadge, useHoursLabel } from '#app/components/cpd/cpd-labels.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { site } from '#app/config/site.ts'
import { useHydrated } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { formatHours } from '#app/domain/cpd-records.ts'
import { loadStatement } from './statement.server.ts'
import { cpdPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadStatement(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const { t } = metaTranslation(matches, 'cpd')
  return [
    ...pageMeta({
      title: data ? t('statement.metaTitle', { year: data.year }) : t('statement.metaTitleNoYear'),
      description: t('statement.metaDescription'),
      location,
      matches,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

function PrintButton() {
  const hydrated = useHydrated()
  const { t } = useTranslation('cpd')
  if (!hydrated) return null
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      {t('statement.print')}
    </button>
  )
}

/**
 * A member's CPD statement for one CPD year (issue 33: its figures are the dashboard's, by the same rules), to print or save as PDF for an audit. The site's
 * header and footer, and the controls here, are left out of the printout.
 */
export default function CpdStatementPage() {
  const { year, yearOpen, years, generatedAt, member, entries, progress, page, pages } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('cpd')
  const listLabel = useListLabel()
  const hoursLabel = useHoursLabel()
  return (
    <div className="container-page py-8 sm:py-12 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-end justify-between gap-4">
        <Link to={paths.dashboard} className="link text-sm">
          <span aria-hidden="true">← </span>
          {t('statement.back')}
        </Link>
        <div className="flex flex-wrap items-end gap-3">
          <Form method="get" className="flex items-end gap-2">
            <div>
              <label htmlFor="statement-year" className="mb-1 block text-sm font-medium text-slate-800">
                {t('statement.year')}
              </label>
              <select
                id="statement-year"
                name="year"
                defaultValue={year}
                key={year}
                className="block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-secondary">
              {t('statement.show')}
            </button>
          </Form>
          <PrintButton />
        </div>
      </div>

      <article className="card mt-6 print:mt-0 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header className="border-b border-slate-300 pb-4">
          <p lang="en" className="text-lg font-bold text-slate-900">
            {site.name}
          </p>
          <p lang="ms" className="text-sm text-slate-700">
            {site.nameMs}
          </p>
          <p className="text-sm text-slate-700">
            {t('nav:registrationNumber', { number: site.registrationNumber })} · {site.address.lines.join(', ')}, {site.address.city}, {site.address.state},{' '}
            {site.address.country}
          </p>
        </header>

        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{t('statement.title', { year })}</h1>
        <p className="mt-1 text-sm text-slate-700">{t('statement.period', { first: formatDate(progress.first, locale), last: formatDate(progress.last, locale) })}</p>

        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 print:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-700">{t('statement.member')}</dt>
            <dd className="text-slate-900">{member.name}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('statement.membershipId')}</dt>
            <dd className="text-slate-900">{member.membershipId}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('statement.membershipType')}</dt>
            <dd className="text-slate-900">{listLabel('membershipTypes', member.membershipType)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('statement.generated')}</dt>
            <dd className="text-slate-900">{t('statement.malaysiaTime', { time: formatDateTime(generatedAt, locale) })}</dd>
          </div>
        </dl>

        <div className="mt-6">
          <table className="stack-table w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">{t('statement.activities', { year })}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('statement.date')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('statement.activity')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('statement.category')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t('statement.hours')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('statement.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.length ? (
                entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-200 align-top print:break-inside-avoid">
                    {/* data-label: each cell's column on a phone, where the rows stack (tailwind.css, .stack-table). */}
                    <td data-label={t('statement.date')} className="whitespace-nowrap py-2 pr-3">
                      {formatDate(entry.date, locale)}
                    </td>
                    <td className="py-2 pr-3">
                      <span className="font-medium text-slate-900">{entry.title}</span>
                      <span className="block text-slate-700">{entry.provider}</span>
                      {entry.evidence ? <span className="mt-1 block text-xs font-medium text-emerald-800">{t('evidence.attached')}</span> : null}
                    </td>
                    <td data-label={t('statement.category')} className="py-2 pr-3">
                      {listLabel('cpdCategories', entry.category)}
                    </td>
                    <td data-label={t('statement.hours')} className="py-2 pr-3 text-right">
                      {entry.hours}
                    </td>
                    <td className="py-2">
                      <StatusBadge status={entry.status} label={listLabel('cpdStatuses', entry.status)} />
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className="py-4 text-slate-700">
                    {t('statement.none', { year })}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {pages > 1 ? <StatementPages year={year} page={page} pages={pages} /> : null}

        <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('statement.totals')}</h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 print:grid-cols-4 lg:grid-cols-4">
          <div>
            <dt className="font-medium text-slate-700">{t('statement.approved')}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="statement-approved">
              {hoursLabel(progress.approvedHours)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('statement.counted')}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="statement-counted">
              {hoursLabel(progress.countedHours)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('statement.pending')}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="statement-pending">
              {hoursLabel(progress.pendingHours)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700" data-testid="statement-target">
              {progress.proRata
                ? t('statement.requirementProRata', { hours: formatHours(progress.target), months: progress.months })
                : t('statement.requirement', { hours: formatHours(progress.target) })}
            </dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="statement-outcome">
              {progress.met
                ? t('statement.metShort')
                : t(yearOpen ? 'statement.toGo' : 'statement.short', { hours: hoursLabel(progress.remainingHours) })}
            </dd>
          </div>
        </dl>
        {progress.categories
          .filter((c) => c.cap !== null && c.hours > c.counted)
          .map((c) => (
            <p key={c.category} className="mt-2 text-sm text-slate-700">
              {t('statement.capped', { category: listLabel('cpdCategories', c.category), cap: formatHours(c.cap!), hours: formatHours(c.hours), counted: formatHours(c.counted) })}
            </p>
          ))}
        <p className="mt-6 border-t border-slate-300 pt-4 text-xs text-slate-700">
          {t('statement.footnote', { hours: formatHours(progress.target), site: site.shortName, email: site.emails.training })}
        </p>
      </article>
    </div>
  )
}

/** Links between the pages of a long year (50 rows each), the year kept; the page's number is printed too. */
function StatementPages({ year, page, pages }: { year: number; page: number; pages: number }) {
  const { t } = useTranslation('common')
  const href = (n: number) => `${cpdPaths.statement}?year=${year}${n > 1 ? `&page=${n}` : ''}`
  return <Pagination page={page} totalPages={pages} hrefFor={href} label={t('pagination.label')} linkClassName="no-print" />
}
