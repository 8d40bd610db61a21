import { paths } from '#app/config/paths.ts'
import { localeOr } from '#app/domain/locale.ts'
import { membershipTerms, membershipTypeOf } from '#app/domain/membership-types.ts'
import {
  createReview,
  getDraftForUser,
  getReviewById,
  listPendingReviews,
  saveDraftForUser,
  setDraftStage,
  setReviewOutcome,
  type ListingDraftRecord,
  type ListingReviewRecord,
  type MemberListingFields,
} from '#app/models/listing-draft.server.ts'
import {
  getListingOfUser,
  getUnlinkedListingByMembershipId,
  publishMemberListing,
  setListingHiddenByMember,
  type PublicListing,
} from '#app/models/listing.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { getUserById, listUsersByIds, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import type { MyListingInput } from '#app/validation/my-listing.ts'
import { message } from '#app/validation/messages.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { listingApprovedMail, listingReturnedMail } from './listing-mails.server.ts'
import { getAttachableMedia, toStoredImage, type MediaActor } from './media.server.ts'
import type { MediaRecord } from '#app/models/media.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * A member keeps their own listing (issue 19): "My listing" and `/api/me/listing*` on one side, the
 * review at /admin/listings/reviews and `/api/admin/listing-reviews*` on the other. The member writes a
 * draft, previews it, sends it for review; an administrator approves it (the public listing takes the
 * fields, linked to the account by `userId`) or returns it with a note; the public sees the last
 * approved version meanwhile. Hiding and showing are immediate. Every step is in the audit log; the
 * member is mailed the outcome. See docs/decisions/019-listing-reviews-and-search.md.
 */

export type MyListingStatus = 'none' | 'draft' | 'pending' | 'published' | 'hidden' | 'returned'
export type IneligibleReason = 'type' | 'status' | 'membership-id'

type Member = Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName' | 'membershipType' | 'membershipStatus' | 'membershipId' | 'isAdmin'>

/** Spec section 6: the types with the listing right, while the membership is active and has its ID. */
export function listingEligibility(user: Member): { eligible: true } | { eligible: false; reason: IneligibleReason; message: string } {
  const type = membershipTypeOf(user.membershipType)
  if (!type || !membershipTerms(type).listed) return { eligible: false, reason: 'type', message: message('messages:myListing.notEligibleType') }
  if (user.membershipStatus !== 'active') return { eligible: false, reason: 'status', message: message('messages:myListing.notEligibleStatus') }
  if (!user.membershipId) return { eligible: false, reason: 'membership-id', message: message('messages:myListing.noMembershipId') }
  return { eligible: true }
}

const FIELD_NAMES = [
  'salutation',
  'title',
  'businessName',
  'description',
  'specialties',
  'languages',
  'modes',
  'phone',
  'whatsapp',
  'email',
  'state',
  'location',
  'town',
  'postcode',
  'publishEmail',
  'website',
  'experience',
  'certification',
  'tcmRegistrationNo',
  'imageMediaId',
  'image',
] as const satisfies ReadonlyArray<keyof MemberListingFields>

/** The member's fields of a draft, a review or a published listing. */
export function memberFieldsOf(source: object): MemberListingFields {
  const pick = Object.fromEntries(FIELD_NAMES.map((name) => [name, (source as Record<string, unknown>)[name]]))
  return {
    salutation: String(pick.salutation ?? ''),
    title: String(pick.title ?? ''),
    businessName: String(pick.businessName ?? ''),
    description: String(pick.description ?? ''),
    specialties: (pick.specialties as string[] | undefined) ?? [],
    languages: (pick.languages as string[] | undefined) ?? [],
    modes: (pick.modes as string[] | undefined) ?? [],
    phone: String(pick.phone ?? ''),
    whatsapp: String(pick.whatsapp ?? ''),
    email: String(pick.email ?? ''),
    state: String(pick.state ?? ''),
    location: String(pick.location ?? ''),
    town: String(pick.town ?? ''),
    postcode: String(pick.postcode ?? ''),
    publishEmail: pick.publishEmail === true,
    website: String(pick.website ?? ''),
    experience: Number(pick.experience ?? 0),
    certification: String(pick.certification ?? ''),
    tcmRegistrationNo: String(pick.tcmRegistrationNo ?? ''),
    imageMediaId: String(pick.imageMediaId || ((source as { photo?: { id?: string } | null }).photo?.id ?? '')),
    // A draft keeps `image`; a listing keeps its one picture as `photo` (also an administrator's upload).
    image: ((pick.image ?? (source as { photo?: unknown }).photo) as MemberListingFields['image']) ?? null,
  }
}

function statusOf(draft: ListingDraftRecord | null, listing: PublicListing | null): MyListingStatus {
  if (draft?.stage === 'pending' || draft?.stage === 'returned' || draft?.stage === 'draft') return draft.stage
  if (listing) return listing.hiddenByMember ? 'hidden' : 'published'
  return 'none'
}

/**
 * The fields a first draft starts from: the listing an administrator made for the member, else what the
 * account holds (its phone, state and e-mail, and the practice its profile kept before issue 33 made
 * the listing the practice's one home), so that nothing a member wrote there is lost.
 */
async function startingFields(user: PublicUser): Promise<MemberListingFields> {
  const unlinked = user.membershipId ? await getUnlinkedListingByMembershipId(user.membershipId) : null
  if (unlinked) return memberFieldsOf(unlinked)
  return memberFieldsOf({
    businessName: user.businessName ?? '',
    description: user.bio ?? '',
    specialties: user.specialties ?? [],
    certification: user.certification ?? '',
    phone: user.phone ?? '',
    state: user.state ?? '',
    email: user.email,
  })
}

/** GET /api/me/listing and the My listing page. */
export async function getMyListing(user: PublicUser) {
  const [draft, listing] = await Promise.all([getDraftForUser(user.id), getListingOfUser(user.id)])
  const eligibility = listingEligibility(user)
  const status = statusOf(draft, listing)
  return {
    eligible: eligibility.eligible,
    ...(eligibility.eligible ? {} : { reason: eligibility.reason }),
    status,
    pendingRevision: status === 'pending' && listing !== null,
    reviewNote: draft?.stage === 'returned' ? draft.reviewNote : '',
    draft: draft ? memberFieldsOf(draft) : null,
    published: listing ? { ...memberFieldsOf(listing), name: listing.name, membershipId: listing.membershipId } : null,
    practitionerId: listing?.id ?? null,
    hidden: Boolean(listing?.hiddenByMember),
    /** What the form shows: the draft, else the published listing, else a start from what is known. */
    form: draft ? memberFieldsOf(draft) : listing ? memberFieldsOf(listing) : await startingFields(user),
  }
}
export type MyListing = Awaited<ReturnType<typeof getMyListing>>

const memberActor = (user: Member): AuditActor => auditActorOf(user)
const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`

export type ListingRefusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; fieldErrors?: Record<string, string[]> }
const refuse = (status: ListingRefusal['status'], text: string, fieldErrors?: Record<string, string[]>): ListingRefusal => ({
  ok: false,
  status,
  message: text,
  ...(fieldErrors ? { fieldErrors } : {}),
})

/**
 * Saves the member's draft. The photo: `photo` (a file the page stored just now), else `imageMediaId`
 * (JSON: an upload of theirs; '' removes it), else the draft's or published listing's stays. Saving a
 * draft that waited for review withdraws that review (the administrator never approves what the member
 * has changed since).
 */
export async function saveMyListing(user: PublicUser, input: MyListingInput, { photo, removePhoto = false }: { photo?: MediaRecord; removePhoto?: boolean } = {}) {
  const eligibility = listingEligibility(user)
  if (!eligibility.eligible) return refuse(403, eligibility.message)
  const current = await getMyListing(user)
  let image = { imageMediaId: current.form.imageMediaId, image: current.form.image }
  if (photo) {
    image = { imageMediaId: photo.id, image: toStoredImage(photo) }
  } else if (removePhoto || input.imageMediaId === '') {
    image = { imageMediaId: '', image: null }
  } else if (input.imageMediaId && input.imageMediaId !== current.form.imageMediaId) {
    const actor: MediaActor = { id: user.id, isAdmin: false }
    const media = await getAttachableMedia(input.imageMediaId, actor, 'portrait')
    const stored = media ? toStoredImage(media) : null
    if (!media || !stored) return refuse(400, message('myListing.photo'), { imageMediaId: [message('myListing.photo')] })
    image = { imageMediaId: media.id, image: stored }
  }
  const { imageMediaId: _id, ...fields } = input
  const before = await getDraftForUser(user.id)
  if (before?.stage === 'pending' && before.reviewId && (await claimOnce('listing-review-decision', before.reviewId))) {
    await setReviewOutcome(before.reviewId, { status: 'withdrawn', decidedBy: user.email, decidedAt: new Date() })
  }
  const draft = await saveDraftForUser(user.id, { ...fields, ...image })
  await recordAdminAction(memberActor(user), {
    action: 'updated',
    entityType: 'listing-draft',
    entityId: draft?.id,
    summary: `${fullName(user)} (${user.membershipId}) saved a draft of their listing`,
  })
  return { ok: true as const, status: 'draft' as const, draft: draft ? memberFieldsOf(draft) : null }
}

/** Sends the saved draft for review. */
export async function submitMyListing(user: PublicUser) {
  const eligibility = listingEligibility(user)
  if (!eligibility.eligible) return refuse(403, eligibility.message)
  const [draft, listing] = await Promise.all([getDraftForUser(user.id), getListingOfUser(user.id)])
  if (!draft || draft.stage === 'returned') return refuse(409, message('messages:myListing.nothingToSubmit'))
  if (draft.stage === 'pending') return refuse(409, message('messages:myListing.alreadyPending'))
  if (draft.stage === 'approved') return refuse(409, message('messages:myListing.unchanged'))
  const review = await createReview(user.id, draft.revision, memberFieldsOf(draft), listing !== null)
  if (!review) return refuse(409, message('messages:myListing.alreadyPending'))
  await setDraftStage(user.id, 'pending', { reviewId: review.id, reviewNote: '' })
  await recordAdminAction(memberActor(user), {
    action: 'submitted',
    entityType: 'listing-review',
    entityId: review.id,
    summary: `${fullName(user)} (${user.membershipId}) sent their listing for review${listing ? ' (a change of the published listing)' : ''}`,
  })
  notifyStaffInBackground('listing', { name: fullName(user) }, adminPaths.listingReviews)
  return { ok: true as const, status: 'pending' as const, reviewId: review.id }
}

/** Hides (or shows again) the published listing at once, without review. Hiding needs no eligibility: a member may always withdraw. */
export async function setMyListingHidden(user: PublicUser, hidden: boolean) {
  if (!hidden) {
    const eligibility = listingEligibility(user)
    if (!eligibility.eligible) return refuse(403, eligibility.message)
  }
  const listing = await setListingHiddenByMember(user.id, hidden)
  if (!listing) return refuse(409, message('messages:myListing.nothingToHide'))
  await recordAdminAction(memberActor(user), {
    action: hidden ? 'hidden' : 'shown',
    entityType: 'practitioner',
    entityId: listing.id,
    summary: `${fullName(user)} (${listing.membershipId}) ${hidden ? 'hid their listing from' : 'showed their listing in'} the directory`,
  })
  // An edit waiting for review keeps its status (decision 019): hiding or showing acts on the approved version only.
  return { ok: true as const, status: statusOf(await getDraftForUser(user.id), listing) }
}

// ---------------------------------------------------------------------------------------------------
// The administrators' side

export interface ReviewView {
  id: string
  submittedAt: string
  isRevision: boolean
  fields: MemberListingFields
  member: { id: string; name: string; email: string; membershipId: string; membershipType: string; membershipStatus: string } | null
}

function reviewView(review: ListingReviewRecord, member: PublicUser | undefined): ReviewView {
  return {
    id: review.id,
    submittedAt: new Date(review.createdAt).toISOString(),
    isRevision: review.isRevision,
    fields: memberFieldsOf(review.fields),
    member: member
      ? {
          id: member.id,
          name: fullName(member),
          email: member.email,
          membershipId: member.membershipId ?? '',
          membershipType: member.membershipType,
          membershipStatus: member.membershipStatus ?? 'pending',
        }
      : null,
  }
}

/** The reviews waiting for a decision, oldest first, each with its member. */
export async function listListingReviews(): Promise<ReviewView[]> {
  const reviews = await listPendingReviews()
  const members = new Map((await listUsersByIds(reviews.map((r) => r.userId))).map((m) => [m.id, m]))
  return reviews.map((review) => reviewView(review, members.get(review.userId)))
}

const myListingLink = () => `${getEnv().publicUrl}${paths.myListing}`

/**
 * One decision per review, claimed by an insert (`listing-review-decision:<id>`): two administrators
 * (or a member's save withdrawing it) at once, one wins. Approving publishes the fields.
 */
async function decide(admin: AuditActor, reviewId: string, decision: { approve: true } | { approve: false; note: string }) {
  const review = await getReviewById(reviewId)
  if (!review) return refuse(404, message('messages:myListing.reviewNotFound'))
  if (review.status !== 'pending') return refuse(409, message('messages:myListing.alreadyDecided'))
  if (!(await claimOnce('listing-review-decision', review.id))) return refuse(409, message('messages:myListing.alreadyDecided'))
  const member = await getUserById(review.userId)
  if (!member) {
    await releaseOnce('listing-review-decision', review.id)
    return refuse(404, message('messages:myListing.reviewNotFound'))
  }
  const revision = review.key.split(':')[1]
  const draft = await getDraftForUser(member.id)
  const draftIsThisRevision = draft?.revision === revision
  const fields = memberFieldsOf(review.fields)
  let listingId: string | null = null
  if (decision.approve) {
    if (!member.membershipId) {
      await releaseOnce('listing-review-decision', review.id)
      return refuse(409, message('messages:myListing.noMembershipId'))
    }
    const { image, ...approved } = fields
    const published = await publishMemberListing(member.id, {
      ...approved,
      photo: image,
      imageMediaId: image?.id ?? '',
      name: fullName(member),
      membershipId: member.membershipId,
    })
    if (!('listing' in published)) {
      await releaseOnce('listing-review-decision', review.id)
      return refuse(409, message('messages:myListing.membershipIdListed'))
    }
    listingId = published.listing.id
    await setReviewOutcome(review.id, { status: 'approved', decidedBy: admin.email, decidedAt: new Date() })
    if (draftIsThisRevision) await setDraftStage(member.id, 'approved', { reviewNote: '' })
  } else {
    await setReviewOutcome(review.id, { status: 'returned', note: decision.note, decidedBy: admin.email, decidedAt: new Date() })
    if (draftIsThisRevision) await setDraftStage(member.id, 'returned', { reviewNote: decision.note })
  }
  await recordAdminAction(admin, {
    action: decision.approve ? 'approved' : 'returned',
    entityType: 'listing-review',
    entityId: review.id,
    summary: decision.approve
      ? `Approved the listing of ${fullName(member)} (${member.membershipId}); it is published`
      : `Returned the listing of ${fullName(member)} (${member.membershipId}) with the note "${decision.note}"`,
  })
  const mail = { to: member.email, firstName: member.firstName, link: myListingLink(), locale: localeOr(member.locale) }
  sendMailInBackground(decision.approve ? listingApprovedMail({ ...mail, profileLink: `${getEnv().publicUrl}${paths.practitioner(listingId!)}` }) : listingReturnedMail({ ...mail, note: decision.note }))
  return { ok: true as const, review: reviewView({ ...review, status: decision.approve ? 'approved' : 'returned' }, member), practitionerId: listingId }
}

export function approveListingReview(admin: AuditActor, reviewId: string) {
  return decide(admin, reviewId, { approve: true })
}

export function returnListingReview(admin: AuditActor, reviewId: string, note: string) {
  return decide(admin, reviewId, { approve: false, note })
}
