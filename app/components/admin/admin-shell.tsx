import { NavLink } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

const sections = [
  { to: adminPaths.listings, label: 'Directory listings', end: true },
  { to: adminPaths.members, label: 'Member accounts' },
  { to: adminPaths.cpd, label: 'CPD review' },
  { to: adminPaths.content, label: 'Content' },
  { to: adminPaths.messages, label: 'Messages' },
  { to: adminPaths.audit, label: 'Audit log' },
]

/**
 * The frame of every administration page: its title, the section navigation and an optional action.
 * It only draws; each page's loader and action must still call requireAdmin themselves.
 */
export function AdminShell({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page py-8">
      <nav aria-label="Administration" className="mb-6 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {sections.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end={s.end}
                className={({ isActive }) =>
                  cn(
                    'block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                    isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:text-slate-900',
                  )
                }
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  )
}
