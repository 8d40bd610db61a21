import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/domain/locale.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    source: { type: String, trim: true, default: 'news', maxlength: 40 },
    /** The language its mails are written in: the page's when it subscribed. */
    locale: { type: String, enum: LOCALES, default: DEFAULT_LOCALE },
    /**
     * When the address's owner followed the confirmation link (double opt-in): until then the address is
     * pending and gets no issue. Addresses stored before double opt-in have none and are pending too.
     */
    confirmedAt: { type: Date, default: null },
    /** When the address left the list; kept RETENTION.newsletterUnsubscribesDays to honour that, then swept. */
    unsubscribedAt: { type: Date, default: null },
  },
  { timestamps: true },
)
newsletterSubscriberSchema.index({ email: 1 }, { unique: true })
newsletterSubscriberSchema.index({ createdAt: -1 })
filteredFields(newsletterSubscriberSchema, ['email', 'unsubscribedAt'])
newsletterSubscriberSchema.plugin(toJSONPlugin)

export type NewsletterSubscriberFields = InferSchemaType<typeof newsletterSubscriberSchema>
export const NewsletterSubscriber = defineModel('NewsletterSubscriber', newsletterSubscriberSchema)
export type NewsletterSubscriberRaw = NewsletterSubscriberFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicNewsletterSubscriber = (raw: NewsletterSubscriberRaw) => serialize(raw)
export type PublicNewsletterSubscriber = ReturnType<typeof toPublicNewsletterSubscriber>

export type NewsletterState = 'pending' | 'confirmed' | 'unsubscribed'

export function newsletterStateOf(raw: { confirmedAt?: Date | null; unsubscribedAt?: Date | null }): NewsletterState {
  if (raw.unsubscribedAt) return 'unsubscribed'
  return raw.confirmedAt ? 'confirmed' : 'pending'
}

/**
 * Puts the address on the list as pending, once, and answers its state. Subscribing again changes
 * nothing here (the confirmation decides), so that the answer never tells anyone whether an address was
 * already on the list.
 */
export async function addPendingSubscriber(email: string, source: string, locale: Locale): Promise<NewsletterState> {
  const address = email.trim().toLowerCase()
  try {
    await NewsletterSubscriber.updateOne(
      { email: address },
      { $setOnInsert: { email: address, source, locale, confirmedAt: null, unsubscribedAt: null } },
      { upsert: true },
    )
  } catch (error) {
    // Two requests for the same new address at once: the unique index keeps one, which is the goal.
    if (duplicateKeyField(error) === null) throw error
  }
  const raw = await NewsletterSubscriber.findOne({ email: address }).lean<NewsletterSubscriberRaw>()
  return raw ? newsletterStateOf(raw) : 'pending'
}

/** The address's owner confirmed (or subscribed again after leaving): it is on the list from `at`. */
export async function confirmSubscriber(email: string, at: Date) {
  await NewsletterSubscriber.updateOne({ email }, { $set: { confirmedAt: at, unsubscribedAt: null } })
}

/** Takes the address off the list at once; answers false when it was not on it (or had left already). */
export async function unsubscribeAddress(email: string, at: Date): Promise<boolean> {
  const result = await NewsletterSubscriber.updateOne({ email, unsubscribedAt: null }, { $set: { unsubscribedAt: at } })
  return result.modifiedCount > 0
}

/** Whether the address is on the list and confirmed, right now (read again before each issue's mail). */
export async function isConfirmedSubscriber(email: string) {
  const raw = await NewsletterSubscriber.findOne({ email }).lean<NewsletterSubscriberRaw>()
  return raw ? newsletterStateOf(raw) === 'confirmed' : false
}

/** The confirmed addresses and their languages, for sending an issue. */
export async function listConfirmedSubscribers(): Promise<Array<{ email: string; locale: Locale }>> {
  const raws = await NewsletterSubscriber.find({ unsubscribedAt: null, confirmedAt: { $ne: null } })
    .select({ email: 1, locale: 1 })
    .sort({ email: 1 })
    .lean<NewsletterSubscriberRaw[]>()
  return raws.map((raw) => ({ email: raw.email, locale: (raw.locale as Locale | undefined) ?? DEFAULT_LOCALE }))
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const

/** Subscribers newest first, a page at a time, with how many there are in all. */
export async function listNewsletterSubscribers({ page = 1, perPage = 50 }: { page?: number; perPage?: number } = {}) {
  const [items, total] = await Promise.all([
    NewsletterSubscriber.find()
      .sort(NEWEST_FIRST)
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<NewsletterSubscriberRaw[]>(),
    NewsletterSubscriber.countDocuments(),
  ])
  return { items: items.map(toPublicNewsletterSubscriber), total }
}

/** Every subscriber, newest first, for the export. */
export async function listAllNewsletterSubscribers() {
  const raws = await NewsletterSubscriber.find().sort(NEWEST_FIRST).lean<NewsletterSubscriberRaw[]>()
  return raws.map(toPublicNewsletterSubscriber)
}

/** One subscriber; null for a malformed or unknown id. */
export async function getNewsletterSubscriber(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await NewsletterSubscriber.findById(id).lean<NewsletterSubscriberRaw>()
  return raw ? toPublicNewsletterSubscriber(raw) : null
}

/** Takes an address off the list and answers what it was; null when there was no such subscriber. */
export async function deleteNewsletterSubscriber(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await NewsletterSubscriber.findByIdAndDelete(id).lean<NewsletterSubscriberRaw>()
  return raw ? toPublicNewsletterSubscriber(raw) : null
}
