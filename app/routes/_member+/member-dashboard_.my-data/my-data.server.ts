import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { myDataPaths } from '#app/config/member-paths.ts'
import { myDataRequests, requestAboutMyData } from '#app/services/data-requests.server.ts'
import { requireUser, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DataRequestSchema } from '#app/validation/data-request.ts'
import { DATA_REQUEST_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { message } from '#app/validation/messages.ts'

export async function loadMyDataPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({
    requests: await myDataRequests(user.id),
    constraint: DATA_REQUEST_CONSTRAINT,
    i18n: await routeStrings(request, ['privacy.myData'] as const),
  })
}

/** The request form: the same service and schema as POST /api/me/data-requests. */
export async function requestAboutMyDataAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), { schema: DataRequestSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await requestAboutMyData(user, submission.value)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status, headers: retryAfterHeaders(result) })
  return redirectWithToast(myDataPaths.page, { title: message('messages:dataRequest.sent'), description: message('messages:dataRequest.sentText') })
}
