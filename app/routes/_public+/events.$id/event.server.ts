import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eventPaths } from '#app/config/member-paths.ts'
import { loginPath } from '#app/config/paths.ts'
import { getEventPage, registerForEvent, registrationPagePath, EVENT_MESSAGES_OUT } from '#app/services/events.server.ts'
import { getUser, requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { VisitorRegistrationSchema } from '#app/validation/events.ts'
import { VISITOR_REGISTRATION_CONSTRAINT } from '#app/validation/constraints.server.ts'

/**
 * /events/{id} (issue 20): the event with its real date, CPD hours, fees and seats, its calendar file,
 * and registration without JavaScript: a signed-in member in one step (`intent=member`), a visitor by
 * name, e-mail and phone. A member lands on the page again, which says "You are registered" with the
 * seat and a link to the registration's own page; a visitor (no session to remember them by) lands on
 * that page itself, opened by the link shown after registering (issue 33). Both with a toast.
 */

export async function loadEventPage({ request, params }: LoaderFunctionArgs) {
  const [locale, user] = await Promise.all([getLocale(request), getUser(request)])
  const page = await getEventPage(params.id ?? '', locale, user)
  if (!page) throw json({ message: EVENT_MESSAGES_OUT.notFound }, { status: 404 })
  return json({
    ...page,
    member: user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : null,
    loginLink: loginPath(eventPaths.page(params.id ?? '')),
    constraint: VISITOR_REGISTRATION_CONSTRAINT,
    i18n: pageStrings(locale, ['events.page', 'events.register', 'events.list', 'events.seat']),
  })
}

function outcomeToast(status: 'held' | 'confirmed' | 'waitlisted' | 'cancelled', waitsForLink = false) {
  if (status === 'held') return { title: message('messages:events.held'), description: message('messages:events.heldText') }
  // A visitor's place on the waiting list lapses unless they follow the link mailed to them.
  if (status === 'waitlisted' && waitsForLink) return { title: message('messages:events.waitlistHeld'), description: message('messages:events.waitlistHeldText') }
  return status === 'confirmed'
    ? { title: message('messages:events.confirmed'), description: message('messages:events.confirmedText') }
    : { title: message('messages:events.waitlisted'), description: message('messages:events.waitlistedText') }
}

export async function registerAction({ request, params, context }: ActionFunctionArgs) {
  const eventId = params.id ?? ''
  const formData = await readFormData(request)
  if (formData.get('intent') === 'member') {
    const user = await requireUser(request, { redirectTo: eventPaths.page(eventId) })
    const result = await registerForEvent(eventId, { kind: 'member', user })
    if (!result.ok) return json({ status: 'error', error: { '': [result.message] } }, { status: result.status })
    return redirectWithToast(eventPaths.page(eventId), outcomeToast(result.registration.status))
  }
  const submission = parseSubmission(formData, { schema: VisitorRegistrationSchema })
  // A bot that filled the hidden field is told it worked, and nothing is stored.
  if (isHoneypotFilled(formData)) return redirectWithToast(eventPaths.page(eventId), outcomeToast('held'))
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await registerForEvent(eventId, { kind: 'visitor', ...submission.value, locale: await getLocale(request), clientIp: context.clientIp })
  if (!result.ok) {
    const headers = result.status === 429 ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
    return json(submission.reply({ formErrors: [result.message] }), { status: result.status, headers })
  }
  return redirectWithToast(registrationPagePath(result.registration, 'screen'), outcomeToast(result.registration.status, Boolean(result.registration.holdExpiresAt)))
}
