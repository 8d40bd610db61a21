import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getMyListing } from '#app/services/my-listing.server.ts'
import { previewOfMemberListing } from '#app/services/directory/views.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

/** The member's draft (or, with none, the published listing) drawn as the directory draws it. */
export async function loadListingPreview({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const listing = await getMyListing(user)
  const fields = listing.draft ?? listing.published
  const preview = fields
    ? previewOfMemberListing(
        fields,
        { name: `${user.firstName} ${user.lastName}`, membershipId: user.membershipId ?? '', validUntil: user.membershipValidUntil ?? '' },
        listing.practitionerId,
      )
    : null
  return json({ preview, status: listing.status, i18n: await routeStrings(request, ['listing', 'directory', 'lists']) })
}
