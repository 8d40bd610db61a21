import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { FORGOT_PASSWORD_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { getEnv, isProduction } from '#app/utils/env.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { requestPasswordReset } from '#app/services/password-reset.server.ts'
import { ForgotPasswordSchema } from '#app/validation/auth.ts'

export async function loadForgotPasswordPage({ request }: LoaderFunctionArgs) {
  // The development notice's words only where it can appear (DEBUG_RESET_TOKENS): nowhere in production's pages.
  const debugNotice = getEnv().DEBUG_RESET_TOKENS && !isProduction()
  return json({ constraint: FORGOT_PASSWORD_CONSTRAINT, i18n: await routeStrings(request, debugNotice ? ['auth'] : ['auth', '!auth.forgot.debug']) })
}

/** The reset request form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') {
    return json({ result: submission.reply(), sent: null }, { status: 400 })
  }
  const email = submission.value.email
  // A bot gets the same page as everyone else, and no mail goes out.
  const { debugToken } = isHoneypotFilled(formData) ? {} : await requestPasswordReset(email, context.clientIp)
  return json({ result: null, sent: { email, debugToken: debugToken ?? null } })
}
