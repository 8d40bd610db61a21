import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipPaths } from '#app/config/member-paths.ts'
import { declarationStanding, declareRenewal } from '#app/services/cpd-audit.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CPD_AUDIT_MESSAGES, DeclarationSchema } from '#app/validation/cpd-audit.ts'

/**
 * The renewal declaration (issue 36, item 5): the open renewal invoice, the last complete CPD year's hours,
 * whether insurance and first aid are confirmed, and the two statements. The same service as
 * POST /api/membership/declaration; back to the Membership tab, where the invoice can now be paid.
 */
export async function loadDeclarationPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ standing: await declarationStanding(user), i18n: await routeStrings(request, ['cpd-audit.declaration']) })
}

export async function declarationAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), { schema: DeclarationSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await declareRenewal(user, submission.value)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(membershipPaths.tab, { type: 'success', title: CPD_AUDIT_MESSAGES.declared })
}
