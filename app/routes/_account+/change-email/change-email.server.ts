import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { requireCurrentSession } from '#app/utils/auth.server.ts'
import { requestEmailChange } from '#app/services/email-change.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { paths } from '#app/config/paths.ts'
import { ChangeEmailSchema } from '#app/validation/email-change.ts'

/** The change-of-address form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function changeEmailAction({ request, context }: ActionFunctionArgs) {
  const current = await requireCurrentSession(request)
  const submission = parseSubmission(await readFormData(request), { schema: ChangeEmailSchema })
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['currentPassword'] }), { status: 400 })
  const result = await requestEmailChange(current, submission.value, context.clientIp)
  if (!result.ok) {
    const reply = result.fieldErrors
      ? submission.reply({ fieldErrors: result.fieldErrors, hideFields: ['currentPassword'] })
      : submission.reply({ formErrors: [result.message], hideFields: ['currentPassword'] })
    return json(reply, { status: result.status, headers: result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined })
  }
  return redirectWithToast(paths.profile, {
    title: message('messages:auth.checkNewEmail'),
    description: message('messages:auth.emailChangeSent', { email: result.newEmail }),
  })
}
