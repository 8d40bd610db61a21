import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { site } from '#app/config/site.ts'
import { PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { aboutIntro, commitments, historyCards, mission, vision, whyMalaysia } from '#app/content/about.ts'
import { pillarDescriptions } from '#app/content/pillars.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { paths } from '#app/config/paths.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'About Us',
    description:
      'Who we are: a non-profit association of energy medicine practitioners in Malaysia, our vision and mission, our history and the 10 Pillars of Sustainable Wholistic Wellness.',
    location,
    matches,
  })

export default function About() {
  return (
    <>
      <PageHero eyebrow="About Us" title="Championing safe, ethical energy medicine in Malaysia">
        {aboutIntro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </PageHero>

      <PageSection id="commitments" title="Our commitments">
        <div className="grid gap-6 md:grid-cols-3">
          {commitments.map((c) => (
            <InfoCard key={c.title} title={c.title}>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="vision-mission" title="Vision and Mission" muted>
        <div className="grid gap-6 md:grid-cols-2">
          <InfoCard title="Our Vision">
            <p>{vision}</p>
          </InfoCard>
          <InfoCard title="Our Mission">
            <TickList items={mission} />
          </InfoCard>
        </div>
      </PageSection>

      <PageSection id="history" title="Our History">
        <div className="grid gap-6 md:grid-cols-3">
          {historyCards.map((c) => (
            <InfoCard key={c.title} title={c.title}>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-700">
          Registered with the Registrar of Societies Malaysia, registration number {site.registrationNumber}.
        </p>
      </PageSection>

      <PageSection
        id="pillars"
        title="The 10 Pillars of Sustainable Wholistic Wellness"
        intro="Our framework for talking about wellbeing as a whole: ten everyday areas of life that our members work with."
        muted
      >
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {PILLAR_SPECIALTIES.map((pillar, index) => (
            <li key={pillar} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm font-semibold text-brand-800">Pillar {index + 1}</p>
              <h3 className="font-semibold text-slate-900">{pillar}</h3>
              <p className="mt-1 text-sm text-slate-700">{pillarDescriptions[pillar]}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="why-malaysia" title="Why Energy Medicine in Malaysia?">
        <div className="grid gap-6 md:grid-cols-2">
          {whyMalaysia.map((c) => (
            <InfoCard key={c.title} title={c.title}>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.membership} className="btn-primary">
            Become a member
          </Link>
          <Link to={paths.ethics} className="btn-secondary">
            Read our code of ethics
          </Link>
        </div>
      </PageSection>
    </>
  )
}
