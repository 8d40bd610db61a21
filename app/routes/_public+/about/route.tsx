import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CommitteeSection } from '#app/components/public/committee-section.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { paths } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadAboutPage } from './about.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadAboutPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('about', args)

export default function About() {
  const { content, pillars, committee } = useLoaderData<typeof loader>()
  const { t } = useTranslation('about')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        {content.aboutIntro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </PageHero>

      <PageSection id="commitments" title={t('commitments')}>
        <div className="grid gap-6 md:grid-cols-3">
          {content.commitments.map((c) => (
            <InfoCard key={c.title} title={c.title}>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="vision-mission" title={t('visionMission')} muted>
        <div className="grid gap-6 md:grid-cols-2">
          <InfoCard title={t('vision')}>
            <p>{content.vision}</p>
          </InfoCard>
          <InfoCard title={t('mission')}>
            <TickList items={content.mission} />
          </InfoCard>
        </div>
      </PageSection>

      <PageSection id="history" title={t('history')}>
        <div className="grid gap-6 md:grid-cols-3">
          {content.historyCards.map((c) => (
            <InfoCard key={c.title} title={c.title}>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-700">{t('registration', { number: site.registrationNumber })}</p>
      </PageSection>

      <PageSection id="pillars" title={t('pillars.title')} intro={t('pillars.intro')} muted>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {pillars.map((pillar, index) => (
            <li key={pillar.name} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm font-semibold text-brand-800">{t('pillars.pillar', { number: index + 1 })}</p>
              <h3 className="font-semibold text-slate-900">{pillar.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{pillar.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="why-malaysia" title={t('whyMalaysia')}>
        <div className="grid gap-6 md:grid-cols-2">
          {content.whyMalaysia.map((c) => (
            <InfoCard key={c.title} title={c.title}>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.membership} className="btn-primary">
            {t('becomeMember')}
          </Link>
          <Link to={paths.ethics} className="btn-secondary">
            {t('readEthics')}
          </Link>
        </div>
      </PageSection>

      <CommitteeSection content={committee} />
    </>
  )
}
