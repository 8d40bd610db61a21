import { Schema, type InferSchemaType } from 'mongoose'
import { defineModel, toJSONPlugin } from './model-utils.server.ts'

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
