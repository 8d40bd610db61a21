import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { runRenewals } from '#app/services/renewals.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * POST /admin/reminders/run: the /admin panel's "Run renewals now" button (a plain form, so it works
 * without JavaScript). The same service as `POST /api/admin/reminders/run`: each reminder still goes once,
 * whoever runs it and however often. Back to /admin with what the run did.
 */
export async function runRemindersAction({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request, 'renewals')
  const run = await runRenewals({ actor: auditActorOf(staff) })
  return redirectWithToast(adminPaths.listings, { title: message('messages:membership.renewalsRanNow', { ...run }) })
}

/** A GET of the form's address (a reload after the POST, a pasted link) leads to the page with the button. */
export async function loadRunReminders({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'renewals')
  return redirect(adminPaths.listings)
}
