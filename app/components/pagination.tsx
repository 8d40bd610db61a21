import { Link } from '@remix-run/react'
import { pageAddress } from '#app/domain/pagination.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * Previous and next page links, plain links so that they work without JavaScript, and "Page 2 of 5"
 * between them. Every paged list uses it: the administration's, and the member's (CPD entries, the
 * statement, events, invoices, receipts). `linkClassName` adds to the links (`no-print` on the statement).
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label,
  linkClassName = '',
}: {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  label: string
  linkClassName?: string
}) {
  const { t } = useTranslation('common')
  if (totalPages <= 1 && page <= 1) return null
  const linkClass = `btn-secondary ${linkClassName}`.trim()
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} className={linkClass} rel="prev">
          <span aria-hidden="true">← </span>
          {t('pagination.previous')}
          <span className="sr-only">{t('pagination.pageSr')}</span>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t('pagination.page', { page, pages: totalPages })}</p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
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

/**
 * Page addresses of a list that keep its other search parameters (the search, the filters, another
 * list's page); `param` names this list's page (`page`, or `events` beside a page's other list).
 */
export function pageHrefKeeping(pathname: string, searchParams: URLSearchParams, param = 'page') {
  return (page: number) => pageAddress(pathname, searchParams, param, page)
}
