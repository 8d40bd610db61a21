import type { MetaFunction } from '@remix-run/node'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { site } from '#app/config/site.ts'
import { disciplinarySteps, foundationStatement, principles, professionalStandards } from '#app/content/ethics.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Code of Ethics',
    description:
      'The EMPAM code of ethics: six principles, the professional standards every practising member meets, and how complaints and appeals are handled.',
    location,
    matches,
  })

export default function Ethics() {
  return (
    <>
      <PageHero eyebrow="Code of Ethics" title="The promises our members make">
        <p>{foundationStatement}</p>
      </PageHero>

      <PageSection id="principles" title="Six ethical principles">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {principles.map((p, index) => (
            <li key={p.title} className="card">
              <p className="text-sm font-semibold text-brand-800">Principle {index + 1}</p>
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="standards" title="Professional standards" muted intro="Every practising member keeps to these standards.">
        <div className="card max-w-3xl">
          <TickList items={professionalStandards} className="text-slate-700" />
        </div>
      </PageSection>

      <PageSection
        id="disciplinary"
        title="Disciplinary procedure"
        intro="A fair, confidential process for concerns about a member’s conduct."
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {disciplinarySteps.map((step, index) => (
            <li key={step.title} className="card">
              <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="ethics-committee" title="Contact the Ethics Committee" muted>
        <InfoCard title="Raise a concern in confidence" className="max-w-3xl">
          <p>
            If you are worried about the conduct of a member, please write to the Ethics Committee with what happened, when
            and who was involved. We acknowledge every message within five working days.
          </p>
          <p>
            E-mail:{' '}
            <a className="link" href={`mailto:${site.emails.ethics}`}>
              {site.emails.ethics}
            </a>
          </p>
          <p>
            Post: Ethics Committee, {site.name}, {site.address.lines.join(', ')}, {site.address.city}, {site.address.state}
          </p>
          <p className="text-sm">
            If someone is in danger or needs urgent medical help, call 999 first.
          </p>
        </InfoCard>
      </PageSection>
    </>
  )
}
