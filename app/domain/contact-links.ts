import { CONTACT_PAGE_SUBJECTS } from '#app/domain/constants.ts'

const PREFILL_MESSAGE_MAX_LENGTH = 1000

/**
 * What a link into the contact form may preselect: `?subject=training&event=<title>` from a training
 * event's 'Register Now', `?subject=partnership&message=…` from the donation page. Unknown subjects
 * are ignored; the message stays editable.
 */
export function contactPrefill(
  params: URLSearchParams,
  /** The message an event's link starts with, in the page's language. */
  registerFor: (event: string) => string = (event) => `I would like to register for ${event}.`,
): { subject: string; message: string } {
  const requested = params.get('subject') ?? ''
  const subject = CONTACT_PAGE_SUBJECTS.some((s) => s.value === requested) ? requested : ''
  const event = (params.get('event') ?? '').trim().slice(0, 200)
  const text = (params.get('message') ?? '').trim().slice(0, PREFILL_MESSAGE_MAX_LENGTH)
  const message = event ? registerFor(event) : text
  return { subject, message }
}
