import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { electionPaths } from '#app/config/election-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { STATIC_PAGE, type RouteHandle } from '#app/utils/route-handle.ts'
import { loadElectionsPage } from './elections-list.server.ts'

export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadElectionsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'elections')
  return [...pageMeta({ title: t('list.title'), description: t('list.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** The association's elections (issue 35, item 3): each leads to its page (nominations, the ballot, the results). */
export default function ElectionsPage() {
  const { elections } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('elections')
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.title')}</h1>
      <p className="mt-2 text-slate-700">{t('list.intro')}</p>
      {elections.length ? (
        <ul className="mt-6 space-y-4">
          {elections.map((election) => (
            <li key={election.id} className="card">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`phase.${election.phase}`)}</p>
              <h2 className="mt-1 break-words text-lg font-semibold text-slate-900" lang={langOf(election.title, locale)}>
                <Link to={electionPaths.page(election.id)} className="link inline-flex min-h-11 items-center">
                  {election.title.text}
                </Link>
              </h2>
              {election.positions.text ? (
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700" lang={langOf(election.positions, locale)}>
                  {election.positions.text}
                </p>
              ) : null}
              <p className="mt-2 text-sm text-slate-700">
                {t('list.window', { opens: formatDateTime(election.opensAt, locale), closes: formatDateTime(election.closesAt, locale) })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card mt-6 text-slate-700">{t('list.none')}</p>
      )}
    </div>
  )
}
