import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { CpdStatusBadge } from '#app/components/cpd/cpd-status.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { site } from '#app/config/site.ts'
import { hoursLabel } from '#app/domain/cpd-records.ts'
import { useHydrated } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { loadStatement } from './statement.server.ts'
import { paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadStatement(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  ...pageMeta({
    title: data ? `CPD Statement ${data.year}` : 'CPD Statement',
    description: 'A printable statement of your CPD activities for one year.',
    location,
    matches,
  }),
  { name: 'robots', content: 'noindex' },
]

function PrintButton() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      Print
    </button>
  )
}

/**
 * A member's CPD statement for one calendar year, to print or save as PDF for an audit. The site's
 * header and footer, and the controls here, are left out of the printout.
 */
export default function CpdStatementPage() {
  const { year, yearOpen, years, generatedAt, member, entries, summary } = useLoaderData<typeof loader>()
  return (
    <div className="container-page py-8 sm:py-12 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-end justify-between gap-4">
        <Link to={paths.dashboard} className="link text-sm">
          <span aria-hidden="true">← </span>Back to Member Dashboard
        </Link>
        <div className="flex flex-wrap items-end gap-3">
          <Form method="get" className="flex items-end gap-2">
            <div>
              <label htmlFor="statement-year" className="mb-1 block text-sm font-medium text-slate-800">
                Year
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
              Show Statement
            </button>
          </Form>
          <PrintButton />
        </div>
      </div>

      <article className="card mt-6 print:mt-0 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header className="border-b border-slate-300 pb-4">
          <p className="text-lg font-bold text-slate-900">{site.name}</p>
          <p className="text-sm text-slate-700">{site.nameMs}</p>
          <p className="text-sm text-slate-700">
            Reg. No. {site.registrationNumber} · {site.address.lines.join(', ')}, {site.address.city}, {site.address.state},{' '}
            {site.address.country}
          </p>
        </header>

        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{`CPD Statement ${year}`}</h1>
        <p className="mt-1 text-sm text-slate-700">{`Continuing professional development from 1 January to 31 December ${year}`}</p>

        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 print:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-700">Member</dt>
            <dd className="text-slate-900">{member.name}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Membership ID</dt>
            <dd className="text-slate-900">{member.membershipId}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Membership Type</dt>
            <dd className="text-slate-900">{member.membershipType}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Generated on</dt>
            <dd className="text-slate-900">{formatDateTime(generatedAt)} (Malaysia time)</dd>
          </div>
        </dl>

        <div className="mt-6 overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">{`Activities in ${year}`}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Activity
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Category
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Hours
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.length ? (
                entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-200 align-top print:break-inside-avoid">
                    <td className="whitespace-nowrap py-2 pr-3">{formatDate(entry.date)}</td>
                    <td className="py-2 pr-3">
                      <span className="font-medium text-slate-900">{entry.title}</span>
                      <span className="block text-slate-700">{entry.provider}</span>
                    </td>
                    <td className="py-2 pr-3">{entry.category}</td>
                    <td className="py-2 pr-3 text-right">{entry.hours}</td>
                    <td className="py-2">
                      <CpdStatusBadge status={entry.status} />
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className="py-4 text-slate-700">
                    {`No CPD entries recorded for ${year}.`}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>

        <h2 className="mt-6 text-lg font-semibold text-slate-900">Totals</h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3 print:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-700">Approved</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="statement-approved">
              {hoursLabel(summary.approvedHours)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Pending review</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="statement-pending">
              {hoursLabel(summary.pendingHours)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{`Yearly requirement (${summary.requirement} hours)`}</dt>
            <dd className="text-lg font-bold text-slate-900">
              {summary.met ? 'Met' : yearOpen ? `${hoursLabel(summary.remainingHours)} to go` : `Not met (${hoursLabel(summary.remainingHours)} short)`}
            </dd>
          </div>
        </dl>
        <p className="mt-6 border-t border-slate-300 pt-4 text-xs text-slate-700">
          {`Only entries approved by the association count towards the yearly requirement of ${summary.requirement} CPD hours. This statement is drawn from the member's record at ${site.shortName} on the date shown; the association can confirm it on request at ${site.emails.training}.`}
        </p>
      </article>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
