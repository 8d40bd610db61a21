import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { message } from '#app/validation/messages.ts'
import { site } from '#app/config/site.ts'
import { createContactMessage, type NewContactMessage } from '#app/models/contact-message.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { admitAttempt } from './allowance.server.ts'
import { requestNewsletterConfirmation } from './newsletter.server.ts'

/**
 * A message to the association, from the home page's form, the contact page's or POST /api/contact:
 * the whole policy (honeypot, allowance, validity, storage) is here; each door only reads its input
 * and translates the outcome into its answer.
 */

/** Both contact forms and POST /api/contact share one allowance per client address. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const

function contactRateLimiter() {
  return dbRateLimiter('contact-messages', CONTACT_RATE_LIMIT)
}

export const CONTACT_SENT = {
  title: message('messages:contact.sent'),
  description: message('messages:contact.sentText'),
} as const

/** The spec's words when a message cannot be sent (spec section 8). */
export const CONTACT_FAILED = message('messages:contact.failed')

function contactRateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return message('messages:contact.limited', { count: minutes, email: site.emails.general })
}

export type ContactFields = Omit<NewContactMessage, 'source'>

export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

/**
 * Sends a message under the public forms' rule (services/allowance.server.ts). `fields` is the input
 * as the door's schema read it, or null when it did not pass; `isBot` says the honeypot was filled, and
 * a bot is answered as if its message was sent. Stores the message, and adds the sender to the
 * newsletter when they ticked the box. A failure to store is thrown, for the door to answer.
 */
export async function sendContactMessage({
  clientIp,
  source,
  isBot,
  fields,
  locale = DEFAULT_LOCALE,
}: {
  clientIp: string
  source: NewContactMessage['source']
  isBot: boolean
  fields: ContactFields | null
  /** The page's language: the newsletter's confirmation mail is written in it. */
  locale?: Locale
}): Promise<ContactOutcome> {
  const admitted = await admitAttempt(contactRateLimiter(), clientIp, { isBot, isValid: fields !== null })
  if (admitted.status === 'limited') {
    return { status: 'limited', message: contactRateLimitMessage(admitted.retryAfterSeconds), retryAfterSeconds: admitted.retryAfterSeconds }
  }
  if (admitted.status === 'invalid' || !fields) return { status: 'invalid' }
  if (admitted.status === 'accepted') {
    await createContactMessage({ ...fields, source })
    // The tick box is a request like the subscribe box: the address is on the list once confirmed.
    if (fields.newsletter) await requestNewsletterConfirmation(fields.email, source, locale)
  }
  return { status: 'sent' }
}
