import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { amendmentForPage, removeRuleAmendment, saveRuleAmendment } from '#app/services/annual-return.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { RuleAmendmentSchema } from '#app/validation/annual-return.ts'
import { RULE_AMENDMENT_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { AMENDMENT_STRINGS } from '../admin.annual-return_.amendments/amendments-page.server.ts'

/** /admin/annual-return/amendments/{id}: one amendment, its correction and its deletion (a mistaken entry). */
export async function loadAmendmentPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'meetings')
  const amendment = await amendmentForPage(params.id ?? '')
  if (!amendment) throw new Response('Not found', { status: 404 })
  return json({ amendment, constraint: RULE_AMENDMENT_CONSTRAINT, i18n: await routeStrings(request, AMENDMENT_STRINGS) })
}

/** `intent=delete` deletes it; otherwise the form saves it (the schema and service of `PUT /api/admin/rule-amendments/{id}`). */
export async function amendmentAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request, 'meetings')
  const actor = auditActorOf(staff)
  const id = params.id ?? ''
  const formData = await readFormData(request)
  if (formData.get('intent') === 'delete') {
    const result = await removeRuleAmendment(actor, id)
    if (!result.ok) throw new Response('Not found', { status: 404 })
    return redirectWithToast(governancePaths.ruleAmendments, { type: 'success', title: result.message })
  }
  const submission = parseSubmission(formData, { schema: RuleAmendmentSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await saveRuleAmendment(actor, id, submission.value)
  if (!result.ok) throw new Response('Not found', { status: 404 })
  return redirectWithToast(governancePaths.ruleAmendments, { type: 'success', title: result.message })
}
