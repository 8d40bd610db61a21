import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * One write of a CPD entry, named by the version it was made from: `_id` is `<entry id>|<updatedAt>`.
 * A member's edit and a reviewer's decision each insert this first, and the unique `_id` lets exactly
 * one write start from any version: the other learns that the entry changed under it. FerretDB 1.24
 * applies a conditional update as a read and a write, so two writes of one entry could both pass an
 * `updatedAt` filter and one would silently undo the other (an approval of hours the member had just
 * changed, or an acknowledged edit lost); an insert under a unique key has exactly one winner there
 * too. Old records are removed by the scheduled sweep (no TTL index on FerretDB).
 */
const cpdEntryWriteSchema = new Schema(
  {
    _id: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
)

export const CpdEntryWrite = defineModel('CpdEntryWrite', cpdEntryWriteSchema)

/** True when this caller may write the entry from this version; false when another write already did. */
export async function claimCpdEntryVersion(entryId: string, updatedAt: Date): Promise<boolean> {
  try {
    await CpdEntryWrite.create({ _id: `${entryId}|${updatedAt.toISOString()}` })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** The next version's time: now, but always later than the one it replaces, so every version is new. */
export function nextVersionTime(previous: Date) {
  return new Date(Math.max(Date.now(), previous.getTime() + 1))
}

/** Forgets writes older than this: by then no page or client still holds those versions. */
export async function sweepCpdEntryWrites(olderThan: Date) {
  const result = await CpdEntryWrite.deleteMany({ createdAt: { $lt: olderThan } })
  return result.deletedCount
}
