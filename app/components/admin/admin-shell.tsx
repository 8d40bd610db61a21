import { NavLink, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import type { AdminArea } from '#app/domain/roles.ts'
import { useTranslation } from '#app/utils/i18n.ts'

const sections = [
  { to: adminPaths.listings, label: 'nav.listings', area: 'listings', end: true },
  { to: adminPaths.listingReviews, label: 'nav.listingReviews', area: 'listings' },
  { to: adminPaths.applications, label: 'nav.applications', area: 'applications' },
  { to: adminPaths.members, label: 'nav.members', area: 'members' },
  { to: adminPaths.payments, label: 'nav.payments', area: 'finance' },
  { to: adminPaths.donations, label: 'nav.donations', area: 'finance' },
  { to: adminPaths.ledger, label: 'nav.ledger', area: 'finance' },
  { to: adminPaths.paymentSettings, label: 'nav.paymentSettings', area: 'finance' },
  { to: adminPaths.reconciliation, label: 'nav.reconciliation', area: 'finance' },
  { to: adminPaths.expenses, label: 'nav.expenses', area: 'finance' },
  { to: adminPaths.cpd, label: 'nav.cpd', area: 'cpd' },
  { to: adminPaths.content, label: 'nav.content', area: 'content' },
  { to: adminPaths.messages, label: 'nav.messages', area: 'messages' },
  { to: adminPaths.officeBearers, label: 'nav.officeBearers', area: 'roles' },
  { to: adminPaths.audit, label: 'nav.audit', area: 'audit' },
  { to: adminPaths.privacy, label: 'nav.privacy', area: 'privacy' },
  { to: adminPaths.elections, label: 'nav.elections', area: 'elections' },
] as const satisfies ReadonlyArray<{ to: string; label: string; area: AdminArea; end?: boolean }>

/**
 * The administration's navigation (issue 32: drawn once, by the administration's layout route,
 * routes/_admin+/_layout.tsx): the parts the signed-in account may open (the root's session user), so a
 * treasurer sees and reaches her pages; the server refuses what is not theirs all the same.
 */
export function AdminNav() {
  const { t } = useTranslation('admin')
  const allowed = (useRouteLoaderData('root') as { user?: { adminAreas?: readonly AdminArea[] } | null } | undefined)?.user?.adminAreas ?? []
  const shown = sections.filter((s) => allowed.includes(s.area))
  // A visitor or member who reached an administration address sees its refusal, without the staff's links.
  if (!shown.length) return null
  return (
    <div className="container-page mt-8">
      <nav aria-label={t('nav.label')} className="border-b border-slate-300">
        {/* One row that scrolls sideways on a phone, as the dashboard's tabs (docs/design.md); wrapped from 640 px. */}
        <ul className="-mb-px flex overflow-x-auto sm:flex-wrap sm:gap-x-1 sm:overflow-visible">
          {shown.map((s) => (
            <li key={s.to} className="flex shrink-0">
              <NavLink
                to={s.to}
                end={'end' in s}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium',
                    isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:text-slate-900',
                  )
                }
              >
                {t(s.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

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
