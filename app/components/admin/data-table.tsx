import type { ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'

export interface DataColumn {
  label: string
  /** Named for screen readers only (a column of buttons). */
  hidden?: boolean
  alignEnd?: boolean
}

/**
 * A table of the admin lists (subscribers, the audit log): a caption for screen readers, column
 * headers, and the rows given as children, each cell with its column's `data-label`. Under 640 px the rows
 * stack (`.stack-table`); from 640 px, where a table narrower than its minimum (`minWidthClass`, an `sm:`
 * class) scrolls sideways, the scrolling box is a labelled region a keyboard can reach, as WCAG asks.
 */
export function DataTable({ caption, columns, minWidthClass, children }: { caption: string; columns: DataColumn[]; minWidthClass: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className={cn('stack-table w-full text-left text-sm', minWidthClass)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('py-2 pr-4 font-semibold last:pr-0', column.alignEnd && 'text-right')}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
