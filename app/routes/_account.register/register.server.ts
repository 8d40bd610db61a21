import { requireAnonymous } from '#app/utils/auth.server.ts'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { site } from '#app/config/site.ts'
import { registerMember } from '#app/services/account.server.ts'
import { retryAfterHeaders } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { RegisterSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'

/** The registration form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  // A bot filled the hidden field: send it away as if it had worked, and store nothing.
  if (isHoneypotFilled(formData)) return redirect(paths.home)
  const submission = parseSubmission(formData, { schema: RegisterSchema })
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: ['password'] }), { status: 400 })
  }
  const result = await registerMember(submission.value, request, context.clientIp)
  if (!result.ok && result.status === 429) {
    return json(submission.reply({ formErrors: [result.message], hideFields: ['password'] }), {
      status: 429,
      headers: retryAfterHeaders(result),
    })
  }
  if (!result.ok) {
    return json(submission.reply({ fieldErrors: result.fieldErrors, hideFields: ['password'] }), { status: 409 })
  }
  return redirectWithToast(
    paths.dashboard,
    {
      title: `Welcome to ${site.shortName}, ${result.user.firstName}!`,
      description: `We've sent a link to ${result.user.email} to confirm your e-mail address.`,
    },
    { headers: { 'set-cookie': result.cookie } },
  )
}

export async function loadRegisterPage({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return json({})
}
