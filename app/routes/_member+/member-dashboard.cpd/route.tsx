import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CpdDialogLink, CpdDialogsProvider } from '#app/components/cpd/cpd-dialogs.tsx'
import { CpdEntryList } from '#app/components/cpd/cpd-entry-list.tsx'
import { CpdYearCard } from '#app/components/cpd/cpd-year-card.tsx'
import { StatCards } from '#app/components/dashboard/stat-cards.tsx'
import { MyEvents } from '#app/components/events/my-events.tsx'
import { cpdPaths } from '#app/config/member-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadCpdTab } from './cpd-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCpdTab(args)
}

const ENTRIES_HEADING_ID = 'cpd-entries-heading'

/** The dashboard's CPD tab (issue 31: its own address and loader; the entries 50 a page). */
export default function CpdTab() {
  const { entries, stats, today, constraint, progress, myEvents, joinDate, entryPages, eventPages } = useLoaderData<typeof loader>()
  const { t } = useTranslation('cpd')
  const { t: tCommon } = useTranslation('common')
  const { t: tEvents } = useTranslation('events')
  const add = (
    <CpdDialogLink to={cpdPaths.add} dialog={{ kind: 'entry', entry: null }} className="btn-primary">
      {t('add')}
    </CpdDialogLink>
  )
  // One element for the frame's spacing: the dialog the provider adds beside the tab must not take a margin from it.
  return (
    <div>
      <CpdDialogsProvider today={today} constraint={constraint} fallbackFocusId={ENTRIES_HEADING_ID}>
        <div className="space-y-3 sm:space-y-6">
          <CpdYearCard progress={progress} action={add} />
          <StatCards approvedHours={stats.approvedHours} entryCount={stats.entryCount} joinDate={joinDate} />
          <MyEvents events={myEvents} pager={eventPages.pages > 1 || eventPages.page > 1 ? <PageLinks links={eventPages} label={tCommon('pagination.labelOf', { list: tEvents('dashboard.title') })} /> : null} />
          <section aria-labelledby={ENTRIES_HEADING_ID} className="card">
            <h2 id={ENTRIES_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {t('entriesHeading')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('entriesIntro')}</p>
            <div className="mt-4">
              <CpdEntryList entries={entries} />
            </div>
            <PageLinks links={entryPages} label={tCommon('pagination.labelOf', { list: t('entriesHeading') })} />
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

/**
 * Links between pages of the tab's lists: components/pagination.tsx's, drawn here rather than imported,
 * because that module would come as one more script file, and this page is at its 100 KB budget.
 */
function PageLinks({ links: { page, pages, prev, next }, label }: { links: { page: number; pages: number; prev: string | null; next: string | null }; label: string }) {
  const { t } = useTranslation('common')
  if (pages <= 1 && page <= 1) return null
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {prev ? (
        <Link to={prev} className="btn-secondary" rel="prev">
          <span aria-hidden="true">← </span>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t('pagination.page', { page, pages })}</p>
      {next ? (
        <Link to={next} className="btn-secondary" rel="next">
          {t('pagination.next')}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** Keeps the frame (welcome card and tabs) drawn when this tab fails (decision 027). */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
