import type { ReactNode } from 'react'
import { DirectoryDisclaimer } from '#app/components/directory/directory-disclaimer.tsx'
import { Building2, Globe, Mail, MapPin, Phone } from '#app/components/icons.ts'
import { LanguagesAndModes, StandingExtras, StandingNote, WhatsAppIcon } from '#app/components/directory/listing-facts.tsx'
import { SpecialtyBadges } from '#app/components/directory/specialty-badges.tsx'
import { MediaImage } from '#app/components/media-image.tsx'
import { PILLAR_SPECIALTIES, type PillarSpecialty } from '#app/domain/constants.ts'
import { suspensionOf, type ListingProfile } from '#app/domain/listing.ts'
import { initials } from '#app/domain/names.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { nameWithSalutation } from '#app/domain/names.ts'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const mailHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`

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

/**
 * A practitioner's profile as the public sees it: the page /practitioner/{id} draws it, and so does the
 * member's preview of their own listing (issue 19: "exactly as the public will").
 */
export function PractitionerProfile({
  practitioner: p,
  headingLevel = 1,
  standingProof = null,
  registerEntry = null,
  messageForm = null,
}: {
  practitioner: ListingProfile
  headingLevel?: 1 | 3
  /** The member's proof of membership (/verify/{code}), which the standing line links to. */
  standingProof?: string | null
  /** The member's entry on the public register (issue 36), which a suspension's line and the sanctions link to. */
  registerEntry?: string | null
  /** The public page's "Send a message" form (issue 36), under the contact card; none in the member's preview. */
  messageForm?: ReactNode
}) {
  // The page's own heading is the name; in the member's preview the profile sits under a heading of its own.
  const Title = headingLevel === 1 ? 'h1' : 'h3'
  const Section = headingLevel === 1 ? 'h2' : 'h4'
  const { t, locale } = useTranslation('directory')
  const listLabel = useListLabel()
  const fullName = nameWithSalutation(p.salutation, p.name, locale)
  const pillars = p.specialties.filter((s): s is PillarSpecialty => (PILLAR_SPECIALTIES as readonly string[]).includes(s))
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <article aria-labelledby="practitioner-name" className="space-y-6 lg:col-span-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            {p.image ? (
              <span className="block h-28 w-28 shrink-0 overflow-hidden rounded-full bg-slate-100 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                <MediaImage image={p.image} alt={t('profile.portrait', { name: fullName })} sizes="112px" priority />
              </span>
            ) : p.imageUrl ? (
              <img
                src={p.imageUrl}
                alt={t('profile.portrait', { name: fullName })}
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
              <Title id="practitioner-name" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {fullName}
              </Title>
              {p.title ? <p className="text-lg text-slate-700">{p.title}</p> : null}
              {p.standing.kind === 'member' ? (
                // A membership ID only beside the membership it belongs to, never beside "Self-listed".
                <p className="text-sm text-slate-700">
                  {t('profile.memberId')} <span className="font-semibold text-slate-900">{p.membershipId}</span>
                </p>
              ) : null}
              <StandingNote standing={p.standing} href={suspensionOf(p.standing) ? registerEntry : standingProof} />
              <StandingExtras standing={p.standing} summaries />
              {registerEntry && p.standing.kind === 'member' && p.standing.sanctions?.length ? (
                <p className="text-sm">
                  <a href={registerEntry} className="link inline-flex min-h-11 items-center sm:min-h-0">
                    {t('profile.checkRegister')}
                  </a>
                </p>
              ) : null}
              {p.certification ? (
                <p className="text-sm text-slate-700">
                  {t('profile.certification')} <span className="text-slate-900">{p.certification}</span>
                </p>
              ) : null}
              {p.tcmRegistrationNo ? (
                <p className="text-sm text-slate-700">
                  {t('profile.tcmRegistration')} <span className="text-slate-900">{p.tcmRegistrationNo}</span>{' '}
                  <span className="text-slate-600">{t('profile.selfDeclared')}</span>
                </p>
              ) : null}
              <LanguagesAndModes languages={p.languages} modes={p.modes} />
              <SpecialtyBadges specialties={p.specialties} className="pt-1" />
            </div>
          </div>
        </div>

        <section aria-labelledby="about-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Section id="about-heading" className="text-xl font-semibold text-slate-900">
            {t('profile.about')}
          </Section>
          {p.description ? (
            <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{p.description}</p>
          ) : (
            <p className="mt-3 text-slate-700">{t('profile.noIntro')}</p>
          )}
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{t('profile.experience')}</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {t('profile.years', { count: p.experience })}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{t('profile.location')}</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {p.location || (p.state ? listLabel('locations', p.state) : t('profile.notGiven'))}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="pillars-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Section id="pillars-heading" className="text-xl font-semibold text-slate-900">
            {t('profile.pillars')}
          </Section>
          {pillars.length ? (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {pillars.map((pillar) => (
                <li key={pillar} className="flex items-center gap-2 text-slate-800">
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />
                  {listLabel('specialties', pillar)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{t('profile.noPillars')}</p>
          )}
          <p className="mt-4 text-sm text-slate-600">{t('profile.pillarsNote')}</p>
        </section>
      </article>

      <div className="space-y-6">
        <section id="contact" aria-labelledby="contact-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Section id="contact-heading" className="text-xl font-semibold text-slate-900">
            {t('profile.contact')}
          </Section>
          <dl className="mt-4 space-y-3 text-sm">
            {p.businessName ? (
              <Detail icon={<Building2 className="h-4 w-4" />} label={t('profile.practice')}>
                {p.businessName}
              </Detail>
            ) : null}
            {p.phone ? (
              <Detail icon={<Phone className="h-4 w-4" />} label={t('profile.phone')}>
                <a href={telHref(p.phone)} className="link -my-3 inline-block break-all py-3">
                  {p.phone}
                </a>
              </Detail>
            ) : null}
            {p.email ? (
              <Detail icon={<Mail className="h-4 w-4" />} label={t('profile.email')}>
                <a href={`mailto:${p.email}`} className="link -my-3 inline-block break-all py-3">
                  {p.email}
                </a>
              </Detail>
            ) : null}
            {p.whatsappLink ? (
              <Detail icon={<WhatsAppIcon />} label={t('profile.whatsapp')}>
                <a href={p.whatsappLink} className="link -my-3 inline-block break-all py-3" rel="noopener noreferrer">
                  {p.whatsapp}
                </a>
              </Detail>
            ) : null}
            {p.website ? (
              <Detail icon={<Globe className="h-4 w-4" />} label={t('profile.website')}>
                <a href={p.website} className="link -my-3 inline-block break-all py-3" rel="noopener noreferrer nofollow">
                  {p.website.replace(/^https?:\/\//, '')}
                </a>
              </Detail>
            ) : null}
            {p.location ? (
              <Detail icon={<MapPin className="h-4 w-4" />} label={t('profile.location')}>
                {p.location}
              </Detail>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-col gap-2">
            {p.whatsappLink ? (
              <a href={p.whatsappLink} className="btn-primary" rel="noopener noreferrer">
                <WhatsAppIcon />
                {t('profile.whatsappButton')}
              </a>
            ) : null}
            {p.phone ? (
              <a href={telHref(p.phone)} className={p.whatsappLink ? 'btn-secondary' : 'btn-primary'}>
                <Phone className="h-4 w-4" />
                {t('profile.call')}
              </a>
            ) : null}
            {p.email ? (
              <a href={mailHref(p.email, t('profile.mailSubject'))} className={p.phone || p.whatsappLink ? 'btn-secondary' : 'btn-primary'}>
                <Mail className="h-4 w-4" />
                {t('profile.emailButton')}
              </a>
            ) : (
              // The address stays private: visitors write through the form below (on the public page).
              <a href="#message" className={p.phone || p.whatsappLink ? 'btn-secondary' : 'btn-primary'}>
                <Mail className="h-4 w-4" />
                {t('message.button')}
              </a>
            )}
          </div>
        </section>

        {messageForm}
        <DirectoryDisclaimer />
      </div>
    </div>
  )
}
