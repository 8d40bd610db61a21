import { Link } from '@remix-run/react'
import type { DirectoryCard } from '#app/domain/listing.ts'
import { initials } from '#app/domain/names.ts'
import { LanguagesAndModes, StandingExtras, StandingNote, WhatsAppIcon } from './listing-facts.tsx'
import { SpecialtyBadges } from './specialty-badges.tsx'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { nameWithSalutation } from '#app/domain/names.ts'

export const CARD_BADGE_LIMIT = 2

/**
 * A directory card: photo (or initials), name, practice, who stands behind it, languages and modes, two
 * badges, three lines of description, a Contact button to the profile's contact card and, when given,
 * WhatsApp. No rating (issue 19: nothing backs them).
 */
export function ListingCard({
  listing: p,
  position,
  headingLevel = 3,
  profileHref,
}: {
  listing: DirectoryCard
  /** 1-based place in the results: the "Load More" link jumps to the first new card by it. */
  position?: number
  headingLevel?: 2 | 3
  /** Where the name and Contact lead instead of the public profile (a member's preview: the profile drawn below it). */
  profileHref?: string
}) {
  const { t, locale } = useTranslation('directory')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const fullName = nameWithSalutation(p.salutation, p.name, locale)
  const profile = profileHref ?? paths.practitioner(p.id)
  return (
    <article id={position ? `result-${position}` : undefined} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        {p.photoUrl ? (
          // Decorative: the name is the heading beside it.
          <img src={p.photoUrl} alt="" width={56} height={56} loading="lazy" decoding="async" className="h-14 w-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-900">
            {initials(p.name)}
          </span>
        )}
        <div className="min-w-0 text-sm">
          <Heading className="text-lg font-semibold leading-snug">
            <Link to={profile} className="-my-3 inline-block py-3 text-slate-900 hover:text-brand-800 hover:underline">
              {fullName}
            </Link>
          </Heading>
          {p.title ? <p className="text-slate-700">{p.title}</p> : null}
          {p.businessName ? <p className="font-medium text-brand-800">{p.businessName}</p> : null}
        </div>
      </div>
      {p.location || p.distanceKm !== undefined ? (
        <p className="mt-3 text-sm text-slate-700">
          {p.location}
          {p.distanceKm !== undefined ? (
            <span className="font-semibold text-slate-900" data-testid="distance">
              {p.location ? ' · ' : ''}
              {t('card.distance', { km: p.distanceKm.toFixed(1) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <StandingNote standing={p.standing} className="mt-1" />
      <StandingExtras standing={p.standing} className="mt-1" />
      <LanguagesAndModes languages={p.languages} modes={p.modes} className="mt-2" />
      <SpecialtyBadges specialties={p.specialties} max={CARD_BADGE_LIMIT} className="mt-3" />
      {p.description ? <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{p.description}</p> : null}
      <p className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={profileHref ?? `${profile}#contact`} className="btn-primary">
          {t('card.contact')}
          <span className="sr-only">{` ${fullName}`}</span>
        </Link>
        {p.whatsappLink ? (
          <a href={p.whatsappLink} className="btn-secondary" rel="noopener noreferrer">
            <WhatsAppIcon />
            {t('card.whatsapp')}
            <span className="sr-only">{` ${fullName}`}</span>
          </a>
        ) : null}
      </p>
    </article>
  )
}

/** Shown six at a time while new results load (spec section 9). */
export function ListingCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="practitioner-skeleton" className="h-full animate-pulse rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <div className="h-14 w-14 shrink-0 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
          <div className="h-3 w-2/3 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-4 h-3 w-1/3 rounded bg-slate-200" />
      <div className="mt-3 flex gap-2">
        <div className="h-5 w-16 rounded-full bg-slate-200" />
        <div className="h-5 w-20 rounded-full bg-slate-200" />
      </div>
      <div className="mt-3 space-y-2">
        <div className="h-3 rounded bg-slate-200" />
        <div className="h-3 rounded bg-slate-200" />
        <div className="h-3 w-4/5 rounded bg-slate-200" />
      </div>
      <div className="mt-5 h-9 w-24 rounded-md bg-slate-200" />
    </div>
  )
}

export const SKELETON_CARD_COUNT = 6

export function ListingGridSkeleton() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
        <li key={i}>
          <ListingCardSkeleton />
        </li>
      ))}
    </ul>
  )
}
