import { accountActorOf } from '#app/services/audit.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { MEMBER_RESOURCE_FILE_FIELD } from '#app/domain/member-resources.ts'
import { deleteMedia } from '#app/services/media.server.ts'
import {
  deleteMemberResource,
  documentOfMedia,
  getMemberResourceForAdmin,
  listMemberResourcesForAdmin,
  MEMBER_RESOURCE_ANSWERS,
  saveMemberResource,
  setMemberResourcePublished,
  storeResourceDocument,
  type ResourceDocument,
  type Staff,
} from '#app/services/member-resources.server.ts'
import { fileRefusalReply, readFileForm } from '#app/services/upload-forms.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { MemberResourceSchema } from '#app/validation/member-resource.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/**
 * The server side of /admin-content/resources (the list, the add form, publish and unpublish) and of its
 * edit and delete pages, which import their loaders and actions from here. The JSON doors are
 * api.admin.resources.ts and api.admin.resources.$id.ts: the same schema and service.
 */

const RESOURCE_STRINGS = [...ADMIN_FRAME_STRINGS, 'admin.content', 'admin.resources'] as const

async function requireStaff(request: Request): Promise<Staff> {
  const user = await requireAdmin(request, 'content')
  return accountActorOf(user)
}

async function requireResource(id: string | undefined) {
  const resource = await getMemberResourceForAdmin(id ?? '')
  if (!resource) throw json({ message: MEMBER_RESOURCE_ANSWERS.notFound }, { status: 404 })
  return resource
}

export async function loadResourcesAdminPage({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  return json({ resources: await listMemberResourcesForAdmin(), i18n: await routeStrings(request, RESOURCE_STRINGS) })
}

export async function loadEditResourcePage({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request)
  return json({ resource: await requireResource(params.id), i18n: await routeStrings(request, RESOURCE_STRINGS) })
}

export async function loadDeleteResourcePage({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request)
  return json({ resource: await requireResource(params.id), i18n: await routeStrings(request, RESOURCE_STRINGS) })
}

const backToList = (title: string) => redirectWithToast(adminPaths.memberResources, { title }, { headers: { 'X-Remix-Replace': 'true' } })

/**
 * The add form (no id) or the edit form: the schema first, then the PDF (stored only once everything
 * typed is right, and only for a document), then the service. A failure answers Conform's reply: the
 * message above the form, field messages under the fields, what was typed kept.
 */
async function saveFromForm(form: { formData: FormData; files: UploadedFile[] }, staff: Staff, id: string | null) {
  const submission = parseSubmission(form.formData, { schema: MemberResourceSchema })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') {
    const fieldErrors: Record<string, string[]> = {}
    if (file) fieldErrors[MEMBER_RESOURCE_FILE_FIELD] = [UPLOAD_MESSAGES.chooseAgain]
    return json(submission.reply({ formErrors: [MEMBER_RESOURCE_ANSWERS.saveFailed, message('messages:contentPage.correctFields')], fieldErrors }), { status: 400 })
  }
  let document: ResourceDocument | undefined
  if (submission.value.kind === 'document' && file) {
    const stored = await storeResourceDocument(staff, file)
    if (stored.status === 'refused') {
      return json(submission.reply({ formErrors: [MEMBER_RESOURCE_ANSWERS.saveFailed], fieldErrors: { [MEMBER_RESOURCE_FILE_FIELD]: [stored.message] } }), { status: stored.httpStatus })
    }
    document = documentOfMedia(stored.media)
  }
  const outcome = await saveMemberResource(staff, id, submission.value, document)
  if (!outcome.ok) {
    if (document) await deleteMedia(document.mediaId, staff).catch(() => 'not-found')
    return json(submission.reply({ formErrors: [MEMBER_RESOURCE_ANSWERS.saveFailed, outcome.message], fieldErrors: outcome.fieldErrors }), { status: outcome.status })
  }
  return backToList(id === null ? MEMBER_RESOURCE_ANSWERS.created : MEMBER_RESOURCE_ANSWERS.updated)
}

async function readResourceForm(request: Request) {
  const form = await readFileForm(request, MEMBER_RESOURCE_FILE_FIELD)
  if (form.status === 'refused') throw json(fileRefusalReply(MEMBER_RESOURCE_FILE_FIELD, form.message), { status: form.httpStatus })
  return form
}

/** The list's POSTs: `intent=publish` or `unpublish` with `id` (the rows' buttons), else the add form. */
export async function resourcesAdminAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request)
  const form = await readResourceForm(request)
  const intent = form.formData.get('intent')
  if (intent === 'publish' || intent === 'unpublish') {
    const id = form.formData.get('id')
    const resource = typeof id === 'string' ? await setMemberResourcePublished(staff, id, intent === 'publish') : null
    if (!resource) return json({ message: MEMBER_RESOURCE_ANSWERS.notFound }, { status: 404 })
    return backToList(resource.published ? MEMBER_RESOURCE_ANSWERS.published : MEMBER_RESOURCE_ANSWERS.unpublished)
  }
  return saveFromForm(form, staff, null)
}

export async function editResourceAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request)
  return saveFromForm(await readResourceForm(request), staff, params.id ?? '')
}

export async function deleteResourceAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request)
  if (!(await deleteMemberResource(staff, params.id ?? ''))) {
    return json({ message: MEMBER_RESOURCE_ANSWERS.deleteFailed, detail: MEMBER_RESOURCE_ANSWERS.notFound }, { status: 404 })
  }
  return backToList(MEMBER_RESOURCE_ANSWERS.deleted)
}
