import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listListingReviews } from '#app/services/my-listing.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/listing-reviews: members' listings waiting for a decision, oldest first, each with its member. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'listings')
  return json(await listListingReviews())
}

export const action = () => methodNotAllowed(['GET', 'HEAD'])
