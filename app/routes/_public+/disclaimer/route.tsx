import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { contactFormPath } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadDisclaimerPage } from './disclaimer.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadDisclaimerPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('disclaimer', args)

export default function Disclaimer() {
  const { content } = useLoaderData<typeof loader>()
  const { t } = useTranslation('disclaimer')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{t('hero.intro')}</p>
      </PageHero>

      <PageSection id="directory-disclaimer" title={t('directory')}>
        <ul className="max-w-3xl list-disc space-y-3 pl-5 text-slate-700">
          {content.disclaimerPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="medical" title={t('medical.title')} muted>
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>{t('medical.complementary')}</p>
          <p>{t('medical.urgent')}</p>
        </div>
      </PageSection>

      <PageSection id="privacy" title={t('privacy.title')}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>{t('privacy.pdpa')}</p>
          <p>
            <Trans
              text={t('privacy.rights', { email: site.emails.general })}
              components={{
                email: (address) => (
                  <a className="link" href={`mailto:${site.emails.general}`}>
                    {address}
                  </a>
                ),
              }}
            />
          </p>
          <p>
            <Trans
              text={t('privacy.questions')}
              components={{
                link: (words) => (
                  <Link to={contactFormPath({ subject: 'complaint' })} className="link">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </PageSection>
    </>
  )
}
