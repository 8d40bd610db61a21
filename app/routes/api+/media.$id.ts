import { accountActorOf } from '#app/services/audit.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { deleteMediaOnItsOwn, getMediaForViewer, toMediaAnswer } from '#app/services/media.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { getUser, requireApiUser } from '#app/utils/auth.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** A private file of someone else, a deleted one and a malformed id all answer the same 404. */
const notFound = () => apiError(404, UPLOAD_MESSAGES.notFound)

/**
 * GET /api/media/{id}: `{ id, url, type, width, height, alt, visibility }` of a public file to anyone,
 * of a private one to its owner and administrators only.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request)
  const media = await getMediaForViewer(params.id ?? '', user && accountActorOf(user))
  if (!media) return notFound()
  return json({ ...toMediaAnswer(media), alt: media.alt, visibility: media.visibility }, { headers: { 'cache-control': 'no-store' } })
}

/**
 * DELETE /api/media/{id}: the owner or an administrator removes the file and its variants (200
 * `{ message }`); 409 `{ message }` naming where a picture is still shown (decision 015), or telling a
 * member that a record keeps their file (a CPD entry's evidence, a CPD audit's file, a payment proof …):
 * it is removed from that record's own page, while the record's rules allow it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['GET', 'DELETE'])
  const user = await requireApiUser(request)
  const outcome = await deleteMediaOnItsOwn(params.id ?? '', accountActorOf(user))
  if (outcome === 'deleted') return json({ message: UPLOAD_MESSAGES.deleted })
  if (outcome === 'not-found') return notFound()
  return apiError(409, outcome.message)
}
