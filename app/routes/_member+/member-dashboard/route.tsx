import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { dashboardTabOfPath, DashboardTabs } from '#app/components/dashboard/dashboard-tabs.tsx'
import { WelcomeCard } from '#app/components/dashboard/welcome-card.tsx'
import { siteName } from '#app/config/site-name.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { loadDashboardFrame } from './dashboard.server.ts'
import { myDataPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'

/** The frame of the dashboard's four tabs; each tab is a route of its own with its own loader (issue 31). */
export async function loader(args: LoaderFunctionArgs) {
  return loadDashboardFrame(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'dashboard')
  return [
    ...pageMeta({ title: t('metaTitle'), description: t('metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function MemberDashboardFrame() {
  const { member, standing, privacyAcknowledgement, notices, credentialsLink } = useLoaderData<typeof loader>()
  const tab = dashboardTabOfPath(useLocation().pathname)
  const { t } = useTranslation('dashboard')

  return (
    <div className="container-page py-4 sm:py-12">
      <div className="flex items-end justify-between gap-3">
        <div>
          {/* On a phone the header's logo leads home; the line would push the CPD year below the first screen. */}
          <Link to={paths.home} className="link-tap hidden text-sm sm:inline-flex">
            <span aria-hidden="true">← </span>
            {t('backTo', { site: siteName.shortName })}
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
        {notices.map((notice) => (
          // Issue 36: a concern awaiting the member's response, insurance or first aid lapsed or unconfirmed (worded by the loader).
          <p key={notice.id} role="status" data-testid={notice.testId} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {notice.text}{' '}
            <Link to={notice.link} className="inline-flex min-h-11 items-center font-semibold underline">
              {notice.label}
            </Link>
          </p>
        ))}
        <WelcomeCard member={member} standing={standing} />
        <DashboardTabs current={tab} />

        <Outlet />

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
            <li>
              <Link to={credentialsLink.to}>{credentialsLink.label}</Link>
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
  )
}
