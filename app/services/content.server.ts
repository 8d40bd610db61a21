import { CONTENT_TYPE_INFO, contentItemName, imageFieldOf, type ContentItemView, type ContentType } from '#app/domain/content-types.ts'
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  listContentItems,
  updateContentItem,
  type ContentItem,
} from '#app/models/site-content.server.ts'
import { imageWithAlt, type StoredImageFields } from '#app/models/stored-image.server.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { deleteMedia, getAttachableMedia, toStoredImage, type MediaActor } from './media.server.ts'

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
  committee: 'committee-member',
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

/** The ids of the uploaded pictures an item shows: its own picture, and a gallery's photos. */
function picturesOf(type: ContentType, item: ContentItem): string[] {
  const imageField = imageFieldOf(type)
  const own = imageField ? (item[imageField] as { id?: string } | null | undefined)?.id : undefined
  const photos = type === 'galleries' ? ((item.photos ?? []) as Array<{ image?: { id?: string } }>).map((photo) => photo.image?.id) : []
  return [own, ...photos].filter((id): id is string => typeof id === 'string' && id !== '')
}

/**
 * Null when there is no such item. Its pictures go with it, as a replaced picture does, so no file is
 * left that nothing shows; one another page still shows stays (deleteMedia refuses it, decision 015).
 */
export async function deleteContent(actor: MediaActor & AuditActor, type: ContentType, id: string) {
  const item = await deleteContentItem(type, id)
  if (!item) return null
  await audit(auditActorOf(actor), type, 'deleted', item)
  for (const pictureId of picturesOf(type, item)) await deleteMedia(pictureId, actor)
  return item
}

/**
 * The picture an API client attaches by `imageId` (a picture it uploaded with POST /api/media), as the
 * item keeps it; null for `imageId: null` (the picture removed); 'invalid' for anything that is not a
 * public image the actor may attach to the association's pages (no such media, a document, a private
 * file, or someone else's file for a non-administrator).
 */
export async function contentImageFromMedia(actor: MediaActor, imageId: unknown): Promise<StoredImageFields | null | 'invalid'> {
  if (imageId === null) return null
  if (typeof imageId !== 'string') return 'invalid'
  const media = await getAttachableMedia(imageId, actor, 'content')
  return (media && toStoredImage(media)) ?? 'invalid'
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
  for (const field of CONTENT_TYPE_INFO[type].fields) {
    view[field.name] =
      field.kind === 'image' ? imageWithAlt(item[field.name] as StoredImageFields | null, String(item.imageAlt ?? '')) : plain(item[field.name])
  }
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

// A gallery's photos, which the administration's photo page sets as a whole (its route reaches the model through here).
export { getGallery, setGalleryPhotos, type GalleryPhotoRecord } from '#app/models/gallery.server.ts'
