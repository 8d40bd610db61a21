import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { approveFellowship, declineFellowship, listOpenFellowships } from '#app/services/fellowship.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { FellowshipDecisionFormSchema } from '#app/validation/membership.ts'
import { MEMBERSHIP_MESSAGES, membershipOutcome } from '#app/validation/membership-messages.ts'

/**
 * The server side of /admin/applications/fellowships: the open requests to become a Fellow and the
 * decisions, through the same service and schema as `POST /api/admin/fellowships/{id}/approve|decline`.
 * The applications area (administrator and secretary) decides them, as it decides applications.
 */

export async function loadFellowshipsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'applications')
  return json({
    requests: await listOpenFellowships(),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.fellowships', 'lists']),
  })
}

/** What a refused decision sends back: the request it was about, the message, and the reason typed (kept in the form). */
export interface FellowshipDecisionFailure {
  requestId: string
  intent: string
  message: string
  fieldErrors: Record<string, string[]>
  typed: { reason: string }
}

export async function fellowshipsAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'applications')
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: FellowshipDecisionFormSchema })
  const text = (name: string) => String(formData.get(name) ?? '').slice(0, 1000)
  const fail = (status: number, message: string, fieldErrors: Record<string, string[]> = {}) =>
    json<FellowshipDecisionFailure>({ requestId: text('requestId'), intent: text('intent'), message, fieldErrors, typed: { reason: text('reason') } }, { status })
  if (submission.status !== 'success') {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, list]) => [field, list ?? []]))
    return fail(400, Object.values(errors).flat()[0] ?? MEMBERSHIP_MESSAGES.fellowshipNotFound, errors)
  }
  const actor = auditActorOf(admin)
  const decision = submission.value
  const result =
    decision.intent === 'approve' ? await approveFellowship(actor, decision.requestId) : await declineFellowship(actor, decision.requestId, { reason: decision.reason })
  if (!result.ok) return fail(result.status, result.message)
  const name = `${result.user.firstName} ${result.user.lastName}`
  return redirectWithToast(adminPaths.fellowships, {
    title: decision.intent === 'approve' ? membershipOutcome.fellowshipApproved(name) : membershipOutcome.fellowshipDeclined(name),
  })
}
