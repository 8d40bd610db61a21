import { MALAYSIAN_LOCATIONS, type Location } from '#app/domain/constants.ts'
import type { ListingProfile } from '#app/domain/listing.ts'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined }

function stripEmpty(value: Record<string, Json | undefined>) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Record<string, Json>
}

/**
 * schema.org data for a profile: the practice as a HealthAndBeautyBusiness with the practitioner as a
 * Person in it. No aggregateRating (issue 19): the stored ratings were typed in by administrators and no
 * review backs them, so no public page, card or structured data shows one.
 */
export function listingStructuredData(p: ListingProfile, url: string) {
  const fullName = [p.salutation, p.name].filter(Boolean).join(' ')
  const city = p.town || (p.location.split(',')[0]?.trim() ?? '')
  const inMalaysia = MALAYSIAN_LOCATIONS.includes(p.state as Location)
  const telephone = p.phone.replace(/[^\d+]/g, '')
  return stripEmpty({
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    '@id': `${url}#practice`,
    name: p.businessName || fullName,
    url,
    description: p.description,
    image: p.imageUrl || undefined,
    telephone: telephone || undefined,
    email: p.email || undefined,
    sameAs: p.website || undefined,
    knowsLanguage: p.languages.length ? p.languages : undefined,
    address: stripEmpty({
      '@type': 'PostalAddress',
      addressLocality: city && city !== p.country ? city : undefined,
      addressRegion: inMalaysia ? p.state : undefined,
      postalCode: p.postcode || undefined,
      addressCountry: p.country,
    }),
    employee: stripEmpty({
      '@type': 'Person',
      name: p.name,
      honorificPrefix: p.salutation,
      jobTitle: p.title,
      knowsAbout: p.specialties,
      hasCredential: p.certification || undefined,
    }),
  })
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
