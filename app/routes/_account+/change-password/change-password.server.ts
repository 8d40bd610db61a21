import { message } from '#app/validation/messages.ts'
import { CHANGE_PASSWORD_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { getCurrentSession, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { changePassword } from '#app/services/account.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NOT_SIGNED_IN_TO_CHANGE_PASSWORD } from '#app/validation/auth-messages.ts'
import { ChangePasswordSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** The change-password form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function changePasswordAction({ request }: ActionFunctionArgs) {
  const current = await getCurrentSession(request)
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: ChangePasswordSchema })
  if (!current) {
    return json(submission.reply({ formErrors: [NOT_SIGNED_IN_TO_CHANGE_PASSWORD], hideFields: PASSWORD_FIELDS }), { status: 401 })
  }
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 })
  }
  const result = await changePassword(current, submission.value)
  if (!result.ok) {
    return json(
      submission.reply({
        ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : { formErrors: [result.message] }),
        hideFields: PASSWORD_FIELDS,
      }),
      { status: result.status, headers: retryAfterHeaders(result) },
    )
  }
  // A fresh page is the form reset, with or without JavaScript.
  return redirectWithToast(paths.changePassword, {
    title: message('messages:auth.passwordChanged'),
    description: message('messages:auth.otherDevicesSignedOut'),
  })
}

/** Signed out, the page explains instead of redirecting (the spec's behaviour). */
export async function loadChangePasswordPage({ request }: LoaderFunctionArgs) {
  return json({ signedIn: Boolean(await getCurrentSession(request)), constraint: CHANGE_PASSWORD_CONSTRAINT, i18n: await routeStrings(request, ['auth', 'messages.auth']) })
}
