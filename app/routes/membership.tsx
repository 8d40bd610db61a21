import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { applicationSteps, formatFee, membershipTypes, whyJoin } from '#app/content/membership.ts'
import { cn } from '#app/components/class-names.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { paths } from '#app/config/paths.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Membership',
    description:
      'Ten membership types with their entry and annual fees, eligibility, voting and directory listing rights, and how to apply to join EMPAM.',
    location,
    matches,
  })

export default function Membership() {
  return (
    <>
      <PageHero eyebrow="Membership" title="Join a professional community that puts safety and ethics first">
        <p>
          Whether you see clients every day, are still training or simply share our aims, there is a membership type for
          you. Fees are in ringgit; the entry fee is paid once, the annual fee every year.
        </p>
      </PageHero>

      <PageSection id="types" title="Membership types and fees">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {membershipTypes.map((m) => (
            <li
              key={m.type}
              className={cn('card flex flex-col', m.mostPopular && 'border-2 border-brand-700 ring-2 ring-brand-100')}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{m.type}</h3>
                {m.mostPopular ? <Badge className="bg-brand-700 text-white">Most popular</Badge> : null}
              </div>
              <p className="mt-2 text-slate-700">{m.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
                <div>
                  <dt className="text-slate-700">Entry fee</dt>
                  <dd className="text-base font-semibold text-slate-900">{formatFee(m.entryFee, m.entryFeeNote)}</dd>
                </div>
                <div>
                  <dt className="text-slate-700">Annual fee</dt>
                  <dd className="text-base font-semibold text-slate-900">
                    {m.annualFee == null ? 'None' : `${formatFee(m.annualFee)} a year`}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 flex flex-wrap gap-2 text-xs">
                <Badge className={m.voting ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-800'}>
                  {m.voting ? 'Voting rights' : 'No voting rights'}
                </Badge>
                {m.listed ? <Badge className="bg-sky-100 text-sky-900">Listed in the directory</Badge> : null}
              </p>
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Benefits</h4>
              <TickList items={m.benefits} className="mt-1 text-sm text-slate-700" />
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Eligibility</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {m.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">
          Voting members are Practicing Ordinary, Non-Practicing Ordinary and Fellow members. A Practicing Ordinary member
          may apply to become a Fellow after 5 years of practice. Listing in the directory is added publicity for
          Practicing Ordinary, Foreign, Corporate, Fellow and Honorary Fellow members.
        </p>
      </PageSection>

      <PageSection id="why-join" title="Why join?" muted>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyJoin.map((w) => (
            <InfoCard key={w.title} title={w.title}>
              <p>{w.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-to-apply" title="How to apply">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {applicationSteps.map((step, index) => (
            <li key={step.title} className="card">
              <span
                aria-hidden="true"
                className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="apply" title="Ready to join, or already a member?" muted>
        <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            Apply online in a few minutes, or sign in to your member portal to update your profile and record CPD.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.register} className="btn-primary">
              Apply for Membership
            </Link>
            <Link to={paths.login} className="btn-secondary">
              Member Login
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  )
}
