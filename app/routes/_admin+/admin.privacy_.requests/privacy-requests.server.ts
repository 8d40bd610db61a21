import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { now } from '#app/domain/clock.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { answerDataRequest, dataRequestQueue } from '#app/services/data-requests.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DataRequestAnswerSchema } from '#app/validation/data-request.ts'

/** /admin/privacy/requests: open requests with their deadline (nearest first), and the recently answered. */
export async function loadPrivacyRequestsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'privacy')
  return json({
    ...(await dataRequestQueue()),
    today: now().toISOString(),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'privacy.requests', 'privacy.myData.request.kinds']),
  })
}

/** Marks one request done with a note: the same service and schema as PATCH /api/admin/data-requests/{id}. */
export async function answerPrivacyRequestAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'privacy')
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: DataRequestAnswerSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await answerDataRequest(auditActorOf(admin), String(formData.get('id') ?? ''), submission.value)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(adminPaths.privacyRequests, { title: result.message })
}
