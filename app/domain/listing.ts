import type { MediaImage } from './media.ts'
import type { PublicSanction } from './sanctions.ts'

/**
 * A directory listing as plain data: what an administrator saves, and what the public pages show of it.
 * The services build these shapes (services/directory/views.ts); the components draw them.
 */

/** Languages a practitioner may say they see clients in (issue 19): stored in English, as listed; labels in lists.json. */
export const LISTING_LANGUAGES = [
  'English',
  'Bahasa Malaysia',
  'Mandarin',
  'Cantonese',
  'Hokkien',
  'Tamil',
  'Kadazandusun',
  'Iban',
  'Bajau',
  'Other',
] as const
export type ListingLanguage = (typeof LISTING_LANGUAGES)[number]

/** How a practitioner sees clients (issue 19); labels in lists.json. */
export const PRACTICE_MODES = ['in-person', 'online', 'home-visit'] as const
export type PracticeMode = (typeof PRACTICE_MODES)[number]

/**
 * Who stands behind a listing, as the public sees it: a member of the association whose membership is
 * active (until their paid period's last day, '' for none), or a listing no account is linked to.
 * Issue 36 (decisions 043-045), decided with the day of the request: the sanctions in force that day
 * (strongest first; a suspension replaces "in good standing") and whether insurance and first aid are
 * both confirmed and current.
 */
export type ListingStanding = { kind: 'member'; until: string; sanctions?: PublicSanction[]; coverCurrent?: boolean } | { kind: 'self-listed' }

/** The suspension in force among a standing's sanctions, or null. */
export function suspensionOf(standing: ListingStanding): PublicSanction | null {
  return (standing.kind === 'member' && standing.sanctions?.find((s) => s.kind === 'suspension')) || null
}

/** A WhatsApp number as a `https://wa.me/` link: digits only, a Malaysian 0… number with 60 in front. */
export function whatsappLink(number: string): string {
  const digits = number.replace(/\D/g, '')
  if (!digits) return ''
  return `https://wa.me/${digits.startsWith('0') ? `6${digits}` : digits}`
}

/** What an administrator saves: every field of a listing. */
export interface ListingValues {
  salutation: string
  name: string
  title: string
  businessName: string
  membershipId: string
  email: string
  phone: string
  state: string
  country: string
  location: string
  experience: number
  certification: string
  specialties: string[]
  description: string
  /** Integer tenths from 0 to 100 (87 means 8.7/10); 0 means no reviews yet. */
  rating: number
  reviewCount: number
  imageUrl: string
  isActive: boolean
  /** Issue 19: left out (the admin form, which does not show them yet), the stored values stay. */
  languages?: string[]
  modes?: string[]
  whatsapp?: string
  website?: string
  tcmRegistrationNo?: string
  /** Issue 36: the town and postcode shown (no street address); left out, the stored values stay. */
  town?: string
  postcode?: string
  /** Left out, the stored choice stays; a new listing keeps its e-mail address to itself. */
  publishEmail?: boolean
}

/** What a directory card shows, and nothing more: a page carries up to 120 of them. */
export interface DirectoryCard {
  id: string
  /** The listing photo's small variant ('' for none: the card shows the initials). */
  photoUrl: string
  salutation: string
  name: string
  title: string
  businessName: string
  /** The town, or the state when no town is given. */
  location: string
  specialties: string[]
  /** Shortened to what three lines of a card show. */
  description: string
  languages: string[]
  modes: string[]
  /** The `https://wa.me/` link, or '' when the practitioner gave no WhatsApp number. */
  whatsappLink: string
  standing: ListingStanding
  /** How far from the place searched near, in km to one decimal; left out of a search near nowhere. */
  distanceKm?: number
}

/**
 * What a profile page shows: the public listing; `imageUrl` is '' for the stock picture. No rating: nothing
 * backs the stored ratings (issue 19), so only the API carries them.
 */
export interface ListingProfile
  extends Omit<ListingValues, 'isActive' | 'rating' | 'reviewCount' | 'languages' | 'modes' | 'whatsapp' | 'website' | 'tcmRegistrationNo' | 'town' | 'postcode' | 'publishEmail'> {
  id: string
  town: string
  postcode: string
  /** Whether `email` is shown; when not, `email` is '' and the profile offers its message form. */
  publishEmail: boolean
  languages: string[]
  modes: string[]
  whatsapp: string
  whatsappLink: string
  website: string
  tcmRegistrationNo: string
  standing: ListingStanding
  image: MediaImage | null
}
