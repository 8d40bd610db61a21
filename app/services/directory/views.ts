import { site } from '#app/config/site.ts'
import { HIDDEN_LISTING_STATUSES, type MembershipStatus } from '#app/domain/constants.ts'
import type { DirectoryCard, ListingProfile } from '#app/domain/listing.ts'
import type { PublicListing } from '#app/models/listing.server.ts'
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

/** What a directory card shows, and nothing more. */
export function toDirectoryCard(listing: PublicListing): DirectoryCard {
  return {
    id: listing.id,
    salutation: listing.salutation ?? '',
    name: listing.name,
    title: listing.title ?? '',
    businessName: listing.businessName ?? '',
    location: listing.location || listing.state || '',
    specialties: listing.specialties,
    description: shorten(listing.description ?? '', CARD_DESCRIPTION_LENGTH),
    rating: listing.rating ?? 0,
    reviewCount: listing.reviewCount ?? 0,
  }
}

/** What a profile page shows: the public listing, without the stock photo standing in for a portrait. */
export function toListingProfile(p: PublicListing): ListingProfile {
  const imageUrl = p.imageUrl && p.imageUrl !== site.defaultListingImage ? p.imageUrl : ''
  return {
    id: p.id,
    salutation: p.salutation ?? '',
    name: p.name,
    title: p.title ?? '',
    businessName: p.businessName ?? '',
    membershipId: p.membershipId,
    email: p.email,
    phone: p.phone ?? '',
    state: p.state ?? '',
    country: p.country ?? '',
    location: p.location ?? '',
    experience: p.experience ?? 0,
    certification: p.certification ?? '',
    specialties: p.specialties,
    description: p.description ?? '',
    rating: p.rating ?? 0,
    reviewCount: p.reviewCount ?? 0,
    imageUrl,
  }
}

/** A listing as the admin page needs it: every field (to fill the edit form) and its linked member. */
export function toAdminListing(p: PublicListing, member: PublicUser | undefined) {
  const memberStatus = (member?.membershipStatus ?? null) as MembershipStatus | null
  const hiddenBecauseOfMember = memberStatus !== null && HIDDEN_LISTING_STATUSES.includes(memberStatus)
  return {
    // The profile's fields fill the edit form; the stock picture shows as a blank field, as it saves.
    ...toListingProfile(p),
    isActive: p.isActive !== false,
    linkedMember: member
      ? { id: member.id, name: `${member.firstName} ${member.lastName}`, membershipStatus: member.membershipStatus ?? 'pending', isActive: member.isActive !== false }
      : null,
    /** Why the public directory does not show it, or null when it does. */
    hiddenReason: p.isActive === false ? ('inactive' as const) : hiddenBecauseOfMember ? ('member-status' as const) : null,
  }
}
export type AdminListing = ReturnType<typeof toAdminListing>
