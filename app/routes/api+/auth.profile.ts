import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { saveOwnProfile } from '#app/services/account.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { ProfileSchema } from '#app/validation/auth.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireApiUser(request) })
}

/**
 * PUT the profile update payload → { user }. It is a replacement: an optional field left out is
 * stored empty, as the form does with an empty field; `locale` ('en' or 'ms') left out stays. The
 * account only (names, phone, state, picture, language): the practice (business name, specialities,
 * certification, description) is the listing's, through `PUT /api/me/listing` (issue 33); those keys
 * sent here are ignored, as is any key the profile does not have.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT'])
  const user = await requireApiUser(request)
  const profile = await parseJsonBody(request, ProfileSchema)
  const { locale, ...fields } = profile
  // A link in place of the uploaded photo replaces it, and the photo is deleted, as the form does.
  const photo = fields.imageUrl !== user.imageUrl ? { photo: null } : {}
  // Left out, the member's language stays as it is.
  const updated = await saveOwnProfile(user, locale ? { ...fields, ...photo, locale } : { ...fields, ...photo })
  if (!updated) return apiError(401, message('messages:api.authRequired'))
  return json({ user: updated })
}
