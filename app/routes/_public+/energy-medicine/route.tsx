import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection } from '#app/components/public/page-section.tsx'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadEnergyMedicinePage } from './energy-medicine.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadEnergyMedicinePage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('energy-medicine', args)

export default function EnergyMedicine() {
  const { content } = useLoaderData<typeof loader>()
  const { approach, culturalRelevance, faqs, gettingStarted, howItWorks, introduction, researchAndEvidence } = content
  const { t } = useTranslation('energy-medicine')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        {introduction.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </PageHero>

      <PageSection id="approach" title={t('approach')}>
        <div className="grid gap-6 md:grid-cols-3">
          {approach.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <p>{item.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="cultural-relevance" title={t('culturalRelevance')} muted>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {culturalRelevance.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-it-works" title={t('howItWorks')}>
        <ol className="grid gap-6 md:grid-cols-2">
          {howItWorks.map((item, index) => (
            <li key={item.step} className="card">
              <p className="text-sm font-semibold text-brand-800">{t('step', { number: index + 1 })}</p>
              <h3 className="text-lg font-semibold text-slate-900">{item.step}</h3>
              <p className="mt-2 text-slate-700">{item.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="research" title={t('research')} muted>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {researchAndEvidence.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="faq" title={t('faq')}>
        <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faqs.map((faq) => (
            <details key={faq.question} className="group p-4">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <span aria-hidden="true" className="mr-2 inline-block text-brand-700 group-open:rotate-90">
                  ›
                </span>
                {faq.question}
              </summary>
              <p className="mt-2 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>

      <PageSection id="getting-started" title={t('gettingStarted')} muted>
        <ul className="grid gap-6 md:grid-cols-3">
          {gettingStarted.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="card block h-full hover:border-brand-600">
                <span className="text-lg font-semibold text-brand-800">{item.title}</span>
                <span className="mt-2 block text-slate-700">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
