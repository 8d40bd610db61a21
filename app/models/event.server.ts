import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    /** Free text such as "14–16 March 2026", as the association writes it. */
    date: { type: String, required: true, trim: true, maxlength: 100 },
    location: { type: String, required: true, trim: true, maxlength: 200 },
    type: { type: String, required: true, trim: true, maxlength: 60 },
    description: { type: String, trim: true, default: '', maxlength: 3000 },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
eventSchema.index({ isActive: 1, createdAt: -1 })
// The admin list: every event, newest first.
eventSchema.index({ createdAt: -1 })
eventSchema.plugin(toJSONPlugin)

export type EventFields = InferSchemaType<typeof eventSchema>
export const Event = defineModel('Event', eventSchema)
export type EventRaw = EventFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicEvent = (raw: EventRaw) => serialize(raw)
export type PublicEvent = ReturnType<typeof toPublicEvent>

/** Events on show, newest first (by when they were added). */
export async function listActiveEvents() {
  const raws = await Event.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).lean<EventRaw[]>()
  return raws.map(toPublicEvent)
}
