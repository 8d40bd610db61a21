import { Link } from '@remix-run/react'

/** "Previous" and "Next" links that keep the other search parameters of the list. */
export function Pagination({
  label,
  pathname,
  page,
  pageCount,
  searchParams,
}: {
  label: string
  pathname: string
  page: number
  pageCount: number
  searchParams: URLSearchParams
}) {
  if (pageCount <= 1) return null
  const to = (target: number) => {
    const params = new URLSearchParams(searchParams)
    if (target <= 1) params.delete('page')
    else params.set('page', String(target))
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn-secondary" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={to(page + 1)} className="btn-secondary" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
