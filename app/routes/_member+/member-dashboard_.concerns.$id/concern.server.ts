import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { appealConcern, myConcern, respondToConcern } from '#app/services/concern-cases.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CONCERN_FILES_FIELD, ConcernAppealSchema, ConcernResponseFieldsSchema, MAX_CONCERN_RESPONSE_FILES } from '#app/validation/concern.ts'
import { message } from '#app/validation/messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/**
 * /member-dashboard/concerns/{id} (issue 36): a concern put to the signed-in practitioner: what was put,
 * the documents shared with them, their response (text and files) and their appeal. The same services as
 * GET /api/me/concerns/{id}, POST …/responses and …/appeal. Anyone else's concern is a 404.
 */
export async function loadMyConcernPage({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const concern = await myConcern(user, params.id ?? '')
  if (!concern) throw json({ message: message('messages:concern.notFound') }, { status: 404 })
  return json({ concern, maxFiles: MAX_CONCERN_RESPONSE_FILES, i18n: await routeStrings(request, ['conduct', 'dashboard']) })
}

export interface MyConcernFailure {
  form: 'respond' | 'appeal'
  formError: string | null
  fieldErrors: Record<string, string[]>
  typed: string
}

export async function myConcernAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id ?? ''
  const form = await readFileForm(request, CONCERN_FILES_FIELD, { maxFiles: MAX_CONCERN_RESPONSE_FILES })
  if (form.status === 'refused') return json<MyConcernFailure>({ form: 'respond', formError: null, fieldErrors: { [CONCERN_FILES_FIELD]: [form.message] }, typed: '' }, { status: form.httpStatus })
  const { formData, files } = form
  const intent = formData.get('intent') === 'appeal' ? 'appeal' : 'respond'
  const fail = (status: number, failure: Omit<MyConcernFailure, 'form'>) => json<MyConcernFailure>({ form: intent, ...failure }, { status })
  if (intent === 'appeal') {
    const typed = String(formData.get('grounds') ?? '').slice(0, 10_000)
    const parsed = ConcernAppealSchema.safeParse({ grounds: formData.get('grounds') ?? undefined })
    if (!parsed.success) return fail(400, { formError: null, fieldErrors: { grounds: parsed.error.issues.map((issue) => issue.message) }, typed })
    const result = await appealConcern(user, id, parsed.data.grounds)
    if (!result.ok) return fail(result.status, { formError: result.message, fieldErrors: {}, typed })
    return redirectWithToast(conductPaths.mine(id), { type: 'success', title: result.message })
  }
  const typed = String(formData.get('text') ?? '').slice(0, 10_000)
  const chooseAgain: Record<string, string[]> = files.some((file) => file.bytes.length > 0) ? { [CONCERN_FILES_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : {}
  const parsed = ConcernResponseFieldsSchema.safeParse({ text: formData.get('text') ?? undefined })
  if (!parsed.success) return fail(400, { formError: null, fieldErrors: { ...chooseAgain, text: parsed.error.issues.map((issue) => issue.message) }, typed })
  const result = await respondToConcern(user, id, { text: parsed.data.text, files })
  if (!result.ok) return fail(result.status, { formError: result.fieldErrors ? null : result.message, fieldErrors: { ...chooseAgain, ...(result.fieldErrors ?? {}) }, typed })
  return redirectWithToast(conductPaths.mine(id), { type: 'success', title: result.message })
}
