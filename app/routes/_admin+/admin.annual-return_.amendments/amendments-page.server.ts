import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { addRuleAmendment, listAmendmentsForPage } from '#app/services/annual-return.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { RuleAmendmentSchema } from '#app/validation/annual-return.ts'
import { RULE_AMENDMENT_CONSTRAINT } from '#app/validation/constraints.server.ts'

/** The strings of the amendments' pages (the list with its form, one amendment's page). */
export const AMENDMENT_STRINGS = [...ADMIN_FRAME_STRINGS, 'admin.annualReturn'] as const

/** /admin/annual-return/amendments (issue 35, item 4): the rule amendments' log, newest meeting first, and the form that adds one. */
export async function loadAmendmentsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'meetings')
  return json({ amendments: await listAmendmentsForPage(), constraint: RULE_AMENDMENT_CONSTRAINT, i18n: await routeStrings(request, AMENDMENT_STRINGS) })
}

/** Adds an amendment (the schema and service of `POST /api/admin/rule-amendments`). */
export async function amendmentsAction({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request, 'meetings')
  const submission = parseSubmission(await readFormData(request), { schema: RuleAmendmentSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await addRuleAmendment(auditActorOf(staff), submission.value)
  return redirectWithToast(governancePaths.ruleAmendments, { type: 'success', title: result.message })
}
