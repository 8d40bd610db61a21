import { authenticateLoginForm, requireAnonymous, retryAfterHeaders, startUserSession } from '#app/utils/auth.server.ts'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'
import { LoginSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'

/** The sign-in form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  // The strategy reads the body itself, so Conform gets a copy.
  const formData = await readFormData(request.clone())
  const submission = parseSubmission(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: ['password'] }), { status: 400 })
  }
  const result = await authenticateLoginForm(request, context.clientIp)
  if (!result.ok) {
    return json(submission.reply({ formErrors: [result.message], hideFields: ['password'] }), {
      status: result.status,
      headers: retryAfterHeaders(result),
    })
  }
  const { cookie } = await startUserSession(result.user.id, request, context.clientIp)
  const redirectTo = submission.value.redirectTo || new URL(request.url).searchParams.get('redirectTo')
  return redirect(safeRedirect(redirectTo, paths.dashboard), { headers: { 'set-cookie': cookie } })
}

export async function loadLoginPage({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return json({})
}
