import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * One counted attempt against a rate limit: `_id` is `<limit>|<key hash>|<window start>|<slot>`, with
 * slots 1 to the limit's maximum. An attempt inserts the first free slot; the unique `_id` gives each
 * slot exactly one owner, also on FerretDB 1.24, which loses concurrent `$inc` updates, so a full window
 * holds exactly `max` attempts however many arrive at once. `expiresAt` (the window's end) is for the
 * scheduled sweep; FerretDB has no TTL indexes.
 */
const rateLimitSlotSchema = new Schema(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
)
rateLimitSlotSchema.index({ expiresAt: 1 })

export const RateLimitSlot = defineModel('RateLimitSlot', rateLimitSlotSchema)

/** The slots of this list that are taken. */
export async function takenRateLimitSlots(ids: readonly string[]): Promise<Set<string>> {
  const taken = await RateLimitSlot.find({ _id: { $in: ids } }).select({ _id: 1 }).lean<Array<{ _id: string }>>()
  return new Set(taken.map((slot) => slot._id))
}

/** True when this caller now owns the slot; false when someone else does. */
export async function claimRateLimitSlot(id: string, expiresAt: Date): Promise<boolean> {
  try {
    await RateLimitSlot.create({ _id: id, expiresAt })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

export async function releaseRateLimitSlot(id: string) {
  await RateLimitSlot.deleteOne({ _id: id })
}

/** Removes the slots of windows that have ended; answers how many. */
export async function sweepRateLimitSlots(now = new Date()) {
  const result = await RateLimitSlot.deleteMany({ expiresAt: { $lte: now } })
  return result.deletedCount
}

/** Tests start each case with no attempts counted. */
export async function clearRateLimitSlots() {
  await RateLimitSlot.deleteMany({})
}
