import { paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { DAY_MS } from '#app/domain/retention.ts'
import { message } from '#app/validation/messages.ts'
import { createNewsletterConfirmation, claimNewsletterConfirmation, findNewsletterConfirmation } from '#app/models/newsletter-confirmation.server.ts'
import { addPendingSubscriber, confirmSubscriber, unsubscribeAddress } from '#app/models/newsletter-subscriber.server.ts'
import { hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { admitAttempt } from './allowance.server.ts'
import { confirmationMail } from './newsletter-mails.server.ts'
import { currentNoticeVersion, recordConsent } from './privacy.server.ts'

/**
 * The newsletter with consent (issue 21, item 5): a sign-up, from the box on /news, the contact forms'
 * tick box or POST /api/newsletter, stores the address as pending and mails a confirmation link (double
 * opt-in); following it confirms the address and records the consent; every issue carries a signed
 * unsubscribe link that works without an account and at once. Each door only reads its input and
 * translates the outcome.
 */

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7

/** Generous for people, tight enough that nobody fills the list with other people's addresses. */
function newsletterRateLimiter() {
  return dbRateLimiter('newsletter-subscriptions', { max: 10, windowMs: 60 * 60 * 1000 })
}

/** One answer whether or not the address was already on the list. */
export const NEWSLETTER_SUBSCRIBED = {
  title: message('messages:newsletter.subscribed'),
  description: message('messages:newsletter.subscribedText'),
} as const

export const NEWSLETTER_MESSAGES = {
  confirmed: message('messages:newsletter.confirmed'),
  confirmedText: message('messages:newsletter.confirmedText'),
  alreadyConfirmed: message('messages:newsletter.alreadyConfirmed'),
  linkInvalid: message('messages:newsletter.linkInvalid'),
  unsubscribed: message('messages:newsletter.unsubscribed'),
  unsubscribedText: message('messages:newsletter.unsubscribedText'),
} as const

export type NewsletterOutcome =
  | { status: 'subscribed' }
  | { status: 'invalid' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

/**
 * Signs an address up under the public forms' rule (services/allowance.server.ts). `email` is the
 * address as the door's schema read it, or null when it did not pass; a bot (`isBot`) is thanked and
 * not stored. Signing up twice is the same answer, and one subscriber.
 */
export async function signUpForNewsletter({
  clientIp,
  source,
  isBot,
  email,
  locale = DEFAULT_LOCALE,
}: {
  clientIp: string
  /** Where the sign-up came from: 'news' (the page) or 'api'. */
  source: string
  isBot: boolean
  email: string | null
  locale?: Locale
}): Promise<NewsletterOutcome> {
  const admitted = await admitAttempt(newsletterRateLimiter(), clientIp, { isBot, isValid: email !== null })
  if (admitted.status === 'limited') {
    return { status: 'limited', message: tooManyAttemptsMessage(admitted.retryAfterSeconds), retryAfterSeconds: admitted.retryAfterSeconds }
  }
  if (admitted.status === 'invalid' || email === null) return { status: 'invalid' }
  if (admitted.status === 'accepted') await requestNewsletterConfirmation(email, source, locale)
  return { status: 'subscribed' }
}

/**
 * Confirmation mails to one address, whichever client asks: the per-client limit alone would let someone
 * with many addresses fill a stranger's inbox. Past it the answer is the same and no mail goes.
 */
const confirmationsByAddress = () => dbRateLimiter('newsletter-confirmations', { max: 3, windowMs: DAY_MS })

/**
 * Stores the address as pending (once) and mails it a confirmation link, unless it is confirmed already
 * (then nothing is sent: the owner gets the newsletter). An unsubscribed address may come back, through
 * a new confirmation. The caller has applied the rate limit.
 */
export async function requestNewsletterConfirmation(email: string, source: string, locale: Locale) {
  const address = email.trim().toLowerCase()
  const state = await addPendingSubscriber(address, source, locale)
  if (state === 'confirmed') return
  if (!(await confirmationsByAddress().attempt(address)).allowed) return
  const token = newSecretToken()
  // A link's life is a timestamp matter: the real time, like every token (domain/clock.ts).
  await createNewsletterConfirmation(hashToken(token), address, new Date(Date.now() + NEWSLETTER_CONFIRMATION_DAYS * DAY_MS))
  const link = `${getEnv().publicUrl}${paths.newsletterConfirm}?token=${token}`
  sendMailInBackground(confirmationMail({ to: address, locale, link, days: NEWSLETTER_CONFIRMATION_DAYS }))
}

export type ConfirmationPage = { status: 'usable' | 'used'; email: string } | { status: 'invalid' }

/** What the confirmation page shows for a link: the address to confirm, already confirmed, or not valid. Reads only. */
export async function readNewsletterConfirmation(token: string | null | undefined): Promise<ConfirmationPage> {
  if (!token || token.length > 100) return { status: 'invalid' }
  return findNewsletterConfirmation(hashToken(token), new Date())
}

export type ConfirmOutcome = { ok: true; email: string } | { ok: false; status: 404 | 409; message: string }

/**
 * Follows a confirmation link: the address goes on the list and the consent is recorded (purpose
 * `newsletter`, the notice in force, once per link). Of racing requests with one link exactly one
 * confirms (an insert under the link's key); the others are told it was confirmed already (409).
 */
export async function confirmNewsletterSubscription(token: string | null | undefined): Promise<ConfirmOutcome> {
  if (!token || token.length > 100) return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.linkInvalid }
  const tokenHash = hashToken(token)
  const at = new Date()
  const used = await claimNewsletterConfirmation(tokenHash, at)
  if (used.status === 'invalid') return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.linkInvalid }
  if (used.status === 'used') return { ok: false, status: 409, message: NEWSLETTER_MESSAGES.alreadyConfirmed }
  await confirmSubscriber(used.email, at)
  await recordConsent({ purpose: 'newsletter', userId: null, email: used.email, version: await currentNoticeVersion(), subject: `${used.email}:${tokenHash}` })
  return { ok: true, email: used.email }
}

const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe'

/** The link every issue carries (and its List-Unsubscribe header): signed, so it needs no account and no stored token. */
export function unsubscribeLinkFor(email: string) {
  const address = email.trim().toLowerCase()
  const query = new URLSearchParams({ email: address, token: signLink(UNSUBSCRIBE_PURPOSE, address) })
  return `${getEnv().publicUrl}${paths.newsletterUnsubscribe}?${query}`
}

/** Whether an unsubscribe link is one the site signed for that address. */
export function isUnsubscribeLink(email: string | null | undefined, token: string | null | undefined): email is string {
  return typeof email === 'string' && email.length > 0 && email.length <= 254 && isSignedLink(UNSUBSCRIBE_PURPOSE, email.trim().toLowerCase(), token)
}

export type UnsubscribeOutcome = { ok: true } | { ok: false; status: 404; message: string }

/**
 * Takes the address off the list at once. Unsubscribing twice is the same answer (one click may come
 * from the mail program and another from the page). The address is kept, marked, for
 * RETENTION.newsletterUnsubscribesDays (services/retention.server.ts).
 */
export async function unsubscribeFromNewsletter(email: string | null | undefined, token: string | null | undefined): Promise<UnsubscribeOutcome> {
  if (!isUnsubscribeLink(email, token)) return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.linkInvalid }
  await unsubscribeAddress(email.trim().toLowerCase(), now())
  return { ok: true }
}

/** The confirmed subscribers, whom an issue goes to (the administration's newsletter page counts them). */
export { listConfirmedSubscribers } from '#app/models/newsletter-subscriber.server.ts'
