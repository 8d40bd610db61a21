import { isUsableResetToken, resetPasswordWithToken } from '#app/services/password-reset.server.ts'
import { RESET_PASSWORD_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ResetPasswordSchema } from '#app/validation/auth.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

type ResetPasswordActionData = { result: SubmissionResult<string[]> | null; outcome: 'invalid-link' | 'done' | null }

/** The new-password form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: ResetPasswordSchema })
  if (submission.status !== 'success') {
    return json<ResetPasswordActionData>(
      { result: submission.reply({ hideFields: ['newPassword', 'confirmPassword'] }), outcome: null },
      { status: 400 },
    )
  }
  const reset = await resetPasswordWithToken(submission.value.token, submission.value.newPassword)
  if (!reset) return json<ResetPasswordActionData>({ result: null, outcome: 'invalid-link' }, { status: 400 })
  return json<ResetPasswordActionData>({ result: null, outcome: 'done' })
}

export async function loadResetPasswordPage({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  // Checked (not used) up front, so a dead link says so before the member types a new password.
  const usable = token ? await isUsableResetToken(token) : false
  return json({ token: usable ? token : null, constraint: RESET_PASSWORD_CONSTRAINT, i18n: await routeStrings(request, ['auth', 'messages.auth']) })
}
