import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getMyListing, saveMyListing } from '#app/services/my-listing.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { MyListingSchema } from '#app/validation/my-listing.ts'

/**
 * GET /api/me/listing → `{ eligible, reason?, status, pendingRevision, reviewNote, draft, published,
 * practitionerId, hidden }`: the member's own listing (issue 19). PUT with the listing's fields (those of
 * My listing; `imageMediaId` names a photo uploaded through POST /api/media with purpose `portrait`, ''
 * removes it) saves the draft → `{ status: 'draft', draft }`; 403 when the membership has no listing right.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const { form: _form, ...answer } = await getMyListing(user)
  return json(answer)
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['GET', 'HEAD', 'PUT'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, MyListingSchema)
  const result = await saveMyListing(user, input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ status: result.status, draft: result.draft })
}
