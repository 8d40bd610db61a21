import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'
import type { ListSort, SortDirection } from '#app/domain/list-sort.ts'

export interface DataColumn {
  label: string
  /** Named for screen readers only (a column of buttons). */
  hidden?: boolean
  alignEnd?: boolean
  /** The `?sort=` value of a column the list sorts by (with the table's `sort` and `hrefFor`). */
  field?: string
}

/** How a sortable table is sorted, and the address of each sort. */
export interface TableSorting {
  sort: ListSort
  hrefFor: (field: string, dir: SortDirection) => string
}

/**
 * Every table of the administration (issue 33, item 8: one way on a phone): a caption for screen readers,
 * column headers, and the rows given as children, each cell with its column's `data-label`. Under 640 px
 * the rows stack as cards (`.stack-table`, tailwind.css), each cell a line led by its column's name, so
 * no page is wider than a phone; a long value without spaces (an e-mail address) wraps by
 * `.wrap-anywhere`. From 640 px a table wider than the screen (`minWidthClass`, an `sm:` class) scrolls
 * sideways inside its box, a labelled region a keyboard can reach, as WCAG asks; the box is `relative`, so
 * the visually hidden words of its buttons (positioned) stay inside it instead of widening the page.
 * With `sorting`, the headings of the columns with a `field` are links (`?sort=…&dir=…`, so sorting works
 * without JavaScript), the sorted one carries `aria-sort`, and on a phone they stay above the cards as a
 * row of links (`.sort-bar`).
 */
export function DataTable({
  caption,
  columns,
  minWidthClass,
  sorting,
  className,
  children,
}: {
  caption: string
  columns: DataColumn[]
  minWidthClass: string
  sorting?: TableSorting
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('relative overflow-x-auto', className)} role="region" aria-label={caption} tabIndex={0}>
      <table className={cn('stack-table w-full border-collapse text-left text-sm', minWidthClass)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('border-b-2 border-slate-300 text-slate-700', sorting && 'sort-bar')}>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.label} column={column} sorting={sorting} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function HeaderCell({ column: { label, hidden, alignEnd, field }, sorting }: { column: DataColumn; sorting?: TableSorting }) {
  const sorted = sorting && field === sorting.sort.field ? sorting.sort.dir : null
  return (
    <th
      scope="col"
      data-sortable={sorting && field ? '' : undefined}
      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('py-2 pr-4 align-bottom font-semibold last:pr-0', alignEnd && 'text-right')}
    >
      {sorting && field ? (
        <Link
          to={sorting.hrefFor(field, sorted === 'asc' ? 'desc' : 'asc')}
          className="inline-flex min-h-11 items-center gap-1 text-brand-900 underline-offset-2 hover:underline"
        >
          {label}
          <span aria-hidden="true" className={sorted ? '' : 'text-slate-400'}>
            {sorted ? (sorted === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </Link>
      ) : hidden ? (
        <span className="sr-only">{label}</span>
      ) : (
        label
      )}
    </th>
  )
}
