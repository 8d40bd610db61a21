import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { imageWithAlt, MAX_ALT_TEXT_LENGTH } from '#app/domain/media.ts'
import { getGallery, setGalleryPhotos, type GalleryPhotoRecord } from '#app/services/content.server.ts'
import { auditActorOf, recordAdminAction, accountActorOf } from '#app/services/audit.server.ts'
import { deleteMedia, toStoredImage } from '#app/services/media.server.ts'
import { readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { MAX_FILES_PER_POST, UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/**
 * A gallery's photos (/admin-content/galleries/{id}/photos): add several at once (one description for
 * the batch, required, each photo's caption until it gets its own), reorder with Up and Down, caption
 * in both languages, remove. Without JavaScript every button is a plain submit; the photos form
 * posts multipart. A removed photo's files are deleted.
 */

export const PHOTOS_FIELD = 'photos'

async function requireGallery(id: string | undefined) {
  const gallery = id ? await getGallery(id) : null
  if (!gallery) throw json({ message: message('messages:content.galleries.notFound') }, { status: 404 })
  return gallery
}

export async function loadGalleryPhotosPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'content')
  const gallery = await requireGallery(params.id)
  return json({
    gallery: {
      id: gallery.id,
      title: gallery.title,
      photos: gallery.photos.map((photo) => ({ image: imageWithAlt(photo.image, photo.caption)!, caption: photo.caption, captionMs: photo.captionMs })),
    },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.content']),
  })
}

type Errors = { form?: string[]; fields?: Record<string, string[]>; values?: { caption: string; captionMs: string } }

export async function galleryPhotosAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'content')
  const gallery = await requireGallery(params.id)
  const form = await readFileForm(request, PHOTOS_FIELD, { maxFiles: MAX_FILES_PER_POST })
  if (form.status === 'refused') return json<Errors>({ fields: { [PHOTOS_FIELD]: [form.message] } }, { status: form.httpStatus })
  const data = form.formData
  const intent = String(data.get('intent') ?? '')
  const photos: GalleryPhotoRecord[] = gallery.photos.map((p) => ({ image: p.image, caption: p.caption, captionMs: p.captionMs }))
  const done = (title: string) => redirectWithToast(adminPaths.galleryPhotos(gallery.id), { title }, { headers: { 'X-Remix-Replace': 'true' } })

  if (intent === 'add') {
    const caption = String(data.get('caption') ?? '').trim()
    const captionMs = String(data.get('captionMs') ?? '').trim()
    const fields: Record<string, string[]> = {}
    if (!caption) fields.caption = [UPLOAD_MESSAGES.altRequired]
    if (caption.length > MAX_ALT_TEXT_LENGTH || captionMs.length > MAX_ALT_TEXT_LENGTH) fields.caption = [UPLOAD_MESSAGES.altTooLong]
    if (!form.files.length) fields[PHOTOS_FIELD] = [UPLOAD_MESSAGES.fileRequired]
    else if (Object.keys(fields).length) fields[PHOTOS_FIELD] = [UPLOAD_MESSAGES.chooseAgain]
    if (Object.keys(fields).length) return json<Errors>({ fields, values: { caption, captionMs } }, { status: 400 })
    const added: GalleryPhotoRecord[] = []
    for (const file of form.files) {
      // One at a time: each decode uses the whole machine already.
      const stored = await storeFormUpload(accountActorOf(user), file, { purpose: 'content', alt: caption })
      if (stored.status === 'refused') {
        // The photos before it are kept: say which one was refused and that the others were added.
        if (added.length) await setGalleryPhotos(gallery.id, [...photos, ...added])
        const which = file.filename ? `${file.filename}: ` : ''
        return json<Errors>({ fields: { [PHOTOS_FIELD]: [`${which}${stored.message}`] }, values: { caption, captionMs } }, { status: stored.httpStatus })
      }
      const image = toStoredImage(stored.media)
      if (image) added.push({ image, caption, captionMs })
    }
    await setGalleryPhotos(gallery.id, [...photos, ...added])
    await recordAdminAction(auditActorOf(user), { action: 'updated', entityType: 'gallery', entityId: gallery.id, summary: `Added ${added.length} photo(s) to gallery "${gallery.title}"` })
    return done(message('messages:content.galleries.photosAdded', { count: added.length }))
  }

  // Save, move or remove: the captions as posted, for the photos in the order posted.
  const posted = data.getAll('photo').map(String)
  const known = new Map(photos.map((p) => [p.image.id, p]))
  const ordered = posted.flatMap((id, index) => {
    const photo = known.get(id)
    if (!photo) return []
    known.delete(id)
    return [{ ...photo, caption: String(data.get(`caption-${index}`) ?? photo.caption).trim(), captionMs: String(data.get(`captionMs-${index}`) ?? photo.captionMs).trim() }]
  })
  // Photos the form did not send (another administrator added them meanwhile) stay, at the end.
  ordered.push(...known.values())
  const fields: Record<string, string[]> = {}
  ordered.forEach((photo, index) => {
    if (!photo.caption) fields[`caption-${index}`] = [UPLOAD_MESSAGES.altRequired]
    else if (photo.caption.length > MAX_ALT_TEXT_LENGTH || photo.captionMs.length > MAX_ALT_TEXT_LENGTH) fields[`caption-${index}`] = [UPLOAD_MESSAGES.altTooLong]
  })
  if (Object.keys(fields).length) return json<Errors>({ fields }, { status: 400 })
  const [verb, at] = intent.split('-')
  const index = Number(at)
  let removed: GalleryPhotoRecord | null = null
  if (Number.isInteger(index) && index >= 0 && index < ordered.length) {
    if (verb === 'up' && index > 0) ordered.splice(index - 1, 2, ordered[index]!, ordered[index - 1]!)
    if (verb === 'down' && index < ordered.length - 1) ordered.splice(index, 2, ordered[index + 1]!, ordered[index]!)
    if (verb === 'remove') removed = ordered.splice(index, 1)[0] ?? null
  }
  await setGalleryPhotos(gallery.id, ordered)
  if (removed) await deleteMedia(removed.image.id, accountActorOf(user))
  await recordAdminAction(auditActorOf(user), { action: 'updated', entityType: 'gallery', entityId: gallery.id, summary: `Updated the photos of gallery "${gallery.title}"` })
  return done(message('messages:content.galleries.photosSaved'))
}
