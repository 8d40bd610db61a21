import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRouteError, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react'
import { CpdDialogLink, CpdDialogsProvider } from '#app/components/cpd/cpd-dialogs.tsx'
import { CpdEntryList } from '#app/components/cpd/cpd-entry-list.tsx'
import { YearlyProgress } from '#app/components/cpd/yearly-progress.tsx'
import { dashboardTabOf, DashboardTabs } from '#app/components/dashboard/dashboard-tabs.tsx'
import { ProfilePanel } from '#app/components/dashboard/profile-panel.tsx'
import { ResourcesPanel } from '#app/components/dashboard/resources-panel.tsx'
import { StatCards } from '#app/components/dashboard/stat-cards.tsx'
import { WelcomeCard } from '#app/components/dashboard/welcome-card.tsx'
import { Notice } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { site } from '#app/config/site.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { loadDashboard } from './dashboard.server.ts'
import { cpdPaths, paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDashboard(args)
}

/** Switching tabs changes only `?tab=`: the data is the same, so JavaScript switches without a request. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete('tab')
    return params.toString()
  }
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Member Dashboard', description: 'Your EMPAM member account and CPD record.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

const ENTRIES_HEADING_ID = 'cpd-entries-heading'

function AddCpdEntry({ className = 'btn-primary' }: { className?: string }) {
  return (
    <CpdDialogLink to={cpdPaths.add} dialog={{ kind: 'entry', entry: null }} className={className}>
      Add CPD Entry
    </CpdDialogLink>
  )
}

export default function MemberDashboardPage() {
  const { member, entries, stats, year, today } = useLoaderData<typeof loader>()
  // With JavaScript, tabs switch without reloading the data (see shouldRevalidate): the tab comes from the URL.
  const [searchParams] = useSearchParams()
  const tab = dashboardTabOf(searchParams.get('tab'))

  return (
    <CpdDialogsProvider today={today} fallbackFocusId={ENTRIES_HEADING_ID}>
      <div className="container-page py-8 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <Link to={paths.home} className="link text-sm">
              <span aria-hidden="true">← </span>Back to {site.shortName}
            </Link>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Member Dashboard</h1>
          </div>
          <Form method="post" action={paths.logout}>
            <button type="submit" className="btn-secondary">
              Sign Out
            </button>
          </Form>
        </div>

        <div className="mt-6 space-y-6">
          {member.membershipStatus === 'suspended' ? (
            <Notice tone="warning" role="status">
              <p className="font-semibold">Your membership is suspended. Please contact the secretariat.</p>
              <p className="mt-1">
                You can still read your records, sign out and change your password; adding or changing anything waits until your
                membership is active again.
              </p>
            </Notice>
          ) : null}
          <WelcomeCard member={member} />
          <StatCards approvedHours={stats.approvedHours} entryCount={stats.entryCount} joinDate={member.joinDate} />
          <DashboardTabs current={tab} />

          {tab === 'cpd' ? (
            <div className="space-y-6">
              <YearlyProgress summary={year} />
              <section aria-labelledby={ENTRIES_HEADING_ID} className="card">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id={ENTRIES_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
                    CPD Entries
                  </h2>
                  <AddCpdEntry />
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  Record each course, workshop or study session. The association reviews every entry; only approved hours count
                  towards your CPD hours.
                </p>
                <div className="mt-4">
                  <CpdEntryList entries={entries} />
                </div>
                <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
                  {/* A plain link, not `download`: with an expired session that would save the sign-in page as the file. */}
                  <a href={cpdPaths.csv} className="btn-secondary">
                    Download CSV
                  </a>
                  <Link to={cpdPaths.statement} className="btn-secondary">
                    Printable CPD Statement
                  </Link>
                </div>
              </section>
            </div>
          ) : null}

          {tab === 'profile' ? <ProfilePanel member={member} /> : null}
          {tab === 'resources' ? <ResourcesPanel addCpdEntry={<AddCpdEntry className="btn-secondary w-full" />} /> : null}
        </div>
      </div>
    </CpdDialogsProvider>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
