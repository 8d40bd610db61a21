/**
 * A directory listing as plain data: what an administrator saves, and what the public pages show of it.
 * The services build these shapes (services/directory/views.ts); the components draw them.
 */

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
}

/** What a directory card shows, and nothing more: a page carries up to 120 of them. */
export interface DirectoryCard {
  id: string
  salutation: string
  name: string
  title: string
  businessName: string
  /** The town, or the state when no town is given. */
  location: string
  specialties: string[]
  /** Shortened to what three lines of a card show. */
  description: string
  /** In tenths: 87 is shown as 8.7/10. */
  rating: number
  reviewCount: number
}

/** What a profile page shows: the public listing; `imageUrl` is '' for the stock picture. */
export interface ListingProfile extends Omit<ListingValues, 'isActive'> {
  id: string
}
