import { mediaVariantPath, type MediaImage } from '#app/domain/media.ts'
import { site } from '#app/config/site.ts'
import { HIDDEN_LISTING_STATUSES, type MembershipStatus } from '#app/domain/constants.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { membershipStage } from '#app/domain/membership-stage.ts'
import { whatsappLink, type DirectoryCard, type ListingProfile, type ListingStanding } from '#app/domain/listing.ts'
import type { PublicListing } from '#app/models/listing.server.ts'
import { imageWithAlt } from '#app/models/stored-image.server.ts'
import type { MemberListingFields } from '#app/models/listing-draft.server.ts'
import type { DirectoryEntry } from './snapshot.server.ts'
import { coverCurrentOn } from '#app/domain/credentials.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { sanctionsInForceOn, type PublicSanction } from '#app/domain/sanctions.ts'
import type { PublicUser } from '#app/models/user.server.ts'

/** What each page is sent of a listing: only the fields it shows, `id` as a string, no dates. */

/** A card shows three lines (at most about 150 characters) of the description; more only adds weight. */
const CARD_DESCRIPTION_LENGTH = 180

function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * Where a listing says it is, as the public sees it (issue 36): its town and postcode, else its older
 * free-text location, else its state. Never a street address: listings keep none.
 */
export function placeLine(p: Pick<PublicListing, 'town' | 'postcode' | 'location' | 'state'>): string {
  if (p.town) return p.postcode ? `${p.town} ${p.postcode}` : p.town
  return p.location || p.state || ''
}

const fullName = (p: PublicListing) => [p.salutation, p.name].filter(Boolean).join(' ')
/** The listing's photo (described by its name: the page's words say "Photo of …" around it), or null. */
const photoOf = (p: PublicListing) => imageWithAlt(p.photo, fullName(p))

/**
 * Who stands behind a listing on a day (issue 36, decisions 043-045): a member's standing with the
 * sanctions in force that day (in the reader's language; a removal never reaches a visible listing)
 * and whether their insurance and first aid are both confirmed and current. Decided per request, so a
 * sanction's last day or a lapsed policy needs no write.
 */
export function standingOn(entry: Pick<DirectoryEntry, 'standing' | 'sanctions' | 'cover'>, day: string, locale: Locale = DEFAULT_LOCALE): ListingStanding {
  if (entry.standing.kind !== 'member') return entry.standing
  const sanctions = sanctionsInForceOn(entry.sanctions, day, locale).filter((s) => s.kind !== 'removal')
  const coverCurrent = coverCurrentOn(entry.cover, day)
  return { ...entry.standing, ...(sanctions.length ? { sanctions } : {}), ...(coverCurrent ? { coverCurrent } : {}) }
}

/** What the API says of a listing's standing on a day: `sanctions` in force and `coverCurrent` (issue 36). */
export function standingFacts(entry: Pick<DirectoryEntry, 'standing' | 'sanctions' | 'cover'>, day: string, locale: Locale): { sanctions: PublicSanction[]; coverCurrent: boolean } {
  const standing = standingOn(entry, day, locale)
  return standing.kind === 'member' ? { sanctions: standing.sanctions ?? [], coverCurrent: standing.coverCurrent ?? false } : { sanctions: [], coverCurrent: false }
}

/** What a directory card shows, and nothing more: no rating (issue 19: nothing backs them). */
export function toDirectoryCard({ listing, standing }: Pick<DirectoryEntry, 'listing' | 'standing'>): DirectoryCard {
  return {
    id: listing.id,
    // One small WebP (64 px shown, 160 stored): a page carries up to 120 cards, so no srcset here.
    photoUrl: listing.photo?.id ? mediaVariantPath(listing.photo.id, 160, 'webp') : '',
    salutation: listing.salutation ?? '',
    name: listing.name,
    title: listing.title ?? '',
    businessName: listing.businessName ?? '',
    location: placeLine(listing),
    specialties: listing.specialties,
    description: shorten(listing.description ?? '', CARD_DESCRIPTION_LENGTH),
    languages: listing.languages ?? [],
    modes: listing.modes ?? [],
    whatsappLink: whatsappLink(listing.whatsapp ?? ''),
    standing,
  }
}

/** What a profile page shows: the public listing, without the stock photo standing in for a portrait. */
export function toListingProfile(p: PublicListing, standing: ListingStanding = { kind: 'self-listed' }): ListingProfile {
  const imageUrl = p.imageUrl && p.imageUrl !== site.defaultListingImage ? p.imageUrl : ''
  return {
    id: p.id,
    salutation: p.salutation ?? '',
    name: p.name,
    title: p.title ?? '',
    businessName: p.businessName ?? '',
    membershipId: p.membershipId,
    // Issue 36: the address is the member's to publish; otherwise visitors write through the message form.
    email: p.publishEmail ? p.email : '',
    publishEmail: Boolean(p.publishEmail),
    town: p.town ?? '',
    postcode: p.postcode ?? '',
    phone: p.phone ?? '',
    state: p.state ?? '',
    country: p.country ?? '',
    location: placeLine(p),
    experience: p.experience ?? 0,
    certification: p.certification ?? '',
    specialties: p.specialties,
    description: p.description ?? '',
    imageUrl,
    languages: p.languages ?? [],
    modes: p.modes ?? [],
    whatsapp: p.whatsapp ?? '',
    whatsappLink: whatsappLink(p.whatsapp ?? ''),
    website: p.website ?? '',
    tcmRegistrationNo: p.tcmRegistrationNo ?? '',
    standing,
    image: photoOf(p),
  }
}

/** A listing as the admin page needs it: every field (to fill the edit form) and its linked member. */
export function toAdminListing(p: PublicListing, member: PublicUser | undefined) {
  const memberStatus = (member?.membershipStatus ?? null) as MembershipStatus | null
  const hiddenBecauseOfMember = memberStatus !== null && HIDDEN_LISTING_STATUSES.includes(memberStatus)
  return {
    // The profile's fields fill the edit form; the stock picture shows as a blank field, as it saves.
    ...toListingProfile(p),
    // The edit form shows what is stored, published or not.
    email: p.email,
    location: p.location ?? '',
    rating: p.rating ?? 0,
    reviewCount: p.reviewCount ?? 0,
    photo: p.photo?.id ? ({ ...p.photo, alt: '' } as MediaImage) : null,
    isActive: p.isActive !== false,
    linkedMember: member
      ? {
          id: member.id,
          name: `${member.firstName} ${member.lastName}`,
          membershipStatus: member.membershipStatus ?? 'pending',
          stage: membershipStage(member, toMalaysiaDay(now())),
          isActive: member.isActive !== false,
        }
      : null,
    /** Why the public directory does not show it, or null when it does. */
    hiddenReason: p.isActive === false ? ('inactive' as const) : hiddenBecauseOfMember ? ('member-status' as const) : null,
  }
}
export type AdminListing = ReturnType<typeof toAdminListing>

/**
 * A listing as GET /api/practitioners answers it: every public field, the issue-19 ones (`languages`,
 * `modes`, `whatsapp`, `website`, `tcmRegistrationNo`, `imageMediaId`) included, and the rating fields
 * kept for the API's clients; not which account keeps it nor the member's hiding flag.
 */
export function toPractitionerJson(
  listing: PublicListing,
  distanceKm?: number,
  facts: { sanctions: PublicSanction[]; coverCurrent: boolean } = { sanctions: [], coverCurrent: false },
) {
  const { userId: _userId, hiddenByMember: _hidden, lat: _lat, lng: _lng, email, ...rest } = listing
  // Issue 36: the e-mail address only when its member chose to publish it (POST …/messages reaches it otherwise).
  // The sanctions in force today and whether insurance and first aid are current (decisions 043, 045).
  return { ...rest, email: rest.publishEmail ? email : '', ...(distanceKm === undefined ? {} : { distanceKm }), sanctions: facts.sanctions, coverCurrent: facts.coverCurrent }
}

/**
 * A member's draft as the public would see it (issue 19's preview): the same card and profile the
 * directory draws, from a listing made of the draft's fields and the account's name and membership ID.
 */
export function previewOfMemberListing(
  fields: MemberListingFields,
  member: { name: string; membershipId: string; validUntil: string },
  practitionerId: string | null,
) {
  const listing = {
    ...(fields as unknown as PublicListing),
    id: practitionerId ?? 'preview',
    name: member.name,
    membershipId: member.membershipId,
    country: 'Malaysia',
    imageUrl: '',
    // The draft's photo, where the approved listing will keep it.
    photo: fields.image,
  } as PublicListing
  const standing: ListingStanding = { kind: 'member', until: member.validUntil }
  return { card: toDirectoryCard({ listing, standing }), profile: toListingProfile(listing, standing) }
}
