import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { PrivacyAcknowledgementBanner } from '#app/components/privacy-acknowledgement-banner.tsx'
import { myDataPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { noticeBlocks } from '#app/domain/retention.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadPrivacyPage, privacyPageAction } from './privacy.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadPrivacyPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return privacyPageAction(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('privacy', args)

export default function PrivacyNoticePage() {
  const { notice, requiredData, retention, cookies, signedIn, acknowledgementDue } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('privacy')
  const { pathname } = useLocation()
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{t('hero.intro')}</p>
        <p className="mt-2 text-sm">
          {t('version', { version: notice.version })} · {notice.effectiveAt ? t('effective', { date: formatDate(notice.effectiveAt, locale) }) : t('builtIn')}
        </p>
      </PageHero>

      {acknowledgementDue ? (
        <div className="container-page pt-6">
          <PrivacyAcknowledgementBanner version={acknowledgementDue} returnTo={pathname} />
        </div>
      ) : null}

      <section id="notice" aria-label={t('meta.title')} className="bg-white">
        <div className="container-page max-w-3xl space-y-4 py-12 text-slate-700">
          {noticeBlocks(notice.body).map((block, index) =>
            block.kind === 'heading' ? (
              <h2 key={index} className="pt-4 text-xl font-semibold text-slate-900">
                {block.text}
              </h2>
            ) : (
              <p key={index} className="whitespace-pre-line">
                {block.text}
              </p>
            ),
          )}
        </div>
      </section>

      <PageSection id="required-data" title={t('requiredData.title')} intro={<p>{t('requiredData.intro')}</p>} muted>
        <table className="stack-table max-w-4xl text-left text-sm text-slate-800">
          <caption className="sr-only">{t('requiredData.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-6">
                {t('requiredData.form')}
              </th>
              <th scope="col" className="py-2 pr-6">
                {t('requiredData.required')}
              </th>
              <th scope="col" className="py-2">
                {t('requiredData.ifMissing')}
              </th>
            </tr>
          </thead>
          <tbody>
            {requiredData.map((row) => (
              <tr key={row.form} className="border-b border-slate-200 align-top">
                <td data-label={t('requiredData.form')} className="py-2 pr-6 font-medium">
                  <Link to={row.path} className="link">
                    {t(`requiredData.forms.${row.form}.name`)}
                  </Link>
                </td>
                <td data-label={t('requiredData.required')} className="py-2 pr-6">
                  {row.fields.map((field) => t(`requiredData.fields.${field}`)).join(', ')}
                </td>
                <td data-label={t('requiredData.ifMissing')} className="py-2">
                  {t(`requiredData.forms.${row.form}.ifMissing`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageSection>

      <PageSection id="retention" title={t('retention.title')}>
        <table className="max-w-3xl text-left text-sm text-slate-800">
          <caption className="sr-only">{t('retention.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-6">
                {t('retention.what')}
              </th>
              <th scope="col" className="whitespace-nowrap py-2">
                {t('retention.howLong')}
              </th>
            </tr>
          </thead>
          <tbody>
            {retention.map((row) => (
              <tr key={row.key} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-6">{t(`retention.rows.${row.key}`)}</td>
                <td className="whitespace-nowrap py-2">{t(`retention.${row.unit}`, { count: row.amount })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageSection>

      <PageSection id="cookies" title={t('cookies.title')} intro={<p>{t('cookies.intro')}</p>} muted>
        <table className="stack-table max-w-4xl text-left text-sm text-slate-800">
          <caption className="sr-only">{t('cookies.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-6">
                {t('cookies.name')}
              </th>
              <th scope="col" className="py-2 pr-6">
                {t('cookies.purpose')}
              </th>
              <th scope="col" className="py-2">
                {t('cookies.lifetime')}
              </th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.key} className="border-b border-slate-200 align-top" data-cookie={cookie.key}>
                <td data-label={t('cookies.name')} className="py-2 pr-6">
                  {cookie.names.map((name) => (
                    <code key={name} className="block break-all font-mono text-xs text-slate-900">
                      {name}
                    </code>
                  ))}
                </td>
                <td data-label={t('cookies.purpose')} className="py-2 pr-6">
                  {t(`cookies.rows.${cookie.key}.purpose`)}
                </td>
                <td data-label={t('cookies.lifetime')} className="py-2">
                  {t(`cookies.rows.${cookie.key}.lifetime`, cookie.values)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-6 max-w-3xl text-slate-700">{t('cookies.control')}</p>
      </PageSection>

      <PageSection id="your-rights" title={t('rights.title')}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {signedIn ? (
            <p>
              {t('rights.signedIn')}{' '}
              <Link to={myDataPaths.page} className="link">
                {t('rights.dashboard')}
              </Link>
            </p>
          ) : (
            <p>{t('rights.signedOut')}</p>
          )}
        </div>
      </PageSection>
    </>
  )
}
