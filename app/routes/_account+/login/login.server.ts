import { authenticateLoginForm, requireAnonymous, retryAfterHeaders, startUserSession } from '#app/utils/auth.server.ts'
import { LOGIN_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'
import { LoginSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'
import { localeCookie, routeStrings } from '#app/utils/i18n.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import { mayManage, type WithRoles } from '#app/domain/roles.ts'

/**
 * Where signing in leads when no page asked for it: staff to what needs doing (issue 18, item 12), the
 * panel at /admin or, for a treasurer who cannot open it, the payments; members to their dashboard.
 */
function homeOf(user: WithRoles) {
  if (mayManage(user, 'listings')) return adminPaths.listings
  if (mayManage(user, 'finance')) return financePaths.payments
  return paths.dashboard
}

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
  const headers = new Headers({ 'set-cookie': cookie })
  // The member's own language from now on (a preference the switch can still change).
  headers.append('set-cookie', await localeCookie.serialize(result.user.locale))
  return redirect(safeRedirect(redirectTo, homeOf(result.user)), { headers })
}

export async function loadLoginPage({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return json({ constraint: LOGIN_CONSTRAINT, i18n: await routeStrings(request, ['auth']) })
}
