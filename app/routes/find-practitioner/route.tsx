import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useNavigate, useNavigation, useRouteError } from '@remix-run/react'
import { useEffect, useRef, type MouseEvent } from 'react'
import { ChoosingTips } from '#app/components/directory/choosing-tips.tsx'
import { DirectoryDisclaimer } from '#app/components/directory/directory-disclaimer.tsx'
import { DirectorySearchForm } from '#app/components/directory/directory-search-form.tsx'
import { EmptyResults } from '#app/components/directory/empty-results.tsx'
import { ListingCard, ListingGridSkeleton } from '#app/components/directory/listing-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Spinner } from '#app/components/forms.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { DIRECTORY_MAX_PAGES, directorySearchPath, sameDirectoryFilters } from '#app/domain/directory-query.ts'
import { loadFindPractitionerPage } from './find-practitioner.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadFindPractitionerPage(args)
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Find a Practitioner',
    description:
      'Search the directory of self-registered energy medicine practitioners in Malaysia and abroad by name, practice, location or pillar speciality.',
    location,
    matches,
  })

const formatCount = (n: number) => n.toLocaleString('en-GB')

export default function FindPractitioner() {
  const { filters, page, total, items } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const navigate = useNavigate()

  const pending =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname ? navigation.location : null
  const changingFilters =
    !!pending && !sameDirectoryFilters(new URLSearchParams(pending.search), new URLSearchParams(location.search))
  const loadingMore = !!pending && !changingFilters

  const shown = items.length
  const canLoadMore = shown < total && page < DIRECTORY_MAX_PAGES
  const nextPage = directorySearchPath(filters, page + 1)

  // After "Load More" with JavaScript, keyboard and screen-reader users continue at the first new card.
  const focusAfter = useRef<number | null>(null)
  useEffect(() => {
    const from = focusAfter.current
    if (from === null || items.length <= from) return
    focusAfter.current = null
    document.querySelector<HTMLAnchorElement>(`#result-${from + 1} h3 a`)?.focus()
  }, [items.length])

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (loadingMore) return
    focusAfter.current = shown
    navigate(nextPage, { replace: true, preventScrollReset: true })
  }

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Find a Practitioner</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Search our directory of energy medicine practitioners in Malaysia and abroad by name, practice, location or
            pillar speciality, then read their profile and get in touch directly.
          </p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <DirectorySearchForm filters={filters} live />
          </div>
        </div>
      </section>

      <div className="container-page space-y-10 py-10">
        <section aria-labelledby="results-heading" aria-busy={changingFilters || loadingMore}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
              Practitioners
            </h2>
            <p role="status" className="text-sm font-medium text-slate-700">
              {changingFilters ? 'Searching…' : `${formatCount(total)} practitioner(s) found`}
            </p>
          </div>

          <div className="mt-5">
            {changingFilters ? (
              <ListingGridSkeleton />
            ) : total === 0 ? (
              <EmptyResults variant="directory" />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((listing, index) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} position={index + 1} />
                  </li>
                ))}
              </ul>
            )}
          </div>

          {!changingFilters && total > 0 ? (
            <div className="mt-8 flex flex-col items-center gap-3 text-center">
              <p className="text-sm text-slate-700">
                {`Showing ${formatCount(shown)} of ${formatCount(total)}`}
              </p>
              {canLoadMore ? (
                <Link to={`${nextPage}#result-${shown + 1}`} onClick={loadMore} className="btn-secondary" aria-disabled={loadingMore || undefined}>
                  {loadingMore ? <Spinner /> : null}
                  {loadingMore ? 'Loading more practitioners…' : 'Load More Practitioners'}
                </Link>
              ) : shown < total ? (
                <p className="max-w-xl text-sm text-slate-700">
                  That is as many as one page shows. Narrow your search by name, location or pillar speciality to find
                  the rest.
                </p>
              ) : null}
            </div>
          ) : null}
        </section>

        <div className="grid gap-6 lg:grid-cols-3">
          <ChoosingTips className="lg:col-span-2" />
          <DirectoryDisclaimer />
        </div>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
