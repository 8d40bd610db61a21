import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eventPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { formatEventWhen } from '#app/domain/event-times.ts'
import { localizedField } from '#app/domain/locale.ts'
import { cancelRegistration, EVENT_MESSAGES_OUT, getRegistrationForLink } from '#app/services/events.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * /events/{id}/registrations/{registrationId}/cancel: the confirmation mail's signed link opens a page
 * that asks first (nothing changes on a GET); its form, or a member's own "Cancel" on the dashboard or
 * the event page (signed in, no token), cancels.
 */

export async function loadCancelPage({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const found = await getRegistrationForLink(params.id ?? '', params.registrationId ?? '', token)
  if (!found) throw json({ message: EVENT_MESSAGES_OUT.linkInvalid }, { status: 404 })
  const locale = await getLocale(request)
  const { registration, event } = found
  return json({
    token,
    cancelled: registration.status === 'cancelled',
    name: registration.name,
    event: localizedField(event, 'title', locale).text,
    when: event.startsAt ? formatEventWhen(event.startsAt, event.endsAt ?? null, locale) : '',
    action: eventPaths.cancelAction(event.id, registration.id),
    i18n: pageStrings(locale, ['events.cancelPage']),
  })
}

export async function cancelAction({ request, params }: ActionFunctionArgs) {
  const eventId = params.id ?? ''
  const registrationId = params.registrationId ?? ''
  const formData = await readFormData(request)
  const token = formData.get('token')
  // Without the mail's token, only the signed-in member who registered may cancel.
  const userId = typeof token === 'string' && token ? null : (await requireUser(request)).id
  const result = await cancelRegistration(
    eventId,
    registrationId,
    userId ? { kind: 'member', userId } : { kind: 'token', token: String(token) },
  )
  if (!result.ok && result.status !== 409) throw json({ message: result.message }, { status: result.status })
  const back = userId ? paths.dashboard : eventPaths.page(eventId)
  return redirectWithToast(back, { title: result.ok ? message('messages:events.cancelled') : result.message })
}
