import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CONTACT_SUBJECT_VALUES } from '#app/domain/constants.ts'
import type { ListSort, MessageSortField } from '#app/domain/list-sort.ts'
import { defineModel, filteredFields, isValidObjectId, serialize, sortSpecOf, toJSONPlugin } from './model-utils.server.ts'

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
// The admin list filtered to messages nobody has answered yet.
contactMessageSchema.index({ handled: 1, createdAt: -1 })
// The admin list's other orders (issue 17): by sender, by subject.
contactMessageSchema.index({ lastName: 1, firstName: 1, _id: 1 })
contactMessageSchema.index({ subject: 1, createdAt: 1, _id: 1 })
filteredFields(contactMessageSchema, ['handled'])
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

export type PublicContactMessage = ReturnType<typeof toPublicContactMessage>

/** Messages newest first (or as `sort` asks), a page at a time, for the secretariat; optionally only those not yet handled. */
/** The fields behind each of the admin list's orders. */
const MESSAGE_SORTS: Record<MessageSortField, readonly string[]> = {
  date: ['createdAt'],
  name: ['lastName', 'firstName'],
  subject: ['subject', 'createdAt'],
}

export async function listContactMessages({
  page = 1,
  perPage = 25,
  unhandledOnly = false,
  sort = { field: 'date', dir: 'desc' },
}: { page?: number; perPage?: number; unhandledOnly?: boolean; sort?: ListSort<MessageSortField> } = {}) {
  const filter = unhandledOnly ? { handled: false } : {}
  const [items, total, unhandled] = await Promise.all([
    ContactMessage.find(filter)
      .sort(sortSpecOf(MESSAGE_SORTS[sort.field], sort.dir))
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<ContactMessageRaw[]>(),
    ContactMessage.countDocuments(filter),
    unhandledOnly ? null : ContactMessage.countDocuments({ handled: false }),
  ])
  return { items: items.map(toPublicContactMessage), total, unhandled: unhandled ?? total }
}

/** One message; null for a malformed or unknown id. */
export async function getContactMessage(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await ContactMessage.findById(id).lean<ContactMessageRaw>()
  return raw ? toPublicContactMessage(raw) : null
}

/** Marks a message as answered (with the time) or not; null when there is no such message. */
export async function setContactMessageHandled(id: string, handled: boolean) {
  if (!isValidObjectId(id)) return null
  const raw = await ContactMessage.findByIdAndUpdate(
    id,
    { $set: { handled, handledAt: handled ? new Date() : null } },
    { new: true },
  ).lean<ContactMessageRaw>()
  return raw ? toPublicContactMessage(raw) : null
}

/** Deletes a message and answers what it was; null when there was no such message. */
export async function deleteContactMessage(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await ContactMessage.findByIdAndDelete(id).lean<ContactMessageRaw>()
  return raw ? toPublicContactMessage(raw) : null
}
