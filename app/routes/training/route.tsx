import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Badge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import {
  approvedProviders,
  becomeProviderLink,
  cpdInformation,
  programmeEnquiryLink,
  providerRequirements,
  registerLink,
  upcomingEvents,
} from '#app/content/training.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { contactFormPath, paths } from '#app/config/paths.ts'
import { loadTrainingPage } from './training.server.ts'

export async function loader() {
  return loadTrainingPage()
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Training & CPD',
    description:
      'Training programmes, upcoming workshops and webinars, continuing professional development (CPD) requirements and approved training providers.',
    location,
    matches,
  })

export default function Training() {
  const { programmes } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero eyebrow="Training & CPD" title="Learn, grow and keep your practice safe">
        <p>
          Our programmes, workshops and webinars help practitioners build skills, stay within the code of ethics and meet
          the yearly continuing professional development (CPD) requirement.
        </p>
      </PageHero>

      <PageSection id="programmes" title="Training programmes">
        {programmes.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {programmes.map((p) => (
              <li key={p.id} className="card flex flex-col">
                <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{p.description}</p>
                <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-700">Duration</dt>
                    <dd className="font-medium text-slate-900">{p.duration}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">Level</dt>
                    <dd className="font-medium text-slate-900">{p.level}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">Provider</dt>
                    <dd className="font-medium text-slate-900">{p.provider}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">Cost</dt>
                    <dd className="font-medium text-slate-900">{p.cost || 'Please ask us'}</dd>
                  </div>
                </dl>
                <Link to={programmeEnquiryLink(p.title)} className="btn-secondary mt-4 self-start">
                  Learn More<span className="sr-only"> about {p.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">
            New programmes are being prepared. Please check back soon, or{' '}
            <Link to={contactFormPath({ subject: 'training' })} className="link">
              ask us about training
            </Link>
            .
          </p>
        )}
      </PageSection>

      <PageSection id="upcoming-events" title="Upcoming events" muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {upcomingEvents.map((event) => (
            <li key={event.title} className="card flex flex-col">
              <div className="flex flex-wrap gap-2">
                <Badge className="bg-sky-100 text-sky-900">{event.type}</Badge>
                <Badge className="bg-slate-100 text-slate-800">{event.level}</Badge>
                <Badge className="bg-brand-100 text-brand-900">{event.cpdHours} CPD hours</Badge>
              </div>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{event.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{event.description}</p>
              <dl className="mt-4 space-y-1 text-sm text-slate-700">
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-900">Date:</dt>
                  <dd>{event.date}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-900">Time:</dt>
                  <dd>{event.time}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-900">Location:</dt>
                  <dd>{event.location}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-900">Instructor:</dt>
                  <dd>{event.instructor}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-900">Fee:</dt>
                  <dd>RM {event.price}</dd>
                </div>
              </dl>
              <Link to={registerLink(event)} className="btn-primary mt-4 self-start">
                Register Now<span className="sr-only"> for {event.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="cpd" title="Continuing professional development">
        <div className="grid gap-6 md:grid-cols-3">
          <div className="card md:col-span-2">
            <TickList items={cpdInformation.points} className="text-slate-700" />
          </div>
          <div className="card flex flex-col items-start justify-center bg-brand-50">
            <p className="text-4xl font-bold text-brand-900">{cpdInformation.requirement}</p>
            <p className="text-slate-800">CPD hours a year for practising members</p>
            <Link to={paths.dashboard} className="link mt-3">
              Record your CPD in the member portal
            </Link>
          </div>
        </div>
      </PageSection>

      <PageSection id="providers" title="Approved training providers" muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {approvedProviders.map((provider) => (
            <li key={provider.name}>
              <InfoCard title={provider.name}>
                <p className="text-sm">{provider.location}</p>
                <p className="text-sm font-medium text-brand-800">{provider.accreditation}</p>
                <p className="text-sm">Specialities: {provider.specialties.join(', ')}</p>
                <p className="text-sm">
                  Contact:{' '}
                  <a className="link" href={`mailto:${provider.contact}`}>
                    {provider.contact}
                  </a>
                </p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="become-provider"
        title="Become an approved provider"
        intro="Training organisations that meet these requirements may apply for approval. Approved courses count towards members’ CPD."
      >
        <div className="card max-w-3xl">
          <TickList items={providerRequirements} className="text-slate-700" />
          <Link to={becomeProviderLink} className="btn-primary mt-6">
            Apply to Become Provider
          </Link>
        </div>
      </PageSection>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
