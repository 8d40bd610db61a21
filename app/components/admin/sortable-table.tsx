import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { ListSort, SortDirection } from '#app/domain/list-sort.ts'

export interface SortableColumn {
  label: string
  /** The `?sort=` value of a column the list sorts by; none for the others. */
  field?: string
  /** Named for screen readers only (a column of buttons). */
  hidden?: boolean
}

/**
 * An administration list as a table (issue 17): the headings of the columns it sorts by are links
 * (`?sort=…&dir=…`, so sorting works without JavaScript) and the sorted one carries `aria-sort`. On a
 * phone the rows stack (`.stack-table`) and the sortable headings stay above them as a row of links
 * (`.sort-bar`, tailwind.css). Rows are the children, each cell with its column's `data-label`.
 */
export function SortableTable({
  caption,
  columns,
  sort,
  hrefFor,
  children,
}: {
  caption: string
  columns: SortableColumn[]
  sort: ListSort
  hrefFor: (field: string, dir: SortDirection) => string
  children: ReactNode
}) {
  return (
    <table className="stack-table w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sort-bar border-b-2 border-slate-300 text-slate-700">
        <tr>
          {columns.map(({ label, field, hidden }) => {
            const sorted = field === sort.field
            return (
              <th
                key={label}
                scope="col"
                data-sortable={field ? '' : undefined}
                aria-sort={sorted ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                className="py-1 pr-3 align-bottom font-semibold"
              >
                {field ? (
                  <Link
                    to={hrefFor(field, sorted && sort.dir === 'asc' ? 'desc' : 'asc')}
                    className="inline-flex min-h-11 items-center gap-1 text-brand-900 underline-offset-2 hover:underline"
                  >
                    {label}
                    <span aria-hidden="true" className={sorted ? '' : 'text-slate-400'}>
                      {sorted ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </Link>
                ) : hidden ? (
                  <span className="sr-only">{label}</span>
                ) : (
                  label
                )}
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** A sort link's address: the list's other parameters (search, filters, page) kept. */
export function sortHrefKeeping(pathname: string, searchParams: URLSearchParams) {
  return (field: string, dir: SortDirection) => {
    const params = new URLSearchParams(searchParams)
    params.set('sort', field)
    params.set('dir', dir)
    return `${pathname}?${params}`
  }
}
