import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eventPaths } from '#app/config/member-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { formatEventWhen } from '#app/domain/event-times.ts'
import { localizedField } from '#app/domain/locale.ts'
import { confirmHeldRegistration, EVENT_MESSAGES_OUT, getRegistrationForConfirmLink, registrationPagePath } from '#app/services/events.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * /events/{id}/registrations/{registrationId}/confirm (issue 30): the link mailed with a visitor's held
 * seat opens a page that asks first (a mail scanner opening the link confirms nothing); its form confirms
 * the seat, which raises the invoice of a paid event and sends the confirmation with the calendar file. A
 * visitor's place on the waiting list is kept the same way (it lapses otherwise, and is never seated).
 */

export async function loadConfirmPage({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const found = await getRegistrationForConfirmLink(params.id ?? '', params.registrationId ?? '', token)
  if (!found) throw json({ message: EVENT_MESSAGES_OUT.confirmLinkInvalid }, { status: 404 })
  const locale = await getLocale(request)
  const { registration, event, state } = found
  return json({
    token,
    state,
    name: registration.name,
    event: localizedField(event, 'title', locale).text,
    when: event.startsAt ? formatEventWhen(event.startsAt, event.endsAt ?? null, locale) : '',
    heldUntil: registration.holdExpiresAt ? formatDateTime(registration.holdExpiresAt, locale) : '',
    eventPage: eventPaths.page(event.id),
    registrationPage: registrationPagePath(registration, 'mail'),
    action: eventPaths.confirmAction(event.id, registration.id),
    i18n: pageStrings(locale, ['events.confirmPage']),
  })
}

export async function confirmAction({ request, params }: ActionFunctionArgs) {
  const eventId = params.id ?? ''
  const formData = await readFormData(request)
  const token = formData.get('token')
  const result = await confirmHeldRegistration(eventId, params.registrationId ?? '', typeof token === 'string' ? token : null)
  if (!result.ok && result.status !== 409) throw json({ message: result.message }, { status: result.status })
  // Confirmed (or kept on the list): the registration's own page, opened by the mails' link (issue 33).
  return redirectWithToast(
    result.ok ? registrationPagePath(result.registration, 'mail') : eventPaths.page(eventId),
    !result.ok
      ? { title: result.message, type: 'error' }
      : result.registration.status === 'waitlisted'
        ? { title: message('messages:events.waitlistConfirmed'), description: message('messages:events.waitlistedText') }
        : { title: message('messages:events.confirmed'), description: message('messages:events.confirmedText') },
  )
}
