import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CONTACT_SUBJECT_VALUES } from '#app/constants.ts'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

const contactMessageSchema = new Schema(
  {
    firstName: { type: String, required: true, trim: true, maxlength: 100 },
    lastName: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: { type: String, trim: true, default: '', maxlength: 40 },
    subject: { type: String, enum: [...CONTACT_SUBJECT_VALUES, ''], default: '' },
    message: { type: String, required: true, trim: true, maxlength: 5000 },
    newsletter: { type: Boolean, default: false },
    /** Which form sent it: the home page, the contact page or the API. */
    source: { type: String, enum: ['home', 'contact', 'api'], default: 'api' },
    handled: { type: Boolean, default: false },
    handledAt: { type: Date, default: null },
  },
  { timestamps: true },
)
contactMessageSchema.index({ createdAt: -1 })
contactMessageSchema.plugin(toJSONPlugin)

export type ContactMessageFields = InferSchemaType<typeof contactMessageSchema>
export const ContactMessage = defineModel('ContactMessage', contactMessageSchema)
export type ContactMessageRaw = ContactMessageFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicContactMessage = (raw: ContactMessageRaw) => serialize(raw)

export interface NewContactMessage {
  firstName: string
  lastName: string
  email: string
  phone?: string
  subject?: string
  message: string
  newsletter?: boolean
  source: 'home' | 'contact' | 'api'
}

/** Stores a message a visitor sent, for the secretariat to answer. */
export async function createContactMessage(input: NewContactMessage) {
  const doc = await ContactMessage.create({
    ...input,
    phone: input.phone ?? '',
    subject: input.subject ?? '',
    newsletter: input.newsletter ?? false,
  })
  return toPublicContactMessage(doc.toObject() as ContactMessageRaw)
}
