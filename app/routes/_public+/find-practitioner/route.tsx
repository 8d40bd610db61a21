import { isAllLocations, isAllSpecialties } from '#app/domain/directory-query.ts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ChoosingTips } from '#app/components/directory/choosing-tips.tsx'
import { DIRECTORY_DISCLAIMER_HANDLE, DirectoryDisclaimer } from '#app/components/directory/directory-disclaimer.tsx'
import { DirectorySearchForm } from '#app/components/directory/directory-search-form.tsx'
import { EmptyResults } from '#app/components/directory/empty-results.tsx'
import { ListingCard, ListingGridSkeleton } from '#app/components/directory/listing-card.tsx'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { formatCount } from '#app/components/directory/rating-format.ts'
import { DIRECTORY_PAGE_SIZE } from '#app/domain/constants.ts'
import { directorySearchPath, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { loadFindPractitionerPage } from './find-practitioner.server.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/**
 * Not hydrated: the results follow the search through a few KB of plain script instead of React
 * (app/enhance/directory-search.ts); without it the search is a GET form and "Load More" a link.
 */
export const handle = { ...DIRECTORY_DISCLAIMER_HANDLE, hydrate: false, enhance: ['directory-search'] } as const satisfies RouteHandle

export async function loader(args: LoaderFunctionArgs) {
  return loadFindPractitionerPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('directory', args)

/** The page numbers to link: the first, the last, and two either side of the current one; null for a gap. */
function pageNumbers(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]))
}

/** Previous, numbered and next page links: plain links, so that every page is reachable without JavaScript. */
function PageLinks({ filters, page, pageCount }: { filters: DirectoryFilters; page: number; pageCount: number }) {
  const { t } = useTranslation('directory')
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('paging.label')} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={directorySearchPath(filters, page - 1)} rel="prev" className="btn-secondary">
          <span aria-hidden="true">← </span>
          {t('paging.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="inline-grid min-h-11 min-w-11 place-items-center rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white">
                  <span className="sr-only">{t('paging.current', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link to={directorySearchPath(filters, n)} className="inline-grid min-h-11 min-w-11 place-items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                  <span className="sr-only">{t('paging.page', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={directorySearchPath(filters, page + 1)} rel="next" className="btn-secondary">
          {t('paging.next')}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  )
}

export default function FindPractitioner() {
  const { filters, nearError, page, pageCount, total, items } = useLoaderData<typeof loader>()
  const { t } = useTranslation('directory')
  const first = (page - 1) * DIRECTORY_PAGE_SIZE
  const last = first + items.length

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('page.intro')}</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <DirectorySearchForm filters={filters} live nearError={nearError} />
          </div>
        </div>
      </section>

      <div className="container-page space-y-10 py-10">
        {/* The `data-directory-*` marks are for the page's script (app/enhance/directory-search.ts). */}
        <section
          aria-labelledby="results-heading"
          aria-busy="false"
          data-directory-results=""
          data-searching-text={t('page.searching')}
          data-loading-more-text={t('page.loadingMore')}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
              {t('page.results')}
            </h2>
            <p role="status" data-directory-status="" className="text-sm font-medium text-slate-700">
              {t('page.found', { count: total, total: formatCount(total) })}
            </p>
          </div>

          {nearError ? (
            // Also here, where the page's script shows a new search's results (the form stays as it was).
            <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {nearError}
            </p>
          ) : null}
          <div className="mt-5" data-directory-list="">
            {total === 0 ? (
              <EmptyResults variant="directory" noneListed={!filters.search && isAllLocations(filters.state) && isAllSpecialties(filters.specialty) && !filters.language && !filters.mode} />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((listing, index) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} position={first + index + 1} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <template data-directory-skeleton="">
            <ListingGridSkeleton />
          </template>

          {total > 0 ? (
            <div className="mt-8 flex flex-col items-center gap-3 text-center" data-directory-more="">
              <p
                className="text-sm text-slate-700"
                data-directory-range=""
                data-from={formatCount(first + 1)}
                data-to={formatCount(last)}
                data-template={t('paging.range', { from: '{from}', to: '{to}', total: formatCount(total) })}
              >
                {t('paging.range', { from: formatCount(first + 1), to: formatCount(last), total: formatCount(total) })}
              </p>
              {page < pageCount ? (
                <Link to={`${directorySearchPath(filters, page + 1)}#result-${last + 1}`} className="btn-secondary" data-load-more="">
                  {t('paging.loadMore')}
                </Link>
              ) : null}
              <PageLinks filters={filters} page={page} pageCount={pageCount} />
            </div>
          ) : null}
        </section>

        <div className="grid gap-6 lg:grid-cols-3">
          <ChoosingTips className="lg:col-span-2" />
          <DirectoryDisclaimer />
        </div>
        {/* The near search's distances come from GeoNames, whose licence asks for this credit (decision 041). */}
        <p className="text-xs text-slate-600">
          <Trans
            text={t('near.credit')}
            components={{
              geonames: (words) => <a href="https://www.geonames.org/" className="underline underline-offset-2" rel="noopener noreferrer">{words}</a>,
              licence: (words) => <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-2" rel="noopener noreferrer">{words}</a>,
            }}
          />
        </p>
      </div>
    </>
  )
}
