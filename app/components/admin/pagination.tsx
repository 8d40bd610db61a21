import { Link } from '@remix-run/react'
import { useTranslation } from '#app/utils/i18n.ts'

/** Previous and next page links, plain links so that they work without JavaScript. */
export function Pagination({ page, totalPages, hrefFor, label }: { page: number; totalPages: number; hrefFor: (page: number) => string; label: string }) {
  const { t } = useTranslation('common')
  if (totalPages <= 1 && page <= 1) return null
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} className="btn-secondary" rel="prev">
          <span aria-hidden="true">← </span>
          {t('pagination.previous')}
          <span className="sr-only">{t('pagination.pageSr')}</span>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t('pagination.page', { page, pages: totalPages })}</p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className="btn-secondary" rel="next">
          {t('pagination.next')}
          <span className="sr-only">{t('pagination.pageSr')}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** Page addresses of a list that keep its other search parameters (the search, the filters). */
export function pageHrefKeeping(pathname: string, searchParams: URLSearchParams) {
  return (page: number) => {
    const params = new URLSearchParams(searchParams)
    if (page <= 1) params.delete('page')
    else params.set('page', String(page))
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
}
