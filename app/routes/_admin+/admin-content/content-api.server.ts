import { messagesOf } from '#app/validation/messages.ts'
import { json } from '@remix-run/node'
import { contentMessageKeys, imageFieldOf, type ContentType } from '#app/domain/content-types.ts'
import { getActiveContentItem, getContentItem, type ContentItem } from '#app/services/published-content.server.ts'
import { auditActorOf, accountActorOf } from '#app/services/audit.server.ts'
import { contentImageFromMedia, createContent, deleteContent, updateContent } from '#app/services/content.server.ts'
import { deleteMedia } from '#app/services/media.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CONTENT_SCHEMAS, contentCrossFieldErrors } from '#app/validation/content.ts'

/** The English sentences of a kind's answers (each door says them in the request's language). */
const contentMessages = (type: ContentType) => messagesOf(contentMessageKeys(type))

/**
 * The JSON doors of the six kinds of content, shared by their twelve routes (api.news.ts,
 * api.news.$id.ts, …): the same schemas and the same service as the pages of /admin-content.
 */

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * The schema, then the rules between fields (an event's end after its start), then the picture: a kind
 * with one takes `imageId`, the id of a picture uploaded with POST /api/media (null removes it, left
 * out keeps the item's own), and then requires `imageAlt`, as the form does. A 400 for any of them.
 */
async function parseContent(type: ContentType, request: Request, user: { id: string; email: string; isAdmin: boolean; roles?: readonly string[] | null }, existing: ContentItem | null) {
  const body = await readJsonObject(request)
  const values: Record<string, unknown> = await validateJsonBody(body, CONTENT_SCHEMAS[type])
  const crossErrors = contentCrossFieldErrors(type, values)
  if (crossErrors) throw apiError(400, Object.values(crossErrors)[0]![0]!, crossErrors)
  const imageField = imageFieldOf(type)
  if (!imageField) return { values, replacedImageId: null }
  const keptImage = (existing?.[imageField] as { id?: string } | null | undefined) ?? null
  let shown = Boolean(keptImage?.id)
  let replacedImageId: string | null = null
  if ('imageId' in body) {
    const image = await contentImageFromMedia(accountActorOf(user), body.imageId)
    if (image === 'invalid') throw apiError(400, UPLOAD_MESSAGES.imageIdInvalid, { imageId: [UPLOAD_MESSAGES.imageIdInvalid] })
    values[imageField] = image
    shown = image !== null
    if (keptImage?.id && keptImage.id !== image?.id) replacedImageId = keptImage.id
  }
  if (shown && !values.imageAlt) throw apiError(400, UPLOAD_MESSAGES.altRequired, { imageAlt: [UPLOAD_MESSAGES.altRequired] })
  return { values, replacedImageId }
}

/** POST /api/{type} → 201 and the new item. GET stays the public list, in the route. */
export async function contentCollectionApi(type: ContentType, request: Request) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiAdmin(request, 'content')
  const { values } = await parseContent(type, request, user, null)
  return json(await createContent(auditActorOf(user), type, values), { status: 201, headers: NO_STORE })
}

/** GET /api/{type}/{id} → one active item, public; 404 for an inactive, missing or malformed id. */
export async function contentItemApiLoader(type: ContentType, id: string | undefined) {
  const item = await getActiveContentItem(type, id ?? '')
  if (!item) return apiError(404, contentMessages(type).apiNotFound)
  return json(item, { headers: NO_STORE })
}

/** PUT /api/{type}/{id} → the updated item; DELETE → `{ message }`. Admins only; 404 for a missing id. */
export async function contentItemApi(type: ContentType, request: Request, id: string | undefined) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PUT', 'DELETE'])
  const user = await requireApiAdmin(request, 'content')
  const messages = contentMessages(type)
  const notFound = () => apiError(404, messages.apiNotFound)
  if (request.method === 'DELETE') {
    return (await deleteContent(accountActorOf(user), type, id ?? '')) ? json({ message: messages.deleted }) : notFound()
  }
  const existing = await getContentItem(type, id ?? '')
  if (!existing) return notFound()
  const { values, replacedImageId } = await parseContent(type, request, user, existing)
  const updated = await updateContent(auditActorOf(user), type, id ?? '', values)
  if (!updated) return notFound()
  // The picture it replaced goes, as in the form; one still shown elsewhere stays (deleteMedia refuses it).
  if (replacedImageId) await deleteMedia(replacedImageId, accountActorOf(user))
  return json(updated, { headers: NO_STORE })
}
