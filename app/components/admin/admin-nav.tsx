import { ChromeNavLink } from '#app/components/layout/chrome-link.tsx'
import { useRouteLoaderData } from '@remix-run/react'
import { adminPaths } from '#app/config/admin-paths.ts'
import { credentialPaths } from '#app/config/credential-paths.ts'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import type { AdminArea } from '#app/domain/roles.ts'
import { useTranslation } from '#app/utils/i18n.ts'

const sections = [
  { to: adminPaths.listings, label: 'nav.listings', area: 'listings', end: true },
  { to: adminPaths.listingReviews, label: 'nav.listingReviews', area: 'listings' },
  { to: adminPaths.applications, label: 'nav.applications', area: 'applications' },
  { to: adminPaths.members, label: 'nav.members', area: 'members' },
  { to: financePaths.payments, label: 'nav.payments', area: 'finance' },
  { to: financePaths.donations, label: 'nav.donations', area: 'finance' },
  { to: financePaths.ledger, label: 'nav.ledger', area: 'finance' },
  { to: financePaths.paymentSettings, label: 'nav.paymentSettings', area: 'finance' },
  { to: financePaths.reconciliation, label: 'nav.reconciliation', area: 'finance' },
  { to: financePaths.expenses, label: 'nav.expenses', area: 'finance' },
  { to: adminPaths.cpd, label: 'nav.cpd', area: 'cpd', end: true },
  { to: credentialPaths.admin, label: 'nav.credentials', area: 'cpd' },
  { to: cpdAuditPaths.audits, label: 'nav.cpdAudits', area: 'cpd' },
  { to: conductPaths.queue, label: 'nav.concerns', area: 'conduct' },
  { to: adminPaths.content, label: 'nav.content', area: 'content' },
  { to: adminPaths.messages, label: 'nav.messages', area: 'messages' },
  { to: governancePaths.officeBearers, label: 'nav.officeBearers', area: 'roles' },
  { to: adminPaths.audit, label: 'nav.audit', area: 'audit' },
  { to: adminPaths.privacy, label: 'nav.privacy', area: 'privacy' },
  { to: governancePaths.elections, label: 'nav.elections', area: 'elections' },
  { to: governancePaths.meetings, label: 'nav.meetings', area: 'meetings' },
  { to: governancePaths.annualReturn, label: 'nav.annualReturn', area: 'meetings' },
] as const satisfies ReadonlyArray<{ to: string; label: string; area: AdminArea; end?: boolean }>

/**
 * The administration's navigation (issue 32: drawn once, by the administration's layout route,
 * routes/_admin+/_layout.tsx): the parts the signed-in account may open (the root's session user), so a
 * treasurer sees and reaches her pages; the server refuses what is not theirs all the same.
 *
 * Drawn on the server only, as the site's header (admin-nav.server.ts, ServerMarkup): its code and the
 * addresses it lists stay out of the browser (about 1 KB of gzipped JavaScript on every administration
 * page, which had reached the 100 KB budget). Its links are plain links; after a client-side navigation
 * root.tsx sets their `aria-current` again (`data-nav`), which styles the current one.
 */
export function AdminNavContent() {
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
              <ChromeNavLink
                to={s.to}
                end={'end' in s}
                className="flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900"
              >
                {t(s.label)}
              </ChromeNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
