import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { cancelRegistration } from '#app/services/events.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * POST /admin/events/{id}/registrations/{registrationId}/cancel: the admin event page's "Cancel
 * registration" button (a plain form, so it works without JavaScript). The same service as
 * `DELETE /api/events/{id}/registrations/{registrationId}` for staff: the audit entry, the mail, and
 * the freed seat going to the first one waiting. Cancelled already (a second click) is not an error.
 * A page route, not a resource route, so that a refusal renders the access-denied page.
 */
export async function cancelByStaffAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request, 'cpd')
  const eventId = params.id ?? ''
  const result = await cancelRegistration(eventId, params.registrationId ?? '', { kind: 'staff', actor: auditActorOf(staff) })
  if (!result.ok && result.status !== 409) throw json({ message: result.message }, { status: result.status })
  return redirectWithToast(adminPaths.event(eventId), {
    title: result.ok ? message('messages:events.staffCancelled', { name: result.registration.name }) : result.message,
  })
}

/** A GET of the form's address (a reload after the POST, a pasted link) leads to the page with the button. */
export async function loadCancelByStaff({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  return redirect(adminPaths.event(params.id ?? ''))
}
