import { json } from '@remix-run/node'
import { contentMessages, type ContentType } from '#app/domain/content-types.ts'
import { getActiveContentItem, getContentItem } from '#app/models/site-content.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createContent, deleteContent, updateContent } from '#app/services/content.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CONTENT_SCHEMAS } from '#app/validation/content.ts'

/**
 * The JSON doors of the six kinds of content, shared by their twelve routes (api.news.ts,
 * api.news.$id.ts, …): the same schemas and the same service as the pages of /admin-content.
 */

const NO_STORE = { 'cache-control': 'no-store' }

/** POST /api/{type} → 201 and the new item. GET stays the public list, in the route. */
export async function contentCollectionApi(type: ContentType, request: Request) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiAdmin(request)
  const values = await parseJsonBody(request, CONTENT_SCHEMAS[type])
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
  const user = await requireApiAdmin(request)
  const messages = contentMessages(type)
  const notFound = () => apiError(404, messages.apiNotFound)
  if (request.method === 'DELETE') {
    return (await deleteContent(auditActorOf(user), type, id ?? '')) ? json({ message: messages.deleted }) : notFound()
  }
  if (!(await getContentItem(type, id ?? ''))) return notFound()
  const values = await parseJsonBody(request, CONTENT_SCHEMAS[type])
  const updated = await updateContent(auditActorOf(user), type, id ?? '', values)
  return updated ? json(updated, { headers: NO_STORE }) : notFound()
}
