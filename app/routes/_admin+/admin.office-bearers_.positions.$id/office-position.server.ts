import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { officePositionForPage, retireOfficePosition, saveOfficePosition } from '#app/services/office-bearers.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { OFFICE_POSITION_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { OfficePositionSchema } from '#app/validation/office-bearers.ts'

/** /admin/office-bearers/positions/{id} (issue 35, item 1): rename a position, its seats and the role it gives; retire it or bring it back. */
export async function loadOfficePositionPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'roles')
  const position = await officePositionForPage(params.id ?? '')
  if (!position) throw new Response('Not found', { status: 404 })
  return json({ position, constraint: OFFICE_POSITION_CONSTRAINT, i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.officeBearers']) })
}

/** `intent=save` (title, titleMs, seats, grantsRole), `intent=retire` or `intent=restore`. */
export async function officePositionAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'roles')
  const id = params.id ?? ''
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent === 'retire' || intent === 'restore') {
    const result = await retireOfficePosition(auditActorOf(admin), id, intent === 'retire')
    if (!result.ok && result.status === 404) throw new Response('Not found', { status: 404 })
    return redirectWithToast(result.ok ? governancePaths.officeBearers : governancePaths.officePosition(id), { type: result.ok ? 'success' : 'error', title: result.message })
  }
  const submission = parseSubmission(formData, { schema: OfficePositionSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await saveOfficePosition(auditActorOf(admin), id, submission.value)
  if (!result.ok && result.status === 404) throw new Response('Not found', { status: 404 })
  if (!result.ok) return json(submission.reply({ fieldErrors: result.fieldErrors ?? {}, formErrors: result.fieldErrors ? [] : [result.message] }), { status: result.status })
  return redirectWithToast(governancePaths.officeBearers, { type: 'success', title: result.message })
}
