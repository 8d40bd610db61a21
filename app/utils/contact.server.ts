import { json, type ActionFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { site } from '#app/config/site.ts'
import { createContactMessage, type NewContactMessage } from '#app/models/contact-message.server.ts'
import { subscribeToNewsletter } from '#app/models/newsletter-subscriber.server.ts'
import { ContactPageSchema, HomeContactSchema } from '#app/validation/contact.ts'
import { parseSubmission, readFormData } from './form-submission.server.ts'
import { isHoneypotFilled } from './honeypot.server.ts'
import { dbRateLimiter } from './db-rate-limit.server.ts'
import { redirectWithToast } from './toast.server.ts'

/** Both contact forms and POST /api/contact share one allowance per client address. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const

export function contactRateLimiter() {
  return dbRateLimiter('contact-messages', CONTACT_RATE_LIMIT)
}

export const CONTACT_SENT = {
  title: 'Message sent successfully',
  description: "We'll get back to you as soon as possible.",
} as const

/** The spec's words when a message cannot be sent (spec section 8). */
export const CONTACT_FAILED = 'Failed to send message. Please try again later.'

export function contactRateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return (
    `You have sent several messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, ` +
    `or e-mail us at ${site.emails.general}.`
  )
}

type ContactFields = Omit<NewContactMessage, 'source'>

/** Stores the message, and adds the sender to the newsletter when they ticked the box. */
export async function storeContactMessage(value: ContactFields, source: NewContactMessage['source']) {
  const message = await createContactMessage({ ...value, source })
  if (value.newsletter) await subscribeToNewsletter(value.email, source)
  return message
}

/**
 * The HTML contact forms (home page and /contact): honeypot, rate limit, validation, then the stored
 * message and a redirect back with the success toast, which also shows without JavaScript. Anything
 * wrong re-renders the form with what was typed.
 */
async function handleContactForm<S extends z.ZodType<ContactFields, z.ZodTypeDef, unknown>>({
  request,
  clientIp,
  schema,
  source,
  redirectTo,
}: {
  request: Request
  clientIp: string
  schema: S
  source: 'home' | 'contact'
  redirectTo: string
}) {
  const formData = await readFormData(request)
  const limiter = contactRateLimiter()
  if (isHoneypotFilled(formData)) {
    // Answer a bot exactly as a person, so it learns nothing; store nothing.
    await limiter.attempt(clientIp)
    return redirectWithToast(redirectTo, CONTACT_SENT)
  }
  const submission = parseSubmission(formData, { schema })
  const limited = (retryAfterSeconds: number) =>
    json(submission.reply({ formErrors: [contactRateLimitMessage(retryAfterSeconds)] }), {
      status: 429,
      headers: { 'retry-after': String(retryAfterSeconds) },
    })
  const limit = await limiter.isLimited(clientIp)
  if (limit.limited) return limited(limit.retryAfterSeconds)
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const attempt = await limiter.attempt(clientIp)
  if (!attempt.allowed) return limited(attempt.retryAfterSeconds)
  try {
    await storeContactMessage(submission.value, source)
  } catch (error) {
    // The database is away: keep what the visitor wrote on screen rather than lose it to an error page.
    console.error('Storing a contact message failed', error)
    return json(submission.reply({ formErrors: [CONTACT_FAILED] }), { status: 503 })
  }
  return redirectWithToast(redirectTo, CONTACT_SENT)
}

/**
 * The actions of the two pages with a contact form. They live here, not in the routes, so that the
 * schemas (and zod with them) never reach the browser bundle.
 */
export function homeContactAction({ request, context }: ActionFunctionArgs) {
  return handleContactForm({
    request,
    clientIp: context.clientIp,
    schema: HomeContactSchema,
    source: 'home',
    redirectTo: '/#contact',
  })
}

export function contactPageAction({ request, context }: ActionFunctionArgs) {
  return handleContactForm({
    request,
    clientIp: context.clientIp,
    schema: ContactPageSchema,
    source: 'contact',
    redirectTo: '/contact#contact-form',
  })
}
