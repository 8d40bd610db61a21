import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { MAX_ALT_TEXT_LENGTH } from '#app/domain/media.ts'
import { auditActorOf, accountActorOf } from '#app/services/audit.server.ts'
import { getCommitteePhotoForAdmin, saveCommitteePhoto } from '#app/services/committee.server.ts'
import { deleteMedia, toStoredImage } from '#app/services/media.server.ts'
import { readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The committee's group photo (/admin-content/committee-photo): a file, its description required, and the Malay one. */
export const GROUP_PHOTO_FIELD = 'image'

export async function loadCommitteePhotoPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'content')
  return json({ photo: await getCommitteePhotoForAdmin(), i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.content']) })
}

type Answer = { fields: Record<string, string[]>; values: { imageAlt: string; imageAltMs: string } }

export async function committeePhotoAction({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'content')
  const current = await getCommitteePhotoForAdmin()
  const form = await readFileForm(request, GROUP_PHOTO_FIELD)
  if (form.status === 'refused') {
    return json<Answer>({ fields: { [GROUP_PHOTO_FIELD]: [form.message] }, values: { imageAlt: current.imageAlt, imageAltMs: current.imageAltMs } }, { status: form.httpStatus })
  }
  const imageAlt = String(form.formData.get('imageAlt') ?? '').trim()
  const imageAltMs = String(form.formData.get('imageAltMs') ?? '').trim()
  const remove = form.formData.get(`remove-${GROUP_PHOTO_FIELD}`) === 'on'
  const file = form.files[0] ?? null
  const values = { imageAlt, imageAltMs }
  const fields: Record<string, string[]> = {}
  if ((file || (current.image && !remove)) && !imageAlt) fields.imageAlt = [UPLOAD_MESSAGES.altRequired]
  if (imageAlt.length > MAX_ALT_TEXT_LENGTH) fields.imageAlt = [UPLOAD_MESSAGES.altTooLong]
  if (imageAltMs.length > MAX_ALT_TEXT_LENGTH) fields.imageAltMs = [UPLOAD_MESSAGES.altTooLong]
  if (Object.keys(fields).length) {
    if (file) fields[GROUP_PHOTO_FIELD] = [UPLOAD_MESSAGES.chooseAgain]
    return json<Answer>({ fields, values }, { status: 400 })
  }
  let image: ReturnType<typeof toStoredImage> | undefined
  if (file) {
    const stored = await storeFormUpload(accountActorOf(user), file, { purpose: 'content', alt: imageAlt })
    if (stored.status === 'refused') return json<Answer>({ fields: { [GROUP_PHOTO_FIELD]: [stored.message] }, values }, { status: stored.httpStatus })
    image = toStoredImage(stored.media)
  } else if (remove) {
    image = null
  }
  await saveCommitteePhoto(auditActorOf(user), { ...values, ...(image !== undefined ? { image } : {}) })
  if (image !== undefined && current.image) await deleteMedia(current.image.id, accountActorOf(user)).catch(() => 'not-found')
  return redirectWithToast(adminPaths.contentItem.list('committee'), { title: message('messages:content.committee.photoSaved') })
}
