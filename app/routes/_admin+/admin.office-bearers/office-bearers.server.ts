import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { addOfficePosition, endOfficeTerm, moveOfficePosition, officeRegister, recordOfficeTerm } from '#app/services/office-bearers.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { OFFICE_POSITION_CONSTRAINT, OFFICE_TERM_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { OfficePositionSchema, OfficeTermEndSchema, OfficeTermSchema } from '#app/validation/office-bearers.ts'

/**
 * /admin/office-bearers (issue 35, item 1): the positions with their holders, the form that records a
 * new holder (the schema and service of POST /api/admin/office-bearers), ending a term, the order of
 * the positions, adding one, and the history. The administrators' ('roles' area): a term may give its
 * holder a staff role, and roles are theirs to give.
 */
export async function loadOfficeBearersPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'roles')
  return json({
    register: await officeRegister(),
    constraints: { term: OFFICE_TERM_CONSTRAINT, position: OFFICE_POSITION_CONSTRAINT },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.officeBearers']),
  })
}

/**
 * `intent=record` records a holder; `intent=end` with `termId` and `until` ends a term; `intent=move-up`
 * and `move-down` with `positionId` reorder; `intent=add-position` adds a position. The two forms'
 * refusals come back under their own name (`record`, `position`), so each shows only its own.
 */
export async function officeBearersAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'roles')
  const actor = auditActorOf(admin)
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent === 'end') {
    const parsed = OfficeTermEndSchema.safeParse({ until: formData.get('until') ?? undefined })
    if (!parsed.success) return redirectWithToast(governancePaths.officeBearers, { type: 'error', title: parsed.error.issues[0]!.message })
    const result = await endOfficeTerm(actor, String(formData.get('termId') ?? ''), parsed.data.until)
    return redirectWithToast(governancePaths.officeBearers, { type: result.ok ? 'success' : 'error', title: result.message })
  }
  if (intent === 'move-up' || intent === 'move-down') {
    const result = await moveOfficePosition(actor, String(formData.get('positionId') ?? ''), intent === 'move-up' ? 'up' : 'down')
    return redirectWithToast(governancePaths.officeBearers, { type: result.ok ? 'success' : 'error', title: result.message })
  }
  if (intent === 'add-position') {
    const submission = parseSubmission(formData, { schema: OfficePositionSchema })
    if (submission.status !== 'success') return json({ position: submission.reply() }, { status: 400 })
    const result = await addOfficePosition(actor, submission.value)
    if (!result.ok) return json({ position: submission.reply({ formErrors: [result.message], fieldErrors: result.fieldErrors }) }, { status: result.status })
    return redirectWithToast(governancePaths.officeBearers, { type: 'success', title: result.message })
  }
  const submission = parseSubmission(formData, { schema: OfficeTermSchema })
  if (submission.status !== 'success') return json({ record: submission.reply() }, { status: 400 })
  const result = await recordOfficeTerm(actor, submission.value)
  if (!result.ok) return json({ record: submission.reply({ fieldErrors: result.fieldErrors ?? {}, formErrors: result.fieldErrors ? [] : [result.message] }) }, { status: result.status })
  return redirectWithToast(governancePaths.officeBearers, { type: 'success', title: result.message })
}
