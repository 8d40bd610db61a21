import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getUser, requireUser } from '#app/utils/auth.server.ts'
import { confirmEmailVerification, resendEmailVerification } from '#app/services/email-verification.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { paths } from '#app/config/paths.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

/**
 * Opening the link from the confirmation mail. This GET changes state, on purpose: the link arrives in
 * an e-mail, and a mail program can only open it. It is safe to repeat: the token works once, and
 * opening a used link again (or after a mail scanner fetched it) only reports that the address is
 * confirmed.
 */
export async function loadVerifyEmailPage({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const [result, user] = await Promise.all([confirmEmailVerification(token), getUser(request)])
  return json({ status: result.status, signedIn: Boolean(user), i18n: await routeStrings(request, ['auth']) })
}

/** "Send verification e-mail" on the member dashboard. */
export async function resendVerificationAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const result = await resendEmailVerification(user, context.clientIp)
  if (result.status === 'limited') {
    return redirectWithToast(paths.dashboard, { type: 'error', title: message('messages:auth.pleaseWait'), description: result.message })
  }
  if (result.status === 'already-verified') {
    return redirectWithToast(paths.dashboard, { type: 'info', title: message('messages:auth.alreadyConfirmed') })
  }
  return redirectWithToast(paths.dashboard, {
    title: message('messages:auth.verificationSent'),
    description: message('messages:auth.verificationSentText', { email: user.email }),
  })
}
