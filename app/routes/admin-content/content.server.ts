import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { contentMessages, isContentType, type ContentType } from '#app/domain/content-types.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createContent, deleteContent, getContentForAdmin, listContentForAdmin, updateContent } from '#app/services/content.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CONTENT_CONSTRAINTS, formSchemaOf } from '#app/validation/content.ts'
import { now } from '#app/domain/clock.ts'

/**
 * The server side of /admin-content and its pages without JavaScript (/admin-content/{type}/new,
 * …/{id}/edit, …/{id}/delete), whose routes import their loaders and actions from here; with JavaScript
 * the list's dialogs post to the same actions. The JSON doors of the same kinds are content-api.server.ts.
 */

type Params = LoaderFunctionArgs['params']

/** The type in the address, or the 404 page. */
function requireContentType(params: Params): ContentType {
  if (!isContentType(params.type)) throw json({ message: 'There is no such kind of content.' }, { status: 404 })
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
  await requireAdmin(request)
  const tab = contentTabOf(new URL(request.url).searchParams.get('tab'))
  return json({
    tab,
    items: await listContentForAdmin(tab),
    constraint: CONTENT_CONSTRAINTS[tab],
    today: toMalaysiaDay(now()),
  })
}

export async function loadNewContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const type = requireContentType(params)
  return json({ type, constraint: CONTENT_CONSTRAINTS[type], today: toMalaysiaDay(now()) })
}

/** The edit page, and what the list's edit dialog loads (the whole item, fresh). */
export async function loadEditContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const type = requireContentType(params)
  const item = await requireItem(type, params.id)
  return json({ type, item, constraint: CONTENT_CONSTRAINTS[type], today: toMalaysiaDay(now()) })
}

export async function loadDeleteContentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const type = requireContentType(params)
  const item = await requireItem(type, params.id)
  return json({ type, item })
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
  const user = await requireAdmin(request)
  const type = requireContentType(params)
  const id = params.id
  const messages = contentMessages(type)
  const failed = id === undefined ? messages.createFailed : messages.updateFailed
  const submission = parseSubmission(await readFormData(request), { schema: formSchemaOf(type) })
  if (id !== undefined && !(await getContentForAdmin(type, id))) {
    return json(submission.reply({ formErrors: [failed, messages.notFound] }), { status: 404 })
  }
  if (submission.status !== 'success') {
    return json(submission.reply({ formErrors: [failed, 'Please correct the fields marked below.'] }), { status: 400 })
  }
  try {
    if (id === undefined) {
      await createContent(auditActorOf(user), type, submission.value)
      return await backToList(type, messages.created)
    }
    const updated = await updateContent(auditActorOf(user), type, id, submission.value)
    if (!updated) return json(submission.reply({ formErrors: [failed, messages.notFound] }), { status: 404 })
    return await backToList(type, messages.updated)
  } catch (error) {
    console.error(`Saving a ${type} item failed`, error)
    return json(submission.reply({ formErrors: [failed] }), { status: 500 })
  }
}

/** POST of the delete confirmation. */
export async function deleteContentAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request)
  const type = requireContentType(params)
  const messages = contentMessages(type)
  try {
    const deleted = await deleteContent(auditActorOf(user), type, params.id ?? '')
    if (!deleted) return json({ message: messages.deleteFailed, detail: messages.notFound }, { status: 404 })
  } catch (error) {
    console.error(`Deleting a ${type} item failed`, error)
    return json({ message: messages.deleteFailed }, { status: 500 })
  }
  return backToList(type, messages.deleted)
}
