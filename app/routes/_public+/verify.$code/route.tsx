import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { site } from '#app/config/site.ts'
import { formatDate } from '#app/domain/dates.ts'
import { createT, metaTranslation, stringsOfError, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { AttendanceVerdict } from '#app/components/events/attendance-verdict.tsx'
import { CpdYearVerdict } from '#app/components/events/cpd-year-verdict.tsx'
import { loadVerifyPage } from './verify.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadVerifyPage(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location, matches }) => {
  if (!data) {
    const found = stringsOfError(error)
    const title = found ? createT(found.strings, found.locale, 'membership')('verify.notFoundTitle') : ''
    return [{ title: title ? `${title} | ${site.shortName}` : site.shortName }, { name: 'robots', content: 'noindex' }]
  }
  const { t } = metaTranslation(matches, 'membership')
  return pageMeta({ title: t('verify.title'), description: t('verify.description', { site: site.shortName }), location, matches })
}

/** The public check behind a certificate's QR: plain text, no JavaScript needed. */
export default function VerifyPage() {
  const { membership, attendance, cpdYear, registerLink } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('membership')
  const listLabel = useListLabel()
  const { t: tr } = useTranslation('register')
  if (attendance || cpdYear) {
    return (
      <>
        {attendance ? <AttendanceVerdict attendance={attendance} /> : null}
        {cpdYear ? <CpdYearVerdict cpdYear={cpdYear} /> : null}
        <RegisterLink href={registerLink} />
      </>
    )
  }
  if (!membership) return null
  const until = membership.validUntil ? formatDate(`${membership.validUntil}T04:00:00Z`, locale) : null
  // Issue 33: the stage, as the member's own dashboard says it.
  const status = listLabel('membershipStages', membership.stage)
  const verdict =
    membership.stage === 'renewal-due' && until
      ? t('verify.renewalDue', { site: site.shortName, until })
      : membership.stage !== 'active'
        ? t('verify.notCurrent', { status: status.toLowerCase() })
        : until
          ? t('verify.inGoodStanding', { site: site.shortName, until })
          : t('verify.inGoodStandingNoExpiry', { site: site.shortName })
  return (
    <>
      <PageHero eyebrow={t('verify.title')} title={verdict} />
      <PageSection id="membership" title={membership.name}>
        <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-slate-800">
          <dt className="font-semibold">{t('verify.labels.membershipId')}</dt>
          <dd>{membership.membershipId}</dd>
          <dt className="font-semibold">{t('verify.labels.membershipType')}</dt>
          <dd>{listLabel('membershipTypes', membership.membershipType)}</dd>
          <dt className="font-semibold">{t('verify.labels.status')}</dt>
          <dd>{status}</dd>
          <dt className="font-semibold">{t('verify.labels.validUntil')}</dt>
          <dd>{until ?? t('verify.noExpiry')}</dd>
        </dl>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{t('verify.disclaimer', { site: site.shortName })}</p>
        <p className="mt-4">
          <a href={registerLink} className="link inline-flex min-h-11 items-center" data-testid="register-link">
            {tr('title')}
          </a>
        </p>
      </PageSection>
    </>
  )
}

/** Issue 36: the public register's entry for the certificate's member, where a sanction in force shows. */
function RegisterLink({ href }: { href: string }) {
  const { t } = useTranslation('register')
  return (
    <div className="container-page pb-12">
      <a href={href} className="link inline-flex min-h-11 items-center" data-testid="register-link">
        {t('title')}
      </a>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  // The 404 carries the page's strings (there is no loader data to read them from).
  const found = stringsOfError(error)
  if (found && isRouteErrorResponse(error) && error.status === 404) {
    const t = createT(found.strings, found.locale, 'membership')
    return (
      <PageHero eyebrow={t('verify.title')} title={t('verify.notFoundTitle')}>
        <p>{t('verify.notFound')}</p>
      </PageHero>
    )
  }
  return <GeneralErrorBoundary error={error} />
}
