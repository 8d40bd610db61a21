import { site } from '#app/config/site.ts'
import { createContactMessage, type NewContactMessage } from '#app/models/contact-message.server.ts'
import { subscribeToNewsletter } from '#app/models/newsletter-subscriber.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { admitAttempt } from './allowance.server.ts'

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
  title: 'Message sent successfully',
  description: "We'll get back to you as soon as possible.",
} as const

/** The spec's words when a message cannot be sent (spec section 8). */
export const CONTACT_FAILED = 'Failed to send message. Please try again later.'

function contactRateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return (
    `You have sent several messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, ` +
    `or e-mail us at ${site.emails.general}.`
  )
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
}: {
  clientIp: string
  source: NewContactMessage['source']
  isBot: boolean
  fields: ContactFields | null
}): Promise<ContactOutcome> {
  const admitted = await admitAttempt(contactRateLimiter(), clientIp, { isBot, isValid: fields !== null })
  if (admitted.status === 'limited') {
    return { status: 'limited', message: contactRateLimitMessage(admitted.retryAfterSeconds), retryAfterSeconds: admitted.retryAfterSeconds }
  }
  if (admitted.status === 'invalid' || !fields) return { status: 'invalid' }
  if (admitted.status === 'accepted') {
    await createContactMessage({ ...fields, source })
    if (fields.newsletter) await subscribeToNewsletter(fields.email, source)
  }
  return { status: 'sent' }
}
