import { CONTENT_CONSTRAINTS } from '#app/validation/constraints.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { message, messagesOf } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { contentItemName, contentListView, contentMessageKeys, imageFieldOf, isContentType, type ContentType } from '#app/domain/content-types.ts'
import { deleteMedia, toStoredImage } from '#app/services/media.server.ts'
import { fileRefusalReply, readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { auditActorOf, accountActorOf } from '#app/services/audit.server.ts'
import { createContent, deleteContent, getContentForAdmin, listContentForAdmin, updateContent } from '#app/services/content.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { contentCrossFieldErrors, contentPayloadErrors, formSchemaOf } from '#app/validation/content.ts'
import { now } from '#app/domain/clock.ts'

/** The English sentences of a kind's answers (each door says them in the request's language). */
const contentMessages = (type: ContentType) => messagesOf(contentMessageKeys(type))

/**
 * The server side of /admin-content and its pages without JavaScript (/admin-content/{type}/new,
 * …/{id}/edit, …/{id}/delete), whose routes import their loaders and actions from here; with JavaScript
 * the list's dialogs post to the same actions. The JSON doors of the same kinds are content-api.server.ts.
 */

type Params = LoaderFunctionArgs['params']

/** The content pages: their section of `admin`, the dialogs' failure messages. */
const CONTENT_STRINGS = [...ADMIN_FRAME_STRINGS, 'admin.content', 'admin.resources.tab', 'messages.content'] as const

/** The type in the address, or the 404 page. */
function requireContentType(params: Params): ContentType {
  if (!isContentType(params.type)) throw json({ message: message('messages:contentPage.unknownType') }, { status: 404 })
  return params.type
}

async function requireItem(type: ContentType, id: string | undefined) {
  const item = id ? await getContentForAdmin(type, id) : null
  if (!item) throw json({ message: contentMessages(type).notFound }, { status: 404 })
  return item
}

/** The tab asked for in ?tab=, news when none or an unknown one. */
export function contentTabOf(value: string | null): ContentType {
  return isContentType(value) ? value : 'news'
}

export async function loadContentAdminPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'content')
  const tab = contentTabOf(new URL(request.url).searchParams.get('tab'))
  return json({
    tab,
    view: contentListView(tab),
    items: await listContentForAdmin(tab),
    constraint: CONTENT_CONSTRAINTS[tab],
    today: toMalaysiaDay(now()),
    i18n: await routeStrings(request, CONTENT_STRINGS),
  })
}

export async function loadNewContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'content')
  const type = requireContentType(params)
  return json({ type, constraint: CONTENT_CONSTRAINTS[type], today: toMalaysiaDay(now()), i18n: await routeStrings(request, CONTENT_STRINGS) })
}

/** The edit page, and what the list's edit dialog loads (the whole item, fresh). */
export async function loadEditContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'content')
  const type = requireContentType(params)
  const item = await requireItem(type, params.id)
  return json({ type, item, constraint: CONTENT_CONSTRAINTS[type], today: toMalaysiaDay(now()), i18n: await routeStrings(request, CONTENT_STRINGS) })
}

export async function loadDeleteContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'content')
  const type = requireContentType(params)
  const item = await requireItem(type, params.id)
  // What the confirmation shows: the item's name, not the whole item.
  return json({ type, id: item.id, name: contentItemName(type, item), i18n: await routeStrings(request, CONTENT_STRINGS) })
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
export async function saveContentAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'content')
  const type = requireContentType(params)
  const id = params.id
  const messages = contentMessages(type)
  const failed = id === undefined ? messages.createFailed : messages.updateFailed
  const imageField = imageFieldOf(type)
  const form = imageField ? await readFileForm(request, imageField) : { status: 'read' as const, formData: await readFormData(request), files: [] }
  if (form.status === 'refused') return json(fileRefusalReply(imageField ?? 'image', form.message), { status: form.httpStatus })
  const submission = parseSubmission(form.formData, { schema: formSchemaOf(type) })
  const existing = id !== undefined ? await getContentForAdmin(type, id) : null
  if (id !== undefined && !existing) {
    return json(submission.reply({ formErrors: [failed, messages.notFound] }), { status: 404 })
  }
  const file = form.files[0] ?? null
  const removeImage = imageField !== null && form.formData.get(`remove-${imageField}`) === 'on'
  // A public picture of the association's pages is described (issue 16, item 7): with a new file, or a kept one.
  const showsImage = imageField !== null && (file !== null || (Boolean(existing?.[imageField]) && !removeImage))
  const altMissing = showsImage && submission.status === 'success' && !(submission.value as { imageAlt?: string }).imageAlt
  if (submission.status !== 'success' || altMissing) {
    const fieldErrors: Record<string, string[]> = submission.status !== 'success' ? { ...contentPayloadErrors(type, submission.payload) } : {}
    if (altMissing) fieldErrors.imageAlt = [UPLOAD_MESSAGES.altRequired]
    if (file && imageField) fieldErrors[imageField] = [UPLOAD_MESSAGES.chooseAgain]
    return json(submission.reply({ formErrors: [failed, message('messages:contentPage.correctFields')], fieldErrors }), { status: 400 })
  }
  const crossErrors = contentCrossFieldErrors(type, submission.value)
  if (crossErrors) {
    const fieldErrors: Record<string, string[]> = { ...crossErrors }
    if (file && imageField) fieldErrors[imageField] = [UPLOAD_MESSAGES.chooseAgain]
    return json(submission.reply({ formErrors: [failed, message('messages:contentPage.correctFields')], fieldErrors }), { status: 400 })
  }
  const values: Record<string, unknown> = { ...submission.value }
  const replacedImage = imageField && existing?.[imageField] && (file || removeImage) ? (existing[imageField] as { id: string }).id : null
  if (imageField && file) {
    const stored = await storeFormUpload(accountActorOf(user), file, { purpose: 'content', alt: String(values.imageAlt ?? '') })
    if (stored.status === 'refused') {
      return json(submission.reply({ formErrors: [failed], fieldErrors: { [imageField]: [stored.message] } }), { status: stored.httpStatus })
    }
    values[imageField] = toStoredImage(stored.media)
  } else if (imageField && removeImage) {
    values[imageField] = null
  }
  try {
    if (id === undefined) {
      await createContent(auditActorOf(user), type, values)
      return await backToList(type, messages.created)
    }
    const updated = await updateContent(auditActorOf(user), type, id, values)
    if (replacedImage) await deleteMedia(replacedImage, accountActorOf(user)).catch(() => 'not-found')
    if (!updated) return json(submission.reply({ formErrors: [failed, messages.notFound] }), { status: 404 })
    return await backToList(type, messages.updated)
  } catch (error) {
    console.error(`Saving a ${type} item failed`, error)
    return json(submission.reply({ formErrors: [failed] }), { status: 500 })
  }
}

/** POST of the delete confirmation. */
export async function deleteContentAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'content')
  const type = requireContentType(params)
  const messages = contentMessages(type)
  try {
    const deleted = await deleteContent(accountActorOf(user), type, params.id ?? '')
    if (!deleted) return json({ message: messages.deleteFailed, detail: messages.notFound }, { status: 404 })
  } catch (error) {
    console.error(`Deleting a ${type} item failed`, error)
    return json({ message: messages.deleteFailed }, { status: 500 })
  }
  return backToList(type, messages.deleted)
}
