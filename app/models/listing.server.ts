import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { site } from '#app/config/site.ts'
import { LOCATIONS } from '#app/domain/constants.ts'
import type { ListingValues } from '#app/domain/listing.ts'
import { invalidateDirectory } from './directory-version.server.ts'
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
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
listingSchema.index({ membershipId: 1 }, { unique: true })
listingSchema.index({ isActive: 1, name: 1 })
listingSchema.index({ state: 1 })
listingSchema.index({ specialties: 1 })
filteredFields(listingSchema, ['membershipId', 'state'])
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
  await invalidateDirectory()
  return { listing: toPublicListing(doc.toObject() as ListingRaw) }
}

/** Replaces a listing's fields; `{ notFound }` for a missing or malformed id. */
export async function replaceListing(id: string, values: ListingValues): Promise<ListingWrite> {
  if (!isValidObjectId(id)) return { notFound: true }
  if (await isMembershipIdListed(values.membershipId, id)) return { taken: true }
  try {
    const result = await Listing.updateOne({ _id: id }, { $set: values }, { runValidators: true })
    if (result.matchedCount === 0) return { notFound: true }
  } catch (error) {
    if (duplicateKeyField(error) !== null) return { taken: true }
    throw error
  }
  await invalidateDirectory()
  const listing = await getListingById(id)
  return listing ? { listing } : { notFound: true }
}

/** Deletes a listing and answers what it was, or null when there was none. */
export async function removeListing(id: string) {
  const listing = await getListingById(id)
  if (!listing) return null
  const result = await Listing.deleteOne({ _id: id })
  if (result.deletedCount === 0) return null
  await invalidateDirectory()
  return listing
}
