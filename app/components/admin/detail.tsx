import type { ReactNode } from 'react'

/** One "term: value" line of a record's card in the admin queues (applications, payments, donations), inside a `<dl>`. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  )
}
