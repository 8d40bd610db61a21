import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PartnerStatusBadge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection } from '#app/components/public/page-section.tsx'
import { site } from '#app/config/site.ts'
import { collaborationIntro, globalNetworks, mouAndRecognition, partnershipEnquiryLink } from '#app/content/collaborations.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { loadCollaborationsPage } from './collaborations.server.ts'

export async function loader() {
  return loadCollaborationsPage()
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Collaborations & Partnerships',
    description:
      'Our local and international partners, memoranda of understanding, mutual recognition of CPD and how to partner with the association.',
    location,
    matches,
  })

function PartnerCard({
  partner,
  scope,
}: {
  partner: { name: string; type: string; description: string; focus: string; status: string; country?: string }
  scope: 'local' | 'international'
}) {
  return (
    <li className="card flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{partner.name}</h3>
        <PartnerStatusBadge status={partner.status} scope={scope} />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">
        {partner.type}
        {partner.country ? ` · ${partner.country}` : ''}
      </p>
      <p className="mt-2 flex-1 text-slate-700">{partner.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">Focus:</span> {partner.focus}
      </p>
    </li>
  )
}

export default function Collaborations() {
  const { local, international } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero eyebrow="Collaborations" title="Working together for safe, wholistic wellness">
        <p>{collaborationIntro}</p>
      </PageHero>

      <PageSection id="local-partners" title="Local partners">
        {local.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {local.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} scope="local" />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">Our local partnerships will be listed here soon.</p>
        )}
      </PageSection>

      <PageSection id="international-partners" title="International partners" muted>
        {international.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {international.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} scope="international" />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">Our international partnerships will be listed here soon.</p>
        )}
      </PageSection>

      <PageSection id="mou" title="MOUs and recognition">
        <div className="grid gap-6 md:grid-cols-3">
          {mouAndRecognition.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <p>{item.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="global-networks" title="Global networks" muted>
        <p className="max-w-3xl text-slate-700">{globalNetworks.description}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {globalNetworks.countries.map((country) => (
            <li key={country} className="rounded-full border border-brand-200 bg-white px-4 py-2 font-medium text-brand-900">
              {country}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="partner-with-us" title="Partner with us">
        <div className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-slate-700">
            Universities, clinics, community organisations and associations are welcome to talk to us about research,
            training, outreach or mutual recognition. Write to{' '}
            <a className="link" href={`mailto:${site.emails.partnerships}`}>
              {site.emails.partnerships}
            </a>{' '}
            or send us a message.
          </p>
          <Link to={partnershipEnquiryLink} className="btn-primary shrink-0">
            Discuss a partnership
          </Link>
        </div>
      </PageSection>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
