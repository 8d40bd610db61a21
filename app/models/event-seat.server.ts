import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * The seats of an event (issue 20): one document per seat taken, `_id` `<event>:<seat number>`, and
 * `registrationId` unique too. Taking a seat is an insert: exactly one of any number of requests at the
 * same moment gets a seat number (also on FerretDB, where a counter or a conditional update would let
 * two through), and a registration never holds two seats. So a full event never takes one more.
 */
const eventSeatSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 60 },
    eventId: { type: Schema.Types.ObjectId, ref: 'Event', required: true },
    seatNumber: { type: Number, required: true, min: 1 },
    registrationId: { type: Schema.Types.ObjectId, ref: 'EventRegistration', required: true },
    takenAt: { type: Date, default: () => new Date() },
  },
  { collection: 'event_seats', versionKey: false },
)
eventSeatSchema.index({ registrationId: 1 }, { unique: true })
eventSeatSchema.index({ eventId: 1, seatNumber: 1 })
filteredFields(eventSeatSchema, ['eventId', 'registrationId'])

export const EventSeat = defineModel('EventSeat', eventSeatSchema)

type SeatRaw = { _id: string; eventId: Types.ObjectId; seatNumber: number; registrationId: Types.ObjectId }

async function seatOf(registrationId: string) {
  const raw = await EventSeat.findOne({ registrationId }).lean<SeatRaw>()
  return raw?.seatNumber ?? null
}

/**
 * Takes a free seat (1 … capacity) for the registration: its number, or null when every seat is taken.
 * A seat another request took first is skipped; a registration that holds a seat already keeps it.
 */
export async function takeSeat(eventId: string, capacity: number, registrationId: string): Promise<number | null> {
  const taken = new Set((await EventSeat.find({ eventId }).select({ seatNumber: 1 }).lean<SeatRaw[]>()).map((s) => s.seatNumber))
  for (let seat = 1; seat <= capacity; seat++) {
    if (taken.has(seat)) continue
    try {
      await EventSeat.create({ _id: `${eventId}:${seat}`, eventId, seatNumber: seat, registrationId })
      return seat
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error
      const mine = await seatOf(registrationId)
      if (mine !== null) return mine
    }
  }
  return null
}

/** Frees the registration's seat; answers whether it held one. */
export async function releaseSeat(registrationId: string) {
  if (!isValidObjectId(registrationId)) return false
  const result = await EventSeat.deleteOne({ registrationId })
  return result.deletedCount > 0
}

/** Seats taken per event, for a list of events, in one query. */
export async function seatsTakenByEvent(eventIds: readonly string[]): Promise<Map<string, number>> {
  const valid = eventIds.filter(isValidObjectId)
  const counts = new Map<string, number>(valid.map((id) => [id, 0]))
  if (!valid.length) return counts
  const raws = await EventSeat.find({ eventId: { $in: valid } }).select({ eventId: 1 }).lean<SeatRaw[]>()
  for (const raw of raws) counts.set(String(raw.eventId), (counts.get(String(raw.eventId)) ?? 0) + 1)
  return counts
}
