import type { ReactNode } from 'react'
import type { ListSort, SortDirection } from '#app/domain/list-sort.ts'
import { DataTable, type DataColumn } from './data-table.tsx'

export type SortableColumn = Omit<DataColumn, 'alignEnd'>

/**
 * An administration list as a table whose columns sort (issue 17): the administration's one table,
 * DataTable (stacked as cards on a phone, scrolling in its labelled box from 640 px), with its sortable
 * headings as links. Rows are the children, each cell with its column's `data-label`.
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
    <DataTable caption={caption} columns={columns} sorting={{ sort, hrefFor }} minWidthClass="sm:min-w-[44rem]">
      {children}
    </DataTable>
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
