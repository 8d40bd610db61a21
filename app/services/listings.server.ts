import {
  getListingById,
  insertListing,
  removeListing,
  replaceListing,
  type ListingWrite,
  type PublicListing,
} from '#app/models/listing.server.ts'
import { listUserMembershipIds, listUsersByMembershipIds } from '#app/models/user.server.ts'
import { nextMembershipId } from '#app/domain/membership-id.ts'
import type { ListingValues } from '#app/domain/listing.ts'
import { LISTING_MESSAGES } from '#app/validation/admin-messages.ts'
import type { ListingInput } from '#app/validation/listing.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { listedMembershipIds, searchAdminListings } from './directory/admin-list.server.ts'
import { toAdminListing, type AdminListing } from './directory/views.ts'
import type { ListingSortField, ListSort } from '#app/domain/list-sort.ts'

/**
 * Directory listings for administrators: the one service behind /admin (its inline form and the pages
 * /admin/practitioners/new, …/{id}/edit and …/{id}/delete) and behind POST /api/practitioners, PUT and
 * DELETE /api/practitioners/{id}. Every write leaves an audit record; the model refreshes the directory.
 */

export type ListingResult =
  | { ok: true; listing: PublicListing }
  | { ok: false; status: 404 | 409; message: string; fieldErrors?: Record<string, string[]> }

/** The membership ID the add form suggests: after the highest of every listing's and every account's. */
export async function suggestMembershipId() {
  const [listed, accounts] = await Promise.all([listedMembershipIds(), listUserMembershipIds()])
  return nextMembershipId([...listed, ...accounts])
}

/** The checkbox of the form is absent when unticked; JSON leaves `isActive` out to mean "active". */
function toValues(input: ListingInput, membershipId: string, isActive: boolean): ListingValues {
  return { ...input, membershipId, isActive }
}

function describe(p: Pick<PublicListing, 'membershipId' | 'name' | 'salutation'>) {
  return `${p.membershipId} (${[p.salutation, p.name].filter(Boolean).join(' ')})`
}

function toResult(write: ListingWrite): ListingResult {
  if ('listing' in write) return { ok: true, listing: write.listing }
  if ('taken' in write) {
    return {
      ok: false,
      status: 409,
      message: LISTING_MESSAGES.membershipIdTaken,
      fieldErrors: { membershipId: [LISTING_MESSAGES.membershipIdTaken] },
    }
  }
  return { ok: false, status: 404, message: LISTING_MESSAGES.notFound }
}

// The model's writes refresh the directory themselves (models/directory-version.server.ts).
function audit(actor: AuditActor, action: string, listing: PublicListing, summary: string) {
  return recordAdminAction(actor, { action, entityType: 'practitioner', entityId: listing.id, summary })
}

export async function createListing(actor: AuditActor, input: ListingInput, isActive: boolean): Promise<ListingResult> {
  let write: ListingWrite
  if (input.membershipId) {
    write = await insertListing(toValues(input, input.membershipId, isActive))
  } else {
    // A blank ID takes the next free one; a second try covers another admin taking it meanwhile.
    write = await insertListing(toValues(input, await suggestMembershipId(), isActive))
    if ('taken' in write) write = await insertListing(toValues(input, await suggestMembershipId(), isActive))
  }
  const result = toResult(write)
  if (result.ok) await audit(actor, 'created', result.listing, `Created the listing ${describe(result.listing)}`)
  return result
}

export async function updateListing(actor: AuditActor, id: string, input: ListingInput, isActive: boolean): Promise<ListingResult> {
  const current = await getListingById(id)
  if (!current) return toResult({ notFound: true })
  const result = toResult(await replaceListing(id, toValues(input, input.membershipId || current.membershipId, isActive)))
  if (result.ok) {
    const changes = changedFields(current, result.listing)
    const summary = `Updated the listing ${describe(result.listing)}${changes.length ? `: ${changes.join(', ')}` : ' (no changes)'}`
    await audit(actor, 'updated', result.listing, summary)
  }
  return result
}

export async function deleteListing(actor: AuditActor, id: string): Promise<ListingResult> {
  const deleted = await removeListing(id)
  if (!deleted) return toResult({ notFound: true })
  await audit(actor, 'deleted', deleted, `Deleted the listing ${describe(deleted)}`)
  return { ok: true, listing: deleted }
}

const AUDITED_FIELDS = [
  'salutation',
  'name',
  'title',
  'businessName',
  'membershipId',
  'email',
  'phone',
  'state',
  'country',
  'location',
  'experience',
  'certification',
  'specialties',
  'description',
  'rating',
  'reviewCount',
  'imageUrl',
  'isActive',
] as const

/** The names of the fields an update changed, for the audit record. */
function changedFields(before: PublicListing, after: PublicListing) {
  return AUDITED_FIELDS.filter((field) => JSON.stringify(before[field] ?? '') !== JSON.stringify(after[field] ?? ''))
}

/** A page of the administrators' list, each listing with its linked member account. */
export async function listAdminListings(query: {
  search: string
  page: number
  perPage: number
  sort?: ListSort<ListingSortField>
}): Promise<{ total: number; items: AdminListing[] }> {
  const { items, total } = await searchAdminListings(query)
  const members = await listUsersByMembershipIds(items.map((p) => p.membershipId))
  const byMembershipId = new Map(members.map((m) => [m.membershipId, m]))
  return { total, items: items.map((p) => toAdminListing(p, byMembershipId.get(p.membershipId))) }
}

/** One listing as the admin pages show it, active or not, with its linked member; null when there is none. */
export async function getAdminListing(id: string): Promise<AdminListing | null> {
  const listing = await getListingById(id)
  if (!listing) return null
  const [member] = await listUsersByMembershipIds([listing.membershipId])
  return toAdminListing(listing, member)
}

/** One listing by id, on show or not (`GET /api/practitioners/{id}` decides what a visitor may see). */
export { getListingById } from '#app/models/listing.server.ts'
