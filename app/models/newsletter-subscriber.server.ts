import { Schema, type InferSchemaType } from 'mongoose'
import { defineModel, duplicateKeyField, toJSONPlugin } from './model-utils.server.ts'

const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    source: { type: String, trim: true, default: 'news', maxlength: 40 },
  },
  { timestamps: true },
)
newsletterSubscriberSchema.index({ email: 1 }, { unique: true })
newsletterSubscriberSchema.index({ createdAt: -1 })
newsletterSubscriberSchema.plugin(toJSONPlugin)

export type NewsletterSubscriberFields = InferSchemaType<typeof newsletterSubscriberSchema>
export const NewsletterSubscriber = defineModel('NewsletterSubscriber', newsletterSubscriberSchema)

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
