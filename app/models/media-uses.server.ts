import type { FilterQuery } from 'mongoose'
import { Concern, ConcernEvent } from './concern.server.ts'
import { CommitteeMember, CommitteePhoto } from './committee-member.server.ts'
import { CpdAuditCase } from './cpd-audit.server.ts'
import { CpdEntry } from './cpd-entry.server.ts'
import { Credential } from './credential.server.ts'
import { Donation } from './donation.server.ts'
import { Expense } from './expense.server.ts'
import { Gallery } from './gallery.server.ts'
import { InternationalPartner } from './international-partner.server.ts'
import { ListingDraft, ListingReview } from './listing-draft.server.ts'
import { Listing } from './listing.server.ts'
import { LocalPartner } from './local-partner.server.ts'
import type { AwaitingUpload } from './media.server.ts'
import { MeetingPaper } from './meeting-paper.server.ts'
import { MemberResource } from './member-resource.server.ts'
import { isValidObjectId } from './model-utils.server.ts'
import { NewsArticle } from './news-article.server.ts'
import { PaymentProof } from './payment-proof.server.ts'
import { User } from './user.server.ts'

/** Where a stored picture is shown: the kind of record and the name a person knows it by. */
export interface MediaUse {
  kind: 'news' | 'galleries' | 'local-partners' | 'international-partners' | 'committee' | 'committee-photo' | 'listing' | 'profile'
  name: string
}

type Named = { title?: string; name?: string; firstName?: string; lastName?: string }

/**
 * Every record that keeps a copy of picture `mediaId` (models/stored-image.server.ts): content, a
 * gallery's photos, the committee and its group photo, a directory listing, a member's profile. Asked
 * only when a picture is deleted, a rare act of one person: these nested fields (`image.id`, …) have
 * no GIN index on the embedded database (its indexes are on top-level fields only), so each query
 * reads its collection — the content collections are small, and users are read once per deletion.
 */
export async function findMediaUses(mediaId: string): Promise<MediaUse[]> {
  const by = (path: string) => ({ [path]: mediaId })
  const project = { title: 1, name: 1, firstName: 1, lastName: 1 }
  const [news, galleries, local, international, committee, groupPhoto, listings, users] = await Promise.all([
    NewsArticle.find(by('image.id'), project).limit(5).lean<Named[]>(),
    Gallery.find(by('photos.image.id'), project).limit(5).lean<Named[]>(),
    LocalPartner.find(by('image.id'), project).limit(5).lean<Named[]>(),
    InternationalPartner.find(by('image.id'), project).limit(5).lean<Named[]>(),
    CommitteeMember.find(by('image.id'), project).limit(5).lean<Named[]>(),
    CommitteePhoto.find(by('image.id'), { _id: 1 }).limit(1).lean<Named[]>(),
    Listing.find(by('photo.id'), project).limit(5).lean<Named[]>(),
    User.find(by('photo.id'), project).limit(5).lean<Named[]>(),
  ])
  const named = (kind: MediaUse['kind'], records: Named[]) =>
    // `||`, not `??`: a listing's or a member's `title` is an empty salutation, not its name.
    records.map((r) => ({ kind, name: (kind === 'news' || kind === 'galleries' ? r.title : r.name) || [r.firstName, r.lastName].filter(Boolean).join(' ') }))
  return [
    ...named('news', news),
    ...named('galleries', galleries),
    ...named('local-partners', local),
    ...named('international-partners', international),
    ...named('committee', committee),
    ...named('committee-photo', groupPhoto),
    ...named('listing', listings),
    ...named('profile', users),
  ]
}

type Fields = Record<string, unknown>
/** Reads one field of the records a filter finds, as plain objects. */
type FieldReader = (filter: FilterQuery<unknown>, path: string) => Promise<Fields[]>
const readerOf =
  (model: { find: (filter: FilterQuery<never>) => { select: (fields: Record<string, 1>) => { lean: <T>() => Promise<T> } } }): FieldReader =>
  (filter, path) =>
    model.find(filter as FilterQuery<never>).select({ [path]: 1 }).lean<Fields[]>()

/**
 * Every place a record keeps an upload by its id: a copy of a picture (`…id`), a document's `mediaId`,
 * a listing's chosen photo (`imageMediaId`). Kept beside findMediaUses: a new place to keep an upload is
 * added here, or the sweep deletes what it keeps (tests/integration/unattached-uploads.test.ts walks them).
 */
const ID_PLACES: ReadonlyArray<{ read: FieldReader; paths: readonly string[] }> = [
  { read: readerOf(NewsArticle), paths: ['image.id'] },
  { read: readerOf(Gallery), paths: ['photos.image.id'] },
  { read: readerOf(LocalPartner), paths: ['image.id'] },
  { read: readerOf(InternationalPartner), paths: ['image.id'] },
  { read: readerOf(CommitteeMember), paths: ['image.id'] },
  { read: readerOf(CommitteePhoto), paths: ['image.id'] },
  { read: readerOf(Listing), paths: ['photo.id', 'imageMediaId'] },
  { read: readerOf(ListingDraft), paths: ['image.id', 'imageMediaId'] },
  { read: readerOf(ListingReview), paths: ['fields.image.id', 'fields.imageMediaId'] },
  { read: readerOf(User), paths: ['photo.id'] },
  { read: readerOf(CpdEntry), paths: ['evidence.id'] },
  { read: readerOf(Donation), paths: ['slip.mediaId'] },
  { read: readerOf(PaymentProof), paths: ['mediaId'] },
  { read: readerOf(MemberResource), paths: ['document.mediaId'] },
  { read: readerOf(Expense), paths: ['receipt.mediaId'] },
  { read: readerOf(MeetingPaper), paths: ['mediaId'] },
  // Issue 36: a member's certificate of insurance, first aid or practice.
  { read: readerOf(Credential), paths: ['mediaId'] },
  { read: readerOf(CpdAuditCase), paths: ['evidenceMediaIds', 'sealedMediaIds'] },
  // Issue 36: a concern's evidence, and the documents and responses on its timeline.
  { read: readerOf(Concern), paths: ['evidenceMediaIds'] },
  { read: readerOf(ConcernEvent), paths: ['mediaIds'] },
]

/** Where a record names an upload by its address (`/media/{id}/…`): a picture's or a certificate's link typed in. */
const ADDRESS_PLACES: ReadonlyArray<{ read: FieldReader; path: string }> = [
  { read: readerOf(NewsArticle), path: 'imageUrl' },
  { read: readerOf(Listing), path: 'imageUrl' },
  { read: readerOf(User), path: 'imageUrl' },
  { read: readerOf(CpdEntry), path: 'certificateUrl' },
]

/**
 * Which of `uploads` something holds (issue 30, finding 9): a record that keeps it by id or names it by
 * address, or, for an application's supporting document, the applicant's account (the secretariat finds
 * those by their owner). A few queries for the whole batch, each reading one field of its collection:
 * the sweep asks this once a day's uploads at most, never a request.
 */
export async function attachedUploads(uploads: readonly Pick<AwaitingUpload, 'id' | 'ownerId' | 'purpose'>[]): Promise<Set<string>> {
  const ids = uploads.map((upload) => upload.id).filter(isValidObjectId)
  const attached = new Set<string>()
  if (ids.length === 0) return attached
  const idSet = new Set(ids)
  const note = (value: unknown) => {
    const id = String(value ?? '')
    if (idSet.has(id)) attached.add(id)
  }
  // Mongoose casts the ids to the field's type (an ObjectId for a payment proof's or a resource's document).
  const byId = ID_PLACES.flatMap(({ read, paths }) =>
    paths.map(async (path) => {
      const records = await read({ [path]: { $in: ids } }, path)
      for (const record of records) for (const value of valuesAt(record, path.split('.'))) note(value)
    }),
  )
  const pattern = `/media/(${ids.join('|')})/`
  const byAddress = ADDRESS_PLACES.map(async ({ read, path }) => {
    const records = await read({ [path]: { $regex: pattern } }, path)
    for (const record of records) for (const match of String(record[path] ?? '').matchAll(/\/media\/([0-9a-f]{24})\//g)) note(match[1])
  })
  const applicants = [...new Set(uploads.filter((upload) => upload.purpose === 'application' && upload.ownerId).map((upload) => upload.ownerId as string))]
  const byOwner = (async () => {
    if (applicants.length === 0) return
    const owners = new Set((await User.find({ _id: { $in: applicants } }).select({ _id: 1 }).lean()).map((user) => String(user._id)))
    for (const upload of uploads) if (upload.purpose === 'application' && upload.ownerId && owners.has(upload.ownerId)) attached.add(upload.id)
  })()
  await Promise.all([...byId, ...byAddress, byOwner])
  return attached
}

/** The values at a dotted path, through arrays (a gallery's photos). */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path))
  if (path.length === 0) return [value]
  if (value === null || typeof value !== 'object') return []
  return valuesAt((value as Record<string, unknown>)[path[0]!], path.slice(1))
}
