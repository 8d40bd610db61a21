import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRouteError, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { CpdDialogLink, CpdDialogsProvider } from '#app/components/cpd/cpd-dialogs.tsx'
import { CpdEntryList } from '#app/components/cpd/cpd-entry-list.tsx'
import { CpdYearCard } from '#app/components/cpd/cpd-year-card.tsx'
import { MyEvents } from '#app/components/events/my-events.tsx'
import { dashboardTabOf, DashboardTabs, type DashboardTab } from '#app/components/dashboard/dashboard-tabs.tsx'
import { lazyModule } from '#app/components/dialog-opener.tsx'
import { StatCards } from '#app/components/dashboard/stat-cards.tsx'
import { WelcomeCard } from '#app/components/dashboard/welcome-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { site } from '#app/config/site.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { loadDashboard } from './dashboard.server.ts'
import { cpdPaths, myDataPaths, paths } from '#app/config/paths.ts'

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

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'dashboard')
  return [
    ...pageMeta({ title: t('metaTitle'), description: t('metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

const ENTRIES_HEADING_ID = 'cpd-entries-heading'

/*
 * The Profile, Membership and Member Resources tabs' code arrives when the tab is first pointed at, focused or
 * shown, not with the page most visits spend on the CPD tab (issue 22: at most 100 KB of JavaScript).
 */
const profilePanel = lazyModule(() => import('#app/components/dashboard/profile-panel.tsx'))
const resourcesPanel = lazyModule(() => import('#app/components/dashboard/resources-panel.tsx'))
const membershipPanel = lazyModule(() => import('#app/components/dashboard/membership-panel.tsx'))
const MembershipPanel = lazy(() => membershipPanel.preload().then((module) => ({ default: module.MembershipPanel })))
const ProfilePanel = lazy(() => profilePanel.preload().then((module) => ({ default: module.ProfilePanel })))
const ResourcesPanel = lazy(() => resourcesPanel.preload().then((module) => ({ default: module.ResourcesPanel })))

function preloadTab(tab: DashboardTab) {
  if (tab === 'profile') void profilePanel.preload()
  if (tab === 'resources') void resourcesPanel.preload()
  if (tab === 'membership') void membershipPanel.preload()
}

function AddCpdEntry({ className = 'btn-primary' }: { className?: string }) {
  const { t } = useTranslation('cpd')
  return (
    <CpdDialogLink to={cpdPaths.add} dialog={{ kind: 'entry', entry: null }} className={className}>
      {t('add')}
    </CpdDialogLink>
  )
}

export default function MemberDashboardPage() {
  const { member, entries, stats, year, today, membership, progress, myEvents, privacyAcknowledgement, resources } = useLoaderData<typeof loader>()
  // With JavaScript, tabs switch without reloading the data (see shouldRevalidate): the tab comes from the URL.
  const [searchParams] = useSearchParams()
  const tab = dashboardTabOf(searchParams.get('tab'))
  const { t } = useTranslation('dashboard')

  return (
    <CpdDialogsProvider today={today} fallbackFocusId={ENTRIES_HEADING_ID}>
      <div className="container-page py-4 sm:py-12">
        <div className="flex items-end justify-between gap-3">
          <div>
            {/* On a phone the header's logo leads home; the line would push the CPD year below the first screen. */}
            <Link to={paths.home} className="link-tap hidden text-sm sm:inline-flex">
              <span aria-hidden="true">← </span>
              {t('backTo', { site: site.shortName })}
            </Link>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          </div>
          <Form method="post" action={paths.logout}>
            <button type="submit" className="btn-secondary whitespace-nowrap">
              {t('signOut')}
            </button>
          </Form>
        </div>

        {/* Issue 17: on a phone the CPD year and "Add CPD Entry" come into the first screen, under a short welcome. */}
        <div className="mt-3 space-y-3 sm:mt-6 sm:space-y-6">
          {member.membershipStatus === 'suspended' ? (
            // Notice's warning, drawn here: its module would be one more file on a page at its JavaScript budget.
            <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-semibold">{t('suspendedTitle')}</p>
              <p className="mt-1">{t('suspendedText')}</p>
            </div>
          ) : null}
          <WelcomeCard member={member} standing={{ expiresAt: membership.expiresAt, renewalDue: membership.renewalDue }} />
          <DashboardTabs current={tab} onIntent={preloadTab} />

          {tab === 'cpd' ? (
            <div className="space-y-3 sm:space-y-6">
              <CpdYearCard progress={progress} pendingHours={year.pendingHours} action={<AddCpdEntry />} />
              <StatCards approvedHours={stats.approvedHours} entryCount={stats.entryCount} joinDate={member.joinDate} />
              <MyEvents events={myEvents} />
              <section aria-labelledby={ENTRIES_HEADING_ID} className="card">
                <h2 id={ENTRIES_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
                  {t('cpd:entriesHeading')}
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  {t('cpd:entriesIntro')}
                </p>
                <div className="mt-4">
                  <CpdEntryList entries={entries} />
                </div>
                <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
                  {/* A plain link, not `download`: with an expired session that would save the sign-in page as the file. */}
                  <a href={cpdPaths.csv} className="btn-secondary">
                    {t('cpd:downloadCsv')}
                  </a>
                  <Link to={cpdPaths.statement} className="btn-secondary">
                    {t('cpd:statementLink')}
                  </Link>
                </div>
              </section>
            </div>
          ) : null}

          <Suspense fallback={null}>
            {tab === 'profile' ? <ProfilePanel member={member} /> : null}
            {tab === 'membership' ? <MembershipPanel membership={membership} /> : null}
            {tab === 'resources' ? <ResourcesPanel resources={resources} addCpdEntry={<AddCpdEntry className="btn-secondary w-full" />} /> : null}
          </Suspense>

          {/* Plain links, not cards: the dashboard is at its 100 KB JavaScript budget. */}
          <nav aria-labelledby="account-heading" className="card">
            <h2 id="account-heading" className="text-lg font-semibold text-slate-900">
              {t('account.heading')}
            </h2>
            <ul className="mt-2 grid gap-x-6 sm:grid-cols-2 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:underline">
              <li>
                <Link to={paths.profile}>{t('links.editProfile')}</Link>
              </li>
              <li>
                <Link to={paths.changePassword}>{t('links.changePassword')}</Link>
              </li>
              <li>
                <Link to={paths.myListing}>{t('myListing.title')}</Link>
              </li>
              <li>
                <Link to={myDataPaths.page}>{t('privacy:dashboardLink')}</Link>
              </li>
              {/* A new privacy notice: /privacy's banner takes the acknowledgement (the form would pass the budget). */}
              {privacyAcknowledgement ? (
                <li>
                  <Link to={paths.privacy}>{t('privacy:banner.title')}</Link>
                </li>
              ) : null}
              <li>
                <Link to={paths.closeAccount}>{t('links.closeAccount')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </CpdDialogsProvider>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
