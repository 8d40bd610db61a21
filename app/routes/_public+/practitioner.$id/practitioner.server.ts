import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { getVisibleEntry, standingProofPath } from '#app/services/directory/search.server.ts'
import { standingOn, toListingProfile } from '#app/services/directory/views.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { registerPaths } from '#app/config/register-paths.ts'
import { PRACTITIONER_MESSAGE_SENT, sendPractitionerMessage } from '#app/services/practitioner-messages.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PRACTITIONER_MESSAGE_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { PractitionerMessageSchema } from '#app/validation/practitioner-message.ts'

/** A profile; a missing one is a 404 that carries the page's strings, so that it reads in its language. */
export async function loadPractitionerPage({ request, params }: LoaderFunctionArgs) {
  const [entry, locale] = await Promise.all([getVisibleEntry(params.id ?? ''), getLocale(request)])
  const i18n = pageStrings(locale, ['directory', '!directory.rating', '!directory.message.mail', 'lists', 'conduct.link'])
  if (!entry) {
    throw json({ message: message('messages:public.practitionerMissing'), locale, i18n }, { status: 404 })
  }
  return json({
    // Issue 36: the sanctions in force and the cover line are today's (decisions 043, 045).
    practitioner: toListingProfile(entry.listing, standingOn(entry, toMalaysiaDay(now()), locale)),
    standingProof: await standingProofPath(entry),
    registerEntry: entry.standing.kind === 'member' ? registerPaths.search(entry.listing.membershipId) : null,
    messageConstraint: PRACTITIONER_MESSAGE_CONSTRAINT,
    i18n,
  })
}

/**
 * "Send a message" (issue 36, item 6): the same service as POST /api/practitioners/{id}/messages. Sent goes
 * back to the profile with a toast (shown without JavaScript too); anything else re-renders the form with
 * what was typed.
 */
export async function practitionerMessageAction({ request, params, context }: ActionFunctionArgs) {
  const id = params.id ?? ''
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: PractitionerMessageSchema })
  let outcome
  try {
    outcome = await sendPractitionerMessage({
      clientIp: context.clientIp,
      listingId: id,
      isBot: isHoneypotFilled(formData),
      fields: submission.status === 'success' ? submission.value : null,
      locale: await getLocale(request),
    })
  } catch (error) {
    // The mail could not be handed over: keep what the visitor wrote on screen rather than lose it.
    console.error('Sending a message to a practitioner failed', error)
    return json(submission.reply({ formErrors: [message('messages:practitionerMessage.failed')] }), { status: 503 })
  }
  if (outcome.status === 'not-found') throw json({ message: outcome.message }, { status: 404 })
  if (outcome.status === 'limited') {
    return json(submission.reply({ formErrors: [outcome.message] }), { status: 429, headers: { 'retry-after': String(outcome.retryAfterSeconds) } })
  }
  if (outcome.status === 'invalid') return json(submission.reply(), { status: 400 })
  return redirectWithToast(`${paths.practitioner(id)}#message`, PRACTITIONER_MESSAGE_SENT)
}
