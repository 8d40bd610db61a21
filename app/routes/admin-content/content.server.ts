import { json, type LoaderFunctionArgs } from '@remix-run/node'
import {
  createContentItem,
  deleteContentItem,
  getActiveContentItem,
  getContentItem,
  listContentItems,
  updateContentItem,
  type ContentItem,
} from '#app/models/site-content.server.ts'
import { CONTENT_CONSTRAINTS, CONTENT_SCHEMAS, formSchemaOf } from '#app/validation/content.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { recordAdminAction, type AuditActor } from '#app/services/audit.server.ts'
import {
  CONTENT_TYPE_INFO,
  contentItemName,
  contentMessages,
  isContentType,
  type ContentItemView,
  type ContentType,
} from '#app/domain/content-types.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { requireAdmin, requireApiAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { adminPaths } from '#app/config/paths.ts'

/**
 * The content administration's one service: the /admin-content pages (forms without JavaScript, dialogs
 * with it, both posting to the same actions) and the JSON API (POST /api/{type}, PUT and DELETE
 * /api/{type}/{id}) validate with the same schema and write through the same three functions, which
 * record every change in the audit log.
 */

/** What the audit log calls each kind of record. */
type Params = LoaderFunctionArgs['params']

const AUDIT_ENTITY: Record<ContentType, string> = {
  news: 'news-article',
  events: 'event',
  galleries: 'gallery',
  'local-partners': 'local-partner',
  'international-partners': 'international-partner',
  training: 'training-programme',
}

const actorOf = (user: { id: string; email: string }): AuditActor => ({ id: user.id, email: user.email })

async function audit(actor: AuditActor, type: ContentType, action: 'created' | 'updated' | 'deleted', item: ContentItem) {
  const { noun } = CONTENT_TYPE_INFO[type]
  const verb = { created: 'Created', updated: 'Updated', deleted: 'Deleted' }[action]
  const hidden = action !== 'deleted' && !item.isActive ? ' (inactive, hidden from the website)' : ''
  await recordAdminAction(actor, {
    action,
    entityType: AUDIT_ENTITY[type],
    entityId: item.id,
    summary: `${verb} ${noun} "${contentItemName(type, item)}"${hidden}`,
  })
}

export async function createContent(actor: AuditActor, type: ContentType, values: object) {
  const item = await createContentItem(type, values)
  await audit(actor, type, 'created', item)
  return item
}

/** Null when there is no such item. */
export async function updateContent(actor: AuditActor, type: ContentType, id: string, values: object) {
  const item = await updateContentItem(type, id, values)
  if (item) await audit(actor, type, 'updated', item)
  return item
}

/** Null when there is no such item. */
export async function deleteContent(actor: AuditActor, type: ContentType, id: string) {
  const item = await deleteContentItem(type, id)
  if (item) await audit(actor, type, 'deleted', item)
  return item
}

// ---------------------------------------------------------------------------------------------------
// Views

function plain(value: unknown): string | number | boolean {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return ''
}

/** The item as the admin pages need it: every field of the form, dates as ISO strings. */
function toView(type: ContentType, item: ContentItem): ContentItemView {
  const view: ContentItemView = { id: item.id, isActive: Boolean(item.isActive) }
  for (const field of CONTENT_TYPE_INFO[type].fields) view[field.name] = plain(item[field.name])
  return view
}

// ---------------------------------------------------------------------------------------------------
// Pages

/** The type in the address, or the 404 page. */
function requireContentType(params: Params): ContentType {
  if (!isContentType(params.type)) throw json({ message: 'There is no such kind of content.' }, { status: 404 })
  return params.type
}

async function requireItem(type: ContentType, id: string | undefined) {
  const item = id ? await getContentItem(type, id) : null
  if (!item) throw json({ message: contentMessages(type).notFound }, { status: 404 })
  return item
}

/** The tab asked for in ?tab=, news when none or an unknown one. */
export function contentTabOf(value: string | null): ContentType {
  return isContentType(value) ? value : 'news'
}

export async function loadContentAdminPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const tab = contentTabOf(new URL(request.url).searchParams.get('tab'))
  const items = await listContentItems(tab)
  return json({
    tab,
    items: items.map((item) => toView(tab, item)),
    constraint: CONTENT_CONSTRAINTS[tab],
    today: toMalaysiaDay(new Date()),
  })
}

export async function loadNewContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const type = requireContentType(params)
  return json({ type, constraint: CONTENT_CONSTRAINTS[type], today: toMalaysiaDay(new Date()) })
}

/** The edit page, and what the list's edit dialog loads (the whole item, fresh). */
export async function loadEditContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const type = requireContentType(params)
  const item = await requireItem(type, params.id)
  return json({ type, item: toView(type, item), constraint: CONTENT_CONSTRAINTS[type], today: toMalaysiaDay(new Date()) })
}

export async function loadDeleteContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const type = requireContentType(params)
  const item = await requireItem(type, params.id)
  return json({ type, item: toView(type, item) })
}

function backToList(type: ContentType, title: string) {
  // Replace, so that Back after a save does not return to the form.
  return redirectWithToast(adminPaths.contentItem.list(type), { title }, { headers: { 'X-Remix-Replace': 'true' } })
}

/**
 * POST of the add form (no id) or the edit form. Failures are answered as data, so that the dialog (or
 * the page) shows them: the spec's failure message above the form, field messages under the fields,
 * what was typed kept.
 */
export async function saveContentAction({ request, params }: { request: Request; params: Params }) {
  const user = await requireAdmin(request)
  const type = requireContentType(params)
  const id = params.id
  const messages = contentMessages(type)
  const failed = id === undefined ? messages.createFailed : messages.updateFailed
  const submission = parseSubmission(await readFormData(request), { schema: formSchemaOf(type) })
  if (id !== undefined && !(await getContentItem(type, id))) {
    return json(submission.reply({ formErrors: [failed, messages.notFound] }), { status: 404 })
  }
  if (submission.status !== 'success') {
    return json(submission.reply({ formErrors: [failed, 'Please correct the fields marked below.'] }), { status: 400 })
  }
  try {
    if (id === undefined) {
      await createContent(actorOf(user), type, submission.value)
      return await backToList(type, messages.created)
    }
    const updated = await updateContent(actorOf(user), type, id, submission.value)
    if (!updated) return json(submission.reply({ formErrors: [failed, messages.notFound] }), { status: 404 })
    return await backToList(type, messages.updated)
  } catch (error) {
    console.error(`Saving a ${type} item failed`, error)
    return json(submission.reply({ formErrors: [failed] }), { status: 500 })
  }
}

/** POST of the delete confirmation. */
export async function deleteContentAction({ request, params }: { request: Request; params: Params }) {
  const user = await requireAdmin(request)
  const type = requireContentType(params)
  const messages = contentMessages(type)
  try {
    const deleted = await deleteContent(actorOf(user), type, params.id ?? '')
    if (!deleted) return json({ message: messages.deleteFailed, detail: messages.notFound }, { status: 404 })
  } catch (error) {
    console.error(`Deleting a ${type} item failed`, error)
    return json({ message: messages.deleteFailed }, { status: 500 })
  }
  return backToList(type, messages.deleted)
}

// ---------------------------------------------------------------------------------------------------
// JSON API

const NO_STORE = { 'cache-control': 'no-store' }

/** POST /api/{type} → 201 and the new item. GET stays the public list, in the route. */
export async function contentCollectionApi(type: ContentType, request: Request) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiAdmin(request)
  const values = await parseJsonBody(request, CONTENT_SCHEMAS[type])
  return json(await createContent(actorOf(user), type, values), { status: 201, headers: NO_STORE })
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
    return (await deleteContent(actorOf(user), type, id ?? '')) ? json({ message: messages.deleted }) : notFound()
  }
  if (!(await getContentItem(type, id ?? ''))) return notFound()
  const values = await parseJsonBody(request, CONTENT_SCHEMAS[type])
  const updated = await updateContent(actorOf(user), type, id ?? '', values)
  return updated ? json(updated, { headers: NO_STORE }) : notFound()
}
