import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection } from '#app/components/public/page-section.tsx'
import {
  approach,
  culturalRelevance,
  faqs,
  gettingStarted,
  howItWorks,
  introduction,
  researchAndEvidence,
} from '#app/content/energy-medicine.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'What Is Energy Medicine?',
    description:
      'A plain-language guide to energy medicine: what it is, how a session works, what the research shows, and how it complements medical care in Malaysia.',
    location,
    matches,
  })

export default function EnergyMedicine() {
  return (
    <>
      <PageHero eyebrow="Energy Medicine" title="What is energy medicine?">
        {introduction.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </PageHero>

      <PageSection id="approach" title="Our approach">
        <div className="grid gap-6 md:grid-cols-3">
          {approach.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <p>{item.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="cultural-relevance" title="Cultural relevance in Malaysia" muted>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {culturalRelevance.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-it-works" title="How it works">
        <ol className="grid gap-6 md:grid-cols-2">
          {howItWorks.map((item, index) => (
            <li key={item.step} className="card">
              <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>
              <h3 className="text-lg font-semibold text-slate-900">{item.step}</h3>
              <p className="mt-2 text-slate-700">{item.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="research" title="Research and evidence" muted>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {researchAndEvidence.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="faq" title="Frequently asked questions">
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

      <PageSection id="getting-started" title="Getting started" muted>
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
