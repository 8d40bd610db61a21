import { Link } from '@remix-run/react'
import { cn } from '#app/components/class-names.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export const DASHBOARD_TAB_LINKS = [
  { tab: 'cpd', labelKey: 'tabs.cpd' },
  { tab: 'profile', labelKey: 'tabs.profile' },
  { tab: 'resources', labelKey: 'tabs.resources' },
  { tab: 'membership', labelKey: 'tabs.membership' },
] as const
export type DashboardTab = (typeof DASHBOARD_TAB_LINKS)[number]['tab']

/** ?tab= as one of the four; anything else (or nothing) is the default, CPD Management. */
export function dashboardTabOf(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TAB_LINKS.find((t) => t.tab === value)?.tab ?? 'cpd'
}

/**
 * The three sections are links (?tab=…), so they work without JavaScript, can be bookmarked and come
 * back with the browser's Back button; the current one carries aria-current.
 */
export function DashboardTabs({ current, onIntent }: { current: string; onIntent?: (tab: DashboardTab) => void }) {
  const { t } = useTranslation('dashboard')
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-slate-300">
      {/* One row that scrolls sideways on a phone (two rows would push the CPD year down); its links take the focus. */}
      <ul className="-mb-px flex overflow-x-auto sm:gap-1">
        {DASHBOARD_TAB_LINKS.map(({ tab, labelKey }) => {
          const active = tab === current
          return (
            <li key={tab} className="flex shrink-0">
              <Link
                to={`?tab=${tab}`}
                preventScrollReset
                onPointerEnter={onIntent && (() => onIntent(tab))}
                onFocus={onIntent && (() => onIntent(tab))}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex w-full items-center justify-center whitespace-nowrap rounded-t-md border-b-2 px-3 py-3 text-center text-sm font-semibold sm:px-4',
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
