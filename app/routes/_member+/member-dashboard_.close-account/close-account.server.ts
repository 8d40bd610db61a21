import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { RETENTION } from '#app/domain/retention.ts'
import { closeAccount } from '#app/services/account-closure.server.ts'
import { destroySessionCookie, requireCurrentSession, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CloseAccountSchema } from '#app/validation/account-closure.ts'
import { message } from '#app/validation/messages.ts'

export async function loadCloseAccountPage({ request }: LoaderFunctionArgs) {
  await requireCurrentSession(request)
  return json({ coolingOffDays: RETENTION.closedAccountCoolingOffDays, i18n: await routeStrings(request, ['dashboard', 'auth', 'messages.accountClosure']) })
}

/** The confirmation form's action: the same service as DELETE /api/me; on success signed out, on the home page. */
export async function closeAccountAction({ request }: ActionFunctionArgs) {
  const current = await requireCurrentSession(request)
  const submission = parseSubmission(await readFormData(request), { schema: CloseAccountSchema })
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 })
  const result = await closeAccount(current, submission.value)
  if (!result.ok) {
    return json(
      submission.reply({ ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : { formErrors: [result.message] }), hideFields: ['password'] }),
      { status: result.status, headers: retryAfterHeaders(result) },
    )
  }
  return redirectWithToast(
    paths.home,
    { title: message('messages:accountClosure.closed'), description: message('messages:accountClosure.closedHowToCancel') },
    { headers: { 'set-cookie': await destroySessionCookie() } },
  )
}
