import { Link } from '@remix-run/react'
import { cn } from '#app/components/class-names.ts'

export const DASHBOARD_TAB_LINKS = [
  { tab: 'cpd', label: 'CPD Management' },
  { tab: 'profile', label: 'Profile' },
  { tab: 'resources', label: 'Member Resources' },
] as const
export type DashboardTab = (typeof DASHBOARD_TAB_LINKS)[number]['tab']

/** ?tab= as one of the three; anything else (or nothing) is the default, CPD Management. */
export function dashboardTabOf(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TAB_LINKS.find((t) => t.tab === value)?.tab ?? 'cpd'
}

/**
 * The three sections are links (?tab=…), so they work without JavaScript, can be bookmarked and come
 * back with the browser's Back button; the current one carries aria-current.
 */
export function DashboardTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Dashboard sections" className="border-b border-slate-300">
      <ul className="-mb-px grid grid-cols-3 sm:flex sm:gap-1">
        {DASHBOARD_TAB_LINKS.map(({ tab, label }) => {
          const active = tab === current
          return (
            <li key={tab} className="flex">
              <Link
                to={`?tab=${tab}`}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex w-full items-center justify-center rounded-t-md border-b-2 px-2 py-3 text-center text-sm font-semibold sm:px-4',
                  active ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
                )}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
