import { CONTENT_TYPE_INFO, contentItemName, type ContentItemView, type ContentType } from '#app/domain/content-types.ts'
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  listContentItems,
  updateContentItem,
  type ContentItem,
} from '#app/models/site-content.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'

/**
 * The content administration's one service (news, events, galleries, local and international partners,
 * training): the /admin-content pages and the JSON API (POST /api/{type}, PUT and DELETE
 * /api/{type}/{id}) write through the same three functions, which record every change in the audit log.
 */

/** What the audit log calls each kind of record. */
const AUDIT_ENTITY: Record<ContentType, string> = {
  news: 'news-article',
  events: 'event',
  galleries: 'gallery',
  'local-partners': 'local-partner',
  'international-partners': 'international-partner',
  training: 'training-programme',
}

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
// What the admin pages show

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

/** Every item of a kind, shown or not, newest first. */
export async function listContentForAdmin(type: ContentType): Promise<ContentItemView[]> {
  return (await listContentItems(type)).map((item) => toView(type, item))
}

/** One item of a kind, shown or not; null when there is none. */
export async function getContentForAdmin(type: ContentType, id: string): Promise<ContentItemView | null> {
  const item = await getContentItem(type, id)
  return item ? toView(type, item) : null
}
