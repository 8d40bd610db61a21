import { Schema } from 'mongoose'
import { defineModel } from './model-utils.server.ts'
import { claimTokenUse, isTokenUsed } from './token-use.server.ts'

/**
 * A newsletter confirmation link (double opt-in). `_id` is the SHA-256 of the token in the link, so the
 * token is never stored and the lookup is by primary key; using it is an insert under a unique key
 * (`newsletter-confirmation:<hash>` in token_uses), so of any number of racing clicks exactly one confirms.
 * Swept by the retention sweep RETENTION.expiredTokensDays after it expires, with the address if it was never
 * confirmed (services/retention.server.ts); not by the expiry sweep, which would leave that address behind.
 */
const newsletterConfirmationSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'newsletter_confirmations', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
)
newsletterConfirmationSchema.index({ expiresAt: 1 })

export const NewsletterConfirmation = defineModel('NewsletterConfirmation', newsletterConfirmationSchema)

interface NewsletterConfirmationRaw {
  _id: string
  email: string
  expiresAt: Date
}

export async function createNewsletterConfirmation(tokenHash: string, email: string, expiresAt: Date) {
  await NewsletterConfirmation.create({ _id: tokenHash, email, expiresAt })
}

export type ConfirmationLookup = { status: 'usable'; email: string } | { status: 'used'; email: string } | { status: 'invalid' }

/** What the link is: usable, used already, or unknown or expired. Reads only. */
export async function findNewsletterConfirmation(tokenHash: string, at: Date): Promise<ConfirmationLookup> {
  const raw = await NewsletterConfirmation.findById(tokenHash).lean<NewsletterConfirmationRaw>()
  if (!raw) return { status: 'invalid' }
  if (await isTokenUsed('newsletter-confirmation', tokenHash)) return { status: 'used', email: raw.email }
  if (raw.expiresAt.getTime() <= at.getTime()) return { status: 'invalid' }
  return { status: 'usable', email: raw.email }
}

/** Uses the link: the request whose insert wins is answered 'usable'; the others 'used'. */
export async function claimNewsletterConfirmation(tokenHash: string, at: Date): Promise<ConfirmationLookup> {
  const found = await findNewsletterConfirmation(tokenHash, at)
  if (found.status !== 'usable') return found
  const raw = await NewsletterConfirmation.findById(tokenHash).lean<NewsletterConfirmationRaw>()
  if (!raw) return { status: 'invalid' }
  return (await claimTokenUse('newsletter-confirmation', tokenHash, raw.expiresAt)) ? found : { status: 'used', email: found.email }
}
