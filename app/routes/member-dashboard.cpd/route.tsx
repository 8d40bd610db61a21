import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { CpdDialogLink, CpdDialogsProvider } from '#app/components/cpd/cpd-dialogs.tsx'
import { CpdEntryList } from '#app/components/cpd/cpd-entry-list.tsx'
import { CpdYearCard } from '#app/components/cpd/cpd-year-card.tsx'
import { StatCards } from '#app/components/dashboard/stat-cards.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MyEvents } from '#app/components/events/my-events.tsx'
import { cpdPaths, dashboardTabs } from '#app/config/paths.ts'

const cpdTabPath = dashboardTabs.cpd
import { useTranslation } from '#app/utils/i18n.ts'
import { loadCpdTab } from './cpd-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCpdTab(args)
}

const ENTRIES_HEADING_ID = 'cpd-entries-heading'

/** A page of the entries: the first is the tab's own address. */
const pageHref = (page: number) => (page <= 1 ? cpdTabPath : `${cpdTabPath}?page=${page}`)

/** The dashboard's CPD tab (issue 31: its own address and loader; the entries 50 a page). */
export default function CpdTab() {
  const { entries, stats, year, today, progress, myEvents, joinDate, page, pages } = useLoaderData<typeof loader>()
  const { t } = useTranslation('cpd')
  const { t: tCommon } = useTranslation('common')
  const add = (
    <CpdDialogLink to={cpdPaths.add} dialog={{ kind: 'entry', entry: null }} className="btn-primary">
      {t('add')}
    </CpdDialogLink>
  )
  // One element for the frame's spacing: the dialog the provider adds beside the tab must not take a margin from it.
  return (
    <div>
      <CpdDialogsProvider today={today} fallbackFocusId={ENTRIES_HEADING_ID}>
        <div className="space-y-3 sm:space-y-6">
          <CpdYearCard progress={progress} pendingHours={year.pendingHours} action={add} />
          <StatCards approvedHours={stats.approvedHours} entryCount={stats.entryCount} joinDate={joinDate} />
          <MyEvents events={myEvents} />
          <section aria-labelledby={ENTRIES_HEADING_ID} className="card">
            <h2 id={ENTRIES_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {t('entriesHeading')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('entriesIntro')}</p>
            <div className="mt-4">
              <CpdEntryList entries={entries} />
            </div>
            {/* Drawn here, not with the administration's Pagination: one script file fewer on a page at its budget. */}
            {pages > 1 ? (
              <nav aria-label={tCommon('pagination.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
                {page > 1 ? (
                  <Link to={pageHref(Math.min(page - 1, pages))} className="btn-secondary" rel="prev">
                    <span aria-hidden="true">← </span>
                    {tCommon('pagination.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <p className="text-sm text-slate-700">{tCommon('pagination.page', { page, pages })}</p>
                {page < pages ? (
                  <Link to={pageHref(page + 1)} className="btn-secondary" rel="next">
                    {tCommon('pagination.next')}
                    <span aria-hidden="true"> →</span>
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
              {/* A plain link, not `download`: with an expired session that would save the sign-in page as the file. */}
              <a href={cpdPaths.csv} className="btn-secondary">
                {t('downloadCsv')}
              </a>
              <Link to={cpdPaths.statement} className="btn-secondary">
                {t('statementLink')}
              </Link>
            </div>
          </section>
        </div>
      </CpdDialogsProvider>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
