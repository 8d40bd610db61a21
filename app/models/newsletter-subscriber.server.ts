import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    source: { type: String, trim: true, default: 'news', maxlength: 40 },
  },
  { timestamps: true },
)
newsletterSubscriberSchema.index({ email: 1 }, { unique: true })
newsletterSubscriberSchema.index({ createdAt: -1 })
filteredFields(newsletterSubscriberSchema, ['email'])
newsletterSubscriberSchema.plugin(toJSONPlugin)

export type NewsletterSubscriberFields = InferSchemaType<typeof newsletterSubscriberSchema>
export const NewsletterSubscriber = defineModel('NewsletterSubscriber', newsletterSubscriberSchema)
export type NewsletterSubscriberRaw = NewsletterSubscriberFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicNewsletterSubscriber = (raw: NewsletterSubscriberRaw) => serialize(raw)
export type PublicNewsletterSubscriber = ReturnType<typeof toPublicNewsletterSubscriber>

/**
 * Adds the address to the newsletter list once. Subscribing again changes nothing and is not an
 * error, so that the answer never tells anyone whether an address was already on the list.
 */
export async function subscribeToNewsletter(email: string, source: string) {
  const address = email.trim().toLowerCase()
  try {
    await NewsletterSubscriber.updateOne(
      { email: address },
      { $setOnInsert: { email: address, source } },
      { upsert: true },
    )
  } catch (error) {
    // Two requests for the same new address at once: the unique index keeps one, which is the goal.
    if (duplicateKeyField(error) === null) throw error
  }
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
