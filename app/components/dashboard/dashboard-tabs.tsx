import { Link } from '@remix-run/react'
import { cn } from '#app/components/class-names.ts'
import { dashboardTabs } from '#app/config/member-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export const DASHBOARD_TAB_LINKS = [
  { tab: 'cpd', labelKey: 'tabs.cpd' },
  { tab: 'profile', labelKey: 'tabs.profile' },
  { tab: 'resources', labelKey: 'tabs.resources' },
  { tab: 'membership', labelKey: 'tabs.membership' },
] as const
export type DashboardTab = (typeof DASHBOARD_TAB_LINKS)[number]['tab']

/** One of the four by name (the old `?tab=` addresses), or null. */
export function dashboardTabNamed(value: string | null | undefined): DashboardTab | null {
  return DASHBOARD_TAB_LINKS.find((t) => t.tab === value)?.tab ?? null
}

/** The tab an address of the dashboard shows (`/member-dashboard/profile`); the CPD tab by default. */
export function dashboardTabOfPath(pathname: string): DashboardTab {
  return dashboardTabNamed(pathname.replace(/\/+$/, '').split('/')[2]) ?? 'cpd'
}

/**
 * The four tabs are links to addresses of their own, so they work without JavaScript, can be bookmarked
 * and come back with the browser's Back button; the current one carries aria-current.
 */
export function DashboardTabs({ current }: { current: DashboardTab }) {
  const { t } = useTranslation('dashboard')
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-slate-300">
      {/* One row (two would push the CPD year down): on a phone the four share the width, a label on two lines if it must (issue 33: the fourth was cut off). */}
      <ul className="-mb-px flex overflow-x-auto sm:gap-1">
        {DASHBOARD_TAB_LINKS.map(({ tab, labelKey }) => {
          const active = tab === current
          return (
            <li key={tab} className="flex min-w-0 flex-1 sm:flex-none sm:shrink-0">
              <Link
                to={dashboardTabs[tab]}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 w-full items-center justify-center rounded-t-md border-b-2 px-1 py-2 text-center text-sm font-semibold leading-tight sm:whitespace-nowrap sm:px-4 sm:py-3',
                  active ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
                )}
              >
                {t(labelKey)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
