import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { site } from '#app/config/site.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadEthicsPage } from './ethics.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadEthicsPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('ethics', args)

export default function Ethics() {
  const { content } = useLoaderData<typeof loader>()
  const { disciplinarySteps, foundationStatement, principles, professionalStandards } = content
  const { t, locale } = useTranslation('ethics')
  const { t: tc } = useTranslation('conduct')
  const { lines, city, state } = site.address
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{foundationStatement}</p>
      </PageHero>

      <PageSection id="principles" title={t('principles')}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {principles.map((p, index) => (
            <li key={p.title} className="card">
              <p className="text-sm font-semibold text-brand-800">{t('principle', { number: index + 1 })}</p>
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="standards" title={t('standards.title')} muted intro={t('standards.intro')}>
        <div className="card max-w-3xl">
          <TickList items={professionalStandards} className="text-slate-700" />
        </div>
      </PageSection>

      <PageSection
        id="disciplinary"
        title={t('disciplinary.title')}
        intro={t('disciplinary.intro')}
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {disciplinarySteps.map((step, index) => (
            <li key={step.title} className="card">
              <p className="text-sm font-semibold text-brand-800">{t('disciplinary.step', { number: index + 1 })}</p>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6">
          <Link to={conductPaths.raiseForm} className="btn-primary">
            {tc('link.ethics')}
          </Link>
        </p>
      </PageSection>

      <PageSection id="ethics-committee" title={t('committee.title')} muted>
        <InfoCard title={t('committee.card')} className="max-w-3xl">
          <p>{t('committee.how')}</p>
          <p>
            {t('committee.email')}{' '}
            <a className="link" href={`mailto:${site.emails.ethics}`}>
              {site.emails.ethics}
            </a>
          </p>
          <p>
            {t('committee.post', { name: locale === 'ms' ? site.nameMs : site.name, address: [...lines, city, state].join(', ') })}
          </p>
          <p className="text-sm">{t('committee.emergency')}</p>
        </InfoCard>
      </PageSection>
    </>
  )
}
