import { site } from '#app/config/site.ts'
import { paths } from '#app/config/paths.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { nameWithSalutation } from '#app/domain/names.ts'
import { attemptAll, dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { sendMail, type Mail } from '#app/utils/mail.server.ts'
import { message } from '#app/validation/messages.ts'
import type { PractitionerMessage } from '#app/validation/practitioner-message.ts'
import { layout } from './account-mails.server.ts'
import { getVisibleListing } from './directory/search.server.ts'

/**
 * "Send a message" on a profile (issue 36, item 6): the enquiry is mailed to the listing's e-mail address
 * with Reply-To set to the enquirer, so the practitioner answers them directly and the public never sees
 * the address. Nothing is stored but the mail record. The rule of the public forms
 * (services/allowance.server.ts): an address or a listing past its allowance is refused whatever it sends;
 * a filled honeypot is answered as sent, sends nothing and counts; input that fails the schema does not count.
 */

/** Per client address, across every listing. */
export const PRACTITIONER_MESSAGE_ADDRESS_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const
/** Per listing, from everyone: a practitioner's inbox is not flooded through the site. */
export const PRACTITIONER_MESSAGE_LISTING_LIMIT = { max: 20, windowMs: 24 * 60 * 60 * 1000 } as const

const byAddress = () => dbRateLimiter('practitioner-messages-address', PRACTITIONER_MESSAGE_ADDRESS_LIMIT)
const byListing = () => dbRateLimiter('practitioner-messages-listing', PRACTITIONER_MESSAGE_LISTING_LIMIT)

export const PRACTITIONER_MESSAGE_SENT = {
  title: message('messages:practitionerMessage.sent'),
  description: message('messages:practitionerMessage.sentText'),
} as const

export type PractitionerMessageOutcome =
  | { status: 'sent' }
  | { status: 'not-found'; message: string }
  | { status: 'invalid' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

function limitedMessage(retryAfterSeconds: number) {
  return message('messages:practitionerMessage.limited', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })
}

export function practitionerMessageMail({
  to,
  practitionerName,
  profileLink,
  fields,
  locale = DEFAULT_LOCALE,
}: {
  to: string
  practitionerName: string
  profileLink: string
  fields: PractitionerMessage
  locale?: Locale
}): Mail & { replyTo: string } {
  const t = fixedT(locale, 'directory')
  // A visitor's words are never read as one of the site's message keys.
  const plain = (text: string) => text.replace(/[\u27e6\u27e7]/g, (c) => (c === '\u27e6' ? '[' : ']'))
  fields = { name: plain(fields.name), email: fields.email, message: plain(fields.message) }
  return {
    to,
    replyTo: `"${fields.name.replace(/["\\\r\n]/g, '')}" <${fields.email}>`,
    subject: t('message.mail.subject', { name: fields.name, site: site.shortName }),
    ...layout({
      locale,
      greeting: t('message.mail.greeting', { name: practitionerName }),
      paragraphs: [
        t('message.mail.intro', { name: fields.name, email: fields.email, site: site.shortName }),
        fields.message,
        t('message.mail.reply', { email: fields.email }),
        t('message.mail.privacy'),
      ],
      button: t('message.mail.button'),
      link: profileLink,
      closing: [t('message.mail.regards', { site: site.shortName })],
    }),
  }
}

export async function sendPractitionerMessage({
  clientIp,
  listingId,
  isBot,
  fields,
  locale = DEFAULT_LOCALE,
}: {
  clientIp: string
  listingId: string
  isBot: boolean
  fields: PractitionerMessage | null
  locale?: Locale
}): Promise<PractitionerMessageOutcome> {
  const listing = await getVisibleListing(listingId)
  if (!listing) return { status: 'not-found', message: message('messages:listing.notFound') }
  const limits = [
    [byAddress(), clientIp],
    [byListing(), listing.id],
  ] as const
  for (const [limiter, key] of limits) {
    const limit = await limiter.isLimited(key)
    if (limit.limited) return { status: 'limited', message: limitedMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }
  }
  if (!isBot && !fields) return { status: 'invalid' }
  const attempt = await attemptAll(limits)
  if (!attempt.allowed) return { status: 'limited', message: limitedMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  if (isBot || !fields) return { status: 'sent' }
  // Sent before answering: a visitor told "sent" has had their enquiry sent (or the door answers the failure).
  await sendMail(
    practitionerMessageMail({
      to: listing.email,
      practitionerName: nameWithSalutation(listing.salutation ?? '', listing.name, locale),
      profileLink: `${getEnv().publicUrl}${paths.practitioner(listing.id)}`,
      fields,
      locale,
    }),
  )
  return { status: 'sent' }
}
