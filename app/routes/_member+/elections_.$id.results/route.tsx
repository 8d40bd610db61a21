import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Notice } from '#app/components/account-card.tsx'
import { electionPaths } from '#app/config/election-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { STATIC_PAGE, type RouteHandle } from '#app/utils/route-handle.ts'
import { loadResultsPage } from './results.server.ts'

export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadResultsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'elections')
  return [...pageMeta({ title: t('results.title'), description: t('results.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** An election's results for members (issue 35, item 3). */
export default function ResultsPage() {
  const { election, results, waiting } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('elections')
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('results.title')}</h1>
      <p className="mt-1 break-words text-lg text-slate-800" lang={langOf(election.title, locale)}>
        {election.title.text}
      </p>
      {results ? (
        <section aria-labelledby="results-heading" className="card mt-6">
          <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
            {t('results.heading', { count: election.seats })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('results.ballots', { count: results.ballots, online: results.online, paper: results.paper })}</p>
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('results.caption')}</caption>
            <thead className="border-b-2 border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('results.candidate')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('results.votes')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('results.outcome')}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.lines.map((line) => (
                <tr key={line.candidateId} className="border-b border-slate-200">
                  <th scope="row" className="break-words py-2 pr-4 font-medium text-slate-900">
                    {line.name}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{line.votes}</td>
                  <td className="py-2">{line.elected ? <strong className="text-brand-900">{t('results.elected')}</strong> : <span className="text-slate-700">{t('results.notElected')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {results.tieBroken ? <p className="mt-3 text-sm text-slate-700">{t('results.tieBroken')}</p> : null}
        </section>
      ) : (
        <div className="mt-6">
          <Notice role="status">{waiting === 'paper' ? t('results.paper') : t('results.notYet', { date: formatDateTime(election.closesAt, locale) })}</Notice>
        </div>
      )}
      <p className="mt-6">
        <Link to={electionPaths.page(election.id)} className="link inline-flex min-h-11 items-center">
          {t('results.back')}
        </Link>
      </p>
    </div>
  )
}
