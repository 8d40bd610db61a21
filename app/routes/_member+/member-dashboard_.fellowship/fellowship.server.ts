import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipPaths } from '#app/config/member-paths.ts'
import { fellowshipStanding, requestFellowship } from '#app/services/fellowship.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { FellowshipRequestSchema } from '#app/validation/membership.ts'

/**
 * The page where a member asks to become a Fellow: whether they may (and why not, in words), from when,
 * what approval will invoice, and their latest request's state.
 */
export async function loadFellowshipPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ standing: await fellowshipStanding(user), i18n: await routeStrings(request, ['dashboard', 'lists']) })
}

/** The form's action: the same schema and service as POST /api/membership/fellowship. */
export async function fellowshipAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), { schema: FellowshipRequestSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await requestFellowship(user, submission.value)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(membershipPaths.fellowship, { type: 'success', title: message('messages:membership.fellowship.requestedToast') })
}
