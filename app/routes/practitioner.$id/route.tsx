import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { DirectoryDisclaimer } from '#app/components/directory/directory-disclaimer.tsx'
import { ArrowLeftIcon, BuildingIcon, LocationIcon, MailIcon, PhoneIcon } from '#app/components/directory/icons.tsx'
import { Rating } from '#app/components/directory/rating.tsx'
import { SpecialtyBadges } from '#app/components/directory/specialty-badges.tsx'
import { listingStructuredData, serializeJsonLd } from '#app/components/directory/structured-data.ts'
import { GeneralErrorBoundary, NotFoundPanel } from '#app/components/error-boundary.tsx'
import { site } from '#app/config/site.ts'
import { PILLAR_SPECIALTIES, type PillarSpecialty } from '#app/domain/constants.ts'
import type { RootLoaderData } from '#app/root.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { initials } from '#app/domain/names.ts'
import { useNonce } from '#app/utils/nonce-provider.ts'
import { paths } from '#app/config/paths.ts'
import { loadPractitionerPage } from './practitioner.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadPractitionerPage(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return [{ title: `Practitioner Not Found | ${site.shortName}` }, { name: 'robots', content: 'noindex' }]
  const p = data.practitioner
  const fullName = [p.salutation, p.name].filter(Boolean).join(' ')
  const role = [p.title, p.businessName].filter(Boolean).join(', ')
  return pageMeta({
    title: fullName,
    description: `${fullName}${role ? `, ${role}` : ''}${p.location ? ` in ${p.location}` : ''}. A self-registered listing in the EMPAM practitioner directory.`,
    location,
    matches,
    type: 'profile',
  })
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const mailHref = (email: string) => `mailto:${email}?subject=${encodeURIComponent('Enquiry from the EMPAM directory')}`

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  )
}

export default function PractitionerProfilePage() {
  const { practitioner: p } = useLoaderData<typeof loader>()
  const origin = useRouteLoaderData<RootLoaderData>('root')?.origin ?? ''
  const nonce = useNonce()
  const fullName = [p.salutation, p.name].filter(Boolean).join(' ')
  const pillars = p.specialties.filter((s): s is PillarSpecialty => (PILLAR_SPECIALTIES as readonly string[]).includes(s))
  const structuredData = serializeJsonLd(listingStructuredData(p, `${origin}/practitioner/${p.id}`))

  return (
    <div className="container-page py-8 sm:py-12">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: structuredData }} />
      <p>
        <Link to={paths.findPractitioner} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline">
          <ArrowLeftIcon />
          Back to Directory
        </Link>
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <article aria-labelledby="practitioner-name" className="space-y-6 lg:col-span-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              {p.imageUrl ? (
                <img
                  src={p.imageUrl}
                  alt={`Portrait of ${fullName}`}
                  width={112}
                  height={112}
                  className="h-28 w-28 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-900"
                >
                  {initials(p.name)}
                </span>
              )}
              <div className="min-w-0 space-y-2">
                <h1 id="practitioner-name" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  {fullName}
                </h1>
                {p.title ? <p className="text-lg text-slate-700">{p.title}</p> : null}
                <p className="text-sm text-slate-700">
                  Member ID: <span className="font-semibold text-slate-900">{p.membershipId}</span>
                </p>
                {p.certification ? (
                  <p className="text-sm text-slate-700">
                    Certification: <span className="text-slate-900">{p.certification}</span>
                  </p>
                ) : null}
                <Rating rating={p.rating} reviewCount={p.reviewCount} />
                <SpecialtyBadges specialties={p.specialties} className="pt-1" />
              </div>
            </div>
          </div>

          <section aria-labelledby="about-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
              About
            </h2>
            {p.description ? (
              <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{p.description}</p>
            ) : (
              <p className="mt-3 text-slate-700">This practitioner has not written an introduction yet.</p>
            )}
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <div className="rounded-lg bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">Experience</dt>
                <dd className="text-lg font-semibold text-slate-900">
                  {`${p.experience} ${p.experience === 1 ? 'year' : 'years'}`}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">Location</dt>
                <dd className="text-lg font-semibold text-slate-900">{p.location || p.state || 'Not given'}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="pillars-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="pillars-heading" className="text-xl font-semibold text-slate-900">
              Pillar Specialities
            </h2>
            {pillars.length ? (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {pillars.map((pillar) => (
                  <li key={pillar} className="flex items-center gap-2 text-slate-800">
                    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />
                    {pillar}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">No pillar specialities listed.</p>
            )}
            <p className="mt-4 text-sm text-slate-600">
              The pillars come from the association&rsquo;s framework of the 10 Pillars of Sustainable Wholistic Wellness.
            </p>
          </section>
        </article>

        <div className="space-y-6">
          <section id="contact" aria-labelledby="contact-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="contact-heading" className="text-xl font-semibold text-slate-900">
              Contact
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {p.businessName ? (
                <Detail icon={<BuildingIcon />} label="Practice">
                  {p.businessName}
                </Detail>
              ) : null}
              {p.phone ? (
                <Detail icon={<PhoneIcon />} label="Phone">
                  <a href={telHref(p.phone)} className="link">
                    {p.phone}
                  </a>
                </Detail>
              ) : null}
              <Detail icon={<MailIcon />} label="E-mail">
                <a href={`mailto:${p.email}`} className="link">
                  {p.email}
                </a>
              </Detail>
              {p.location ? (
                <Detail icon={<LocationIcon />} label="Location">
                  {p.location}
                </Detail>
              ) : null}
            </dl>
            <div className="mt-6 flex flex-col gap-2">
              {p.phone ? (
                <a href={telHref(p.phone)} className="btn-primary">
                  <PhoneIcon />
                  Book Appointment
                </a>
              ) : null}
              <a href={mailHref(p.email)} className={p.phone ? 'btn-secondary' : 'btn-primary'}>
                <MailIcon />
                Send Message
              </a>
            </div>
            <p className="mt-4 text-xs text-slate-600">
              You deal with the practitioner directly; the association is not party to any appointment.
            </p>
          </section>

          <DirectoryDisclaimer />
        </div>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{
        404: () => <NotFoundPanel title="Practitioner Not Found" message="The practitioner you're looking for doesn't exist." />,
      }}
    />
  )
}
