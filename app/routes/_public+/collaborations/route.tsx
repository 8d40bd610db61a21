import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PartnerStatusBadge } from '#app/components/public/badge.tsx'
import { LocalizedText } from '#app/components/public/localized-text.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection } from '#app/components/public/page-section.tsx'
import { site } from '#app/config/site.ts'
import { langOf, type Locale } from '#app/domain/locale.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadCollaborationsPage } from './collaborations.server.ts'
import { MediaImage } from '#app/components/media-image.tsx'
import type { MediaImage as StoredImage } from '#app/domain/media.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadCollaborationsPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('collaborations', args)

type Text = { text: string; lang: Locale }

function PartnerCard({
  partner,
  scope,
}: {
  partner: { name: Text; type: Text; description: Text; focus: Text; status: string; country?: string; logo: StoredImage | null }
  scope: 'local' | 'international'
}) {
  const { t, locale } = useTranslation('collaborations')
  return (
    <li className="card flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {partner.logo ? (
          // The partner's name is written beside its logo: the logo is decorative.
          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white">
            <MediaImage image={partner.logo} sizes="64px" decorative className="h-16 w-16 object-contain" />
          </div>
        ) : null}
        <h3 lang={langOf(partner.name, locale)} className="text-lg font-semibold text-slate-900">
          {partner.name.text}
        </h3>
        <PartnerStatusBadge status={partner.status} scope={scope} />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">
        <LocalizedText field={partner.type} />
        {partner.country ? ` · ${partner.country}` : ''}
      </p>
      <p lang={langOf(partner.description, locale)} className="mt-2 flex-1 text-slate-700">
        {partner.description.text}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{t('focus')}</span>{' '}
        <LocalizedText field={partner.focus} />
      </p>
    </li>
  )
}

export default function Collaborations() {
  const { local, international, content } = useLoaderData<typeof loader>()
  const { collaborationIntro, globalNetworks, mouAndRecognition, partnershipEnquiryLink } = content
  const { t } = useTranslation('collaborations')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{collaborationIntro}</p>
      </PageHero>

      <PageSection id="local-partners" title={t('local.title')}>
        {local.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {local.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} scope="local" />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('local.empty')}</p>
        )}
      </PageSection>

      <PageSection id="international-partners" title={t('international.title')} muted>
        {international.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {international.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} scope="international" />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('international.empty')}</p>
        )}
      </PageSection>

      <PageSection id="mou" title={t('mou')}>
        <div className="grid gap-6 md:grid-cols-3">
          {mouAndRecognition.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <p>{item.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="global-networks" title={t('globalNetworks')} muted>
        <p className="max-w-3xl text-slate-700">{globalNetworks.description}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {globalNetworks.countries.map((country) => (
            <li key={country} className="rounded-full border border-brand-200 bg-white px-4 py-2 font-medium text-brand-900">
              {country}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="partner-with-us" title={t('partner.title')}>
        <div className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-slate-700">
            <Trans
              text={t('partner.text', { email: site.emails.partnerships })}
              components={{
                email: (address) => (
                  <a className="link" href={`mailto:${site.emails.partnerships}`}>
                    {address}
                  </a>
                ),
              }}
            />
          </p>
          <Link to={partnershipEnquiryLink} className="btn-primary shrink-0">
            {t('partner.discuss')}
          </Link>
        </div>
      </PageSection>
    </>
  )
}
