import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { getAccount } from '#app/services/members.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { previewOfMemberListing } from '#app/services/directory/views.ts'
import { approveListingReview, listListingReviews, returnListingReview } from '#app/services/my-listing.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { ListingReturnSchema } from '#app/validation/my-listing.ts'

/** /admin/listings/reviews: members' listings waiting for a decision, each drawn as the public would see it. */
export async function loadListingReviewsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'listings')
  const reviews = await listListingReviews()
  const withPreview = await Promise.all(
    reviews.map(async (review) => {
      const member = review.member ? await getAccount(review.member.id) : null
      const { card } = previewOfMemberListing(
        review.fields,
        { name: review.member?.name ?? '', membershipId: review.member?.membershipId ?? '', validUntil: member?.membershipValidUntil ?? '' },
        null,
      )
      return { ...review, card }
    }),
  )
  return json({
    reviews: withPreview,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'listing.admin', 'listing.fields', 'directory']),
  })
}

/** A review's Approve, or Return with its note (one form per review; `reviewId` names it). */
export async function listingReviewAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'listings')
  const formData = await readFormData(request)
  const reviewId = String(formData.get('reviewId') ?? '')
  const intent = formData.get('intent')
  if (intent === 'approve') {
    const result = await approveListingReview(auditActorOf(admin), reviewId)
    if (!result.ok) return json({ status: 'error', error: { '': [result.message] }, reviewId }, { status: result.status })
    return redirectWithToast(adminPaths.listingReviews, { title: message('messages:myListing.approved') })
  }
  const submission = parseSubmission(formData, { schema: ListingReturnSchema })
  if (submission.status !== 'success') return json({ ...submission.reply(), reviewId }, { status: 400 })
  const result = await returnListingReview(auditActorOf(admin), reviewId, submission.value.note)
  if (!result.ok) return json({ status: 'error', error: { '': [result.message] }, reviewId }, { status: result.status })
  return redirectWithToast(adminPaths.listingReviews, { title: message('messages:myListing.returned') })
}
