import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { site } from '#app/config/site.ts'
import { mediaVariantPath } from '#app/domain/media.ts'
import { LOCATIONS } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES, type ListingValues } from '#app/domain/listing.ts'
import { placeOfListing } from '#app/domain/places.ts'
import { invalidateDirectory } from './directory-version.server.ts'
import { storedImageSchema, type StoredImageFields } from './stored-image.server.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const listingSchema = new Schema(
  {
    salutation: { type: String, trim: true, default: '', maxlength: 30 },
    name: { type: String, required: true, trim: true, maxlength: 150 },
    title: { type: String, trim: true, default: '', maxlength: 150 },
    businessName: { type: String, trim: true, default: '', maxlength: 200 },
    membershipId: { type: String, required: true, trim: true, uppercase: true, maxlength: 20 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    state: { type: String, enum: [...LOCATIONS, ''], default: '' },
    country: { type: String, trim: true, default: 'Malaysia', maxlength: 100 },
    location: { type: String, trim: true, default: '', maxlength: 200 },
    experience: { type: Number, default: 0, min: 0, max: 80 },
    phone: { type: String, trim: true, default: '', maxlength: 40 },
    certification: { type: String, trim: true, default: '', maxlength: 300 },
    specialties: { type: [String], default: [] },
    description: { type: String, trim: true, default: '', maxlength: 5000 },
    /** In tenths: 87 is shown as 8.7/10 with four filled stars. */
    rating: { type: Number, default: 0, min: 0, max: 100 },
    reviewCount: { type: Number, default: 0, min: 0 },
    imageUrl: { type: String, trim: true, default: site.defaultListingImage, maxlength: 2000 },
    /** The listing photo uploaded in the administrators' form (issue 16); `imageUrl` then names its 480 px variant. */
    photo: { type: storedImageSchema, default: null },
    isActive: { type: Boolean, default: true },
    // Issue 19: what Malaysians choose by, and the member who keeps the listing.
    languages: { type: [{ type: String, enum: LISTING_LANGUAGES }], default: [] },
    modes: { type: [{ type: String, enum: PRACTICE_MODES }], default: [] },
    whatsapp: { type: String, trim: true, default: '', maxlength: 40 },
    website: { type: String, trim: true, default: '', maxlength: 300 },
    /** The statutory T&CM registration number as the practitioner states it (self-declared). */
    tcmRegistrationNo: { type: String, trim: true, default: '', maxlength: 40 },
    /** The media id of `photo` (the API's name for the listing's picture, whoever uploaded it). */
    imageMediaId: { type: String, default: '', maxlength: 24 },
    /** The account that keeps this listing: set when the member's first submission is approved, or by an administrator. */
    userId: { type: String, default: '', maxlength: 24 },
    /** The member hid it (My listing); apart from `isActive`, which is the administrators' to set. */
    hiddenByMember: { type: Boolean, default: false },
    // Issue 36, item 6: where the practice is, as the public sees it (no street address), and where
    // that is on the map (set from the postcode or town on every write, for the "near you" search).
    town: { type: String, trim: true, default: '', maxlength: 100 },
    postcode: { type: String, trim: true, default: '', maxlength: 5, match: /^(\d{5})?$/ },
    lat: { type: Number, default: null, min: -90, max: 90 },
    lng: { type: Number, default: null, min: -180, max: 180 },
    /** The member chose to show their e-mail address on the profile and in the API; otherwise messages reach it through the site. */
    publishEmail: { type: Boolean, default: false },
  },
  { timestamps: true },
)
/** A listing's coordinates, from its postcode, town or older location text (domain/places.ts); null when none is known. */
export function coordinatesOf(fields: { postcode?: string | null; town?: string | null; location?: string | null }) {
  const place = placeOfListing(fields)
  return place ? { lat: place.lat, lng: place.lng } : { lat: null, lng: null }
}
// Every document written whole (create, insertMany, save: the seed, the tests' factories) is placed here;
// the updates below place theirs with `placed`.
listingSchema.pre('validate', function place() {
  const { lat, lng } = coordinatesOf(this)
  this.lat = lat
  this.lng = lng
})
/** The fields of an update with the coordinates of its postcode, town or location (when it names any of them). */
function placed<T extends { postcode?: string | null; town?: string | null; location?: string | null }>(fields: T): T {
  if (fields.postcode === undefined && fields.town === undefined && fields.location === undefined) return fields
  return { ...fields, ...coordinatesOf(fields) }
}
listingSchema.index({ membershipId: 1 }, { unique: true })
listingSchema.index({ isActive: 1, name: 1 })
listingSchema.index({ state: 1 })
listingSchema.index({ specialties: 1 })
listingSchema.index({ userId: 1 })
filteredFields(listingSchema, ['membershipId', 'state', 'userId'])
listingSchema.plugin(toJSONPlugin)

export type ListingFields = InferSchemaType<typeof listingSchema>
/** Registered under its stored name: the collection stays 'practitioners', as the data and the spec have it. */
export const Listing = defineModel('Practitioner', listingSchema)

export type ListingRaw = ListingFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }

export function toPublicListing(raw: ListingRaw) {
  return serialize(raw)
}
export type PublicListing = ReturnType<typeof toPublicListing>

/** Any listing by id, active or not; the public pages use getVisibleListing (services/directory/search.server.ts). */
export async function getListingById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Listing.findById(id).lean<ListingRaw>()
  return raw ? toPublicListing(raw) : null
}

// ---------------------------------------------------------------------------------------------------
// Administration (/admin and the admin methods of /api/practitioners). Every write here refreshes the
// directory itself (invalidateDirectory); the audit record is the service's (services/listings.server.ts).

/**
 * Every listing, active or not, for the directory's snapshot (services/directory/snapshot.server.ts), which
 * serves the public directory and the administrators' list. One read of the collection: on FerretDB every
 * other query scans it as well (a sorted page, a count and a distinct cost about as much each as this one
 * with 10,000 listings).
 */
export async function listAllListings() {
  const raws = await Listing.find().select('-__v').lean<ListingRaw[]>()
  return raws.map(toPublicListing)
}

/** True when another listing than `exceptId` has this membership ID. */
export async function isMembershipIdListed(membershipId: string, exceptId?: string) {
  const others = await Listing.find({ membershipId: membershipId.trim().toUpperCase() }).select({ _id: 1 }).lean()
  return others.some((other) => String(other._id) !== exceptId)
}

export type ListingWrite = { listing: PublicListing } | { taken: true } | { notFound: true }

/** Stores a new listing; `{ taken }` when its membership ID is listed already (also when a race is lost). */
export async function insertListing(values: ListingValues): Promise<ListingWrite> {
  if (await isMembershipIdListed(values.membershipId)) return { taken: true }
  let doc
  try {
    doc = await Listing.create(values)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return { taken: true }
    throw error
  }
  await invalidateDirectory({ listingIds: [String(doc._id)] })
  return { listing: toPublicListing(doc.toObject() as ListingRaw) }
}

/** Replaces a listing's fields; `{ notFound }` for a missing or malformed id. */
export async function replaceListing(id: string, values: ListingValues): Promise<ListingWrite> {
  if (!isValidObjectId(id)) return { notFound: true }
  if (await isMembershipIdListed(values.membershipId, id)) return { taken: true }
  try {
    // Fields the caller left out (the admin form does not show issue 19's yet) keep their stored values.
    const fields = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
    const current = await Listing.findById(id).select({ postcode: 1, town: 1, location: 1 }).lean<ListingRaw>()
    const result = await Listing.updateOne({ _id: id }, { $set: placed({ postcode: current?.postcode, town: current?.town, location: current?.location, ...fields }) }, { runValidators: true })
    if (result.matchedCount === 0) return { notFound: true }
  } catch (error) {
    if (duplicateKeyField(error) !== null) return { taken: true }
    throw error
  }
  await invalidateDirectory({ listingIds: [id] })
  const listing = await getListingById(id)
  return listing ? { listing } : { notFound: true }
}

/** Deletes a listing and answers what it was, or null when there was none. */
export async function removeListing(id: string) {
  const listing = await getListingById(id)
  if (!listing) return null
  const result = await Listing.deleteOne({ _id: id })
  if (result.deletedCount === 0) return null
  await invalidateDirectory({ listingIds: [id] })
  return listing
}

// ---------------------------------------------------------------------------------------------------
// A member's own listing (issue 19): found by the account it is linked to; the service
// (services/my-listing.server.ts) decides, these only read and write, and refresh that one listing.

/** What a member's approved submission writes onto the public listing. */
export interface PublishedListingFields {
  salutation: string
  name: string
  title: string
  businessName: string
  membershipId: string
  email: string
  phone: string
  whatsapp: string
  website: string
  state: string
  location: string
  town: string
  postcode: string
  publishEmail: boolean
  experience: number
  certification: string
  tcmRegistrationNo: string
  specialties: string[]
  languages: string[]
  modes: string[]
  description: string
  imageMediaId: string
  /** The listing's one picture (`photo`), the member's or an administrator's upload. */
  photo: StoredImageFields | null
}

/** The listing an account keeps, or null. */
export async function getListingOfUser(userId: string) {
  if (!isValidObjectId(userId)) return null
  const raw = await Listing.findOne({ userId }).lean<ListingRaw>()
  return raw ? toPublicListing(raw) : null
}

/** A listing with this membership ID that no account keeps yet (an administrator made it): the member's first approval takes it over. */
export async function getUnlinkedListingByMembershipId(membershipId: string) {
  if (!membershipId) return null
  const raws = await Listing.find({ membershipId: membershipId.trim().toUpperCase() }).lean<ListingRaw[]>()
  const raw = raws.find((candidate) => !candidate.userId)
  return raw ? toPublicListing(raw) : null
}

/**
 * Publishes a member's approved fields: onto the listing they keep, onto the unlinked listing of their
 * membership ID, or as a new listing linked to them. `{ taken }` when another account's listing holds the ID.
 */
export async function publishMemberListing(userId: string, fields: PublishedListingFields): Promise<ListingWrite> {
  const existing = (await getListingOfUser(userId)) ?? (await getUnlinkedListingByMembershipId(fields.membershipId))
  // As the administrators' form writes a photo: `imageUrl` names its 480 px variant (the stock picture's place).
  fields = { ...fields, imageUrl: fields.photo ? mediaVariantPath(fields.photo.id, 480, 'webp') : '' } as PublishedListingFields
  if (existing) {
    if (await isMembershipIdListed(fields.membershipId, existing.id)) return { taken: true }
    await Listing.updateOne({ _id: existing.id }, { $set: placed({ ...fields, userId }) }, { runValidators: true })
    await invalidateDirectory({ listingIds: [existing.id] })
    const listing = await getListingById(existing.id)
    return listing ? { listing } : { notFound: true }
  }
  if (await isMembershipIdListed(fields.membershipId)) return { taken: true }
  let doc
  try {
    doc = await Listing.create({ ...fields, userId, country: 'Malaysia', isActive: true })
  } catch (error) {
    if (duplicateKeyField(error) !== null) return { taken: true }
    throw error
  }
  await invalidateDirectory({ listingIds: [String(doc._id)] })
  return { listing: toPublicListing(doc.toObject() as ListingRaw) }
}

/** Hides or shows the listing an account keeps, at once; null when it keeps none. */
export async function setListingHiddenByMember(userId: string, hidden: boolean) {
  const listing = await getListingOfUser(userId)
  if (!listing) return null
  await Listing.updateOne({ _id: listing.id }, { $set: { hiddenByMember: hidden } })
  await invalidateDirectory({ listingIds: [listing.id] })
  return { ...listing, hiddenByMember: hidden }
}
