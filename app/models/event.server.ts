import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CPD_CATEGORIES } from '#app/domain/constants.ts'
import { defineModel, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

/**
 * `date` is needed without a `startsAt`. On a document `this` is the event; in an update's validation
 * (PUT /api/events/{id} replaces the item) it is the query, whose update says the new `startsAt`: read
 * there, or an update that gives a start and no free-text date failed as a 500 (issue 33).
 */
function dateRequired(this: { startsAt?: Date | null; getUpdate?: () => Record<string, unknown> | null }) {
  if (typeof this.getUpdate === 'function') {
    const update = this.getUpdate() ?? {}
    const set = (update.$set ?? update) as { startsAt?: unknown }
    return !set.startsAt
  }
  return !this.startsAt
}

const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    /**
     * Free text such as "14–16 March 2026", as the association writes it: what an event without a real
     * date (`startsAt`) shows; optional once it has one (issue 20).
     */
    date: {
      type: String,
      trim: true,
      default: '',
      maxlength: 100,
      required: [dateRequired, 'Path `date` is required.'],
    },
    location: { type: String, required: true, trim: true, maxlength: 200 },
    type: { type: String, required: true, trim: true, maxlength: 60 },
    description: { type: String, trim: true, default: '', maxlength: 3000 },
    // Optional Malay versions (issue 15): a Malay page shows each where it is written, the English otherwise.
    titleMs: { type: String, trim: true, default: '', maxlength: 200 },
    dateMs: { type: String, trim: true, default: '', maxlength: 100 },
    descriptionMs: { type: String, trim: true, default: '', maxlength: 3000 },
    isActive: { type: Boolean, default: true },
    // Issue 20: a dated event members can book. Instants; typed and shown in Malaysia time.
    startsAt: { type: Date, default: null },
    endsAt: { type: Date, default: null },
    registrationDeadline: { type: Date, default: null },
    /** `location` is the venue; an online event says where it is joined in its description. */
    isOnline: { type: Boolean, default: false },
    /**
     * Where an online event is joined (issue 33): an https address, shown only to those registered (their
     * registration's page, the confirmation and reminder mails and their calendar file), never on the
     * public page, the public API or the public calendar file.
     */
    meetingLink: { type: String, trim: true, default: '', maxlength: 500, match: /^(https:\/\/\S+)?$/ },
    cpdHours: { type: Number, default: 0, min: 0, max: 100 },
    category: { type: String, enum: CPD_CATEGORIES, default: 'Workshop' },
    /** Ringgit (0 is free), as the admin form and the API write them; invoices take them in sen. */
    priceMember: { type: Number, default: 0, min: 0, max: 100000 },
    priceNonMember: { type: Number, default: 0, min: 0, max: 100000 },
    /** Seats; 0 takes no registrations (a notice, not a bookable event). */
    capacity: { type: Number, default: 0, min: 0, max: 10000, validate: Number.isInteger },
    provider: { type: String, trim: true, default: 'EMPAM', maxlength: 200 },
  },
  { timestamps: true },
)
eventSchema.index({ isActive: 1, createdAt: -1 })
eventSchema.index({ isActive: 1, startsAt: 1 })
filteredFields(eventSchema, ['isActive'])
// The admin list: every event, newest first.
eventSchema.index({ createdAt: -1 })
eventSchema.plugin(toJSONPlugin)

export type EventFields = InferSchemaType<typeof eventSchema>
export const Event = defineModel('Event', eventSchema)
export type EventRaw = EventFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicEvent = (raw: EventRaw) => serialize(raw)
export type PublicEvent = ReturnType<typeof toPublicEvent>

/** One event on show; null for a hidden, missing or malformed one. */
export async function getActiveEvent(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Event.findById(id).lean<EventRaw>()
  return raw?.isActive ? toPublicEvent(raw) : null
}

/** Any event, shown or not (the administration's pages). */
export async function getEventById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Event.findById(id).lean<EventRaw>()
  return raw ? toPublicEvent(raw) : null
}

/** Several events at once, shown or not (a member's registrations: one query, not one per row). */
export async function listEventsByIds(ids: readonly string[]) {
  const valid = [...new Set(ids)].filter((id) => isValidObjectId(id))
  if (valid.length === 0) return []
  const raws = await Event.find({ _id: { $in: valid } }).lean<EventRaw[]>()
  return raws.map(toPublicEvent)
}

/** Events with a real date starting between two moments (the reminder run: tomorrow's events). */
export async function listActiveEventsStartingBetween(from: Date, to: Date) {
  const raws = await Event.find({ isActive: true, startsAt: { $gte: from, $lt: to } }).sort({ startsAt: 1 }).lean<EventRaw[]>()
  return raws.map(toPublicEvent)
}

/** Events with a real date that ended between two moments (certificates are mailed after an event). */
export async function listActiveEventsEndedBetween(from: Date, to: Date) {
  const raws = await Event.find({ isActive: true, endsAt: { $gte: from, $lt: to } }).sort({ endsAt: 1 }).lean<EventRaw[]>()
  return raws.map(toPublicEvent)
}

/** Events on show, newest first (by when they were added). */
export async function listActiveEvents() {
  const raws = await Event.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).lean<EventRaw[]>()
  return raws.map(toPublicEvent)
}
