import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipPaths } from '#app/config/member-paths.ts'
import { MEMBERSHIP_TYPE_TERMS } from '#app/domain/membership-types.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { applyAgain } from '#app/services/applications.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { ReapplySchema } from '#app/validation/membership.ts'

/**
 * The page where a rejected applicant applies again: the reason they were given, the type (with its fees,
 * from the one list) and the details they may correct. Anyone else signed in sees that there is nothing
 * to apply for, and no form.
 */
export async function loadReapplyPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({
    mayReapply: user.membershipStatus === 'rejected',
    rejectionReason: user.rejectionReason ?? '',
    current: { membershipType: user.membershipType, claimedMembershipId: user.claimedMembershipId ?? '', phone: user.phone, state: user.state },
    membershipTypes: MEMBERSHIP_TYPE_TERMS.map((terms) => ({
      type: terms.type,
      entryFee: terms.hasEntryFee ? formatRinggit(terms.entryFeeSen) : null,
      annualFee: terms.hasAnnualFee ? formatRinggit(terms.annualFeeSen) : null,
    })),
    i18n: await routeStrings(request, ['dashboard', 'auth', 'lists']),
  })
}

/** The form's action: the same schema and service as POST /api/membership/reapply. */
export async function reapplyAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), { schema: ReapplySchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await applyAgain(user, submission.value)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(membershipPaths.tab, { type: 'success', title: message('messages:membership.reappliedToast') })
}
