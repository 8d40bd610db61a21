import type { ReactNode } from 'react'

/**
 * An administration page: its title, an optional action and its content, under the navigation the
 * layout draws. It only draws; each page's loader and action must still call requireAdmin themselves.
 */
export function AdminShell({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page pb-8 pt-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  )
}
