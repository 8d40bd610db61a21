import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField } from './model-utils.server.ts'

/**
 * Things that must happen once however many requests or processes try at the same moment (a decision
 * on one application, settling one invoice, one member's lapse): the first to insert the key does it.
 * `_id` is `<purpose>:<subject>`. An insert under a unique key has exactly one winner, also on FerretDB,
 * where a `findOneAndUpdate` claim does not (docs/conventions.md, "Atomicity"). Kept as the record of it.
 */
const onceClaimSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 200 },
    purpose: { type: String, required: true, maxlength: 60 },
    claimedAt: { type: Date, default: () => new Date() },
    /** What the first caller decided, for `decideOnce`. */
    value: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'once_claims', versionKey: false },
)

export const OnceClaim = defineModel('OnceClaim', onceClaimSchema)

/** True for the one caller that claims `purpose:subject` first. */
export async function claimOnce(purpose: string, subject: string): Promise<boolean> {
  try {
    await OnceClaim.create({ _id: `${purpose}:${subject}`, purpose })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Whether `purpose:subject` was claimed (for work that claims only once it is done). */
export async function isClaimed(purpose: string, subject: string): Promise<boolean> {
  return (await OnceClaim.countDocuments({ _id: `${purpose}:${subject}` })) > 0
}

/** Gives a claim back when the work it guarded could not be done (so that a later try may do it). */
export async function releaseOnce(purpose: string, subject: string) {
  await OnceClaim.deleteOne({ _id: `${purpose}:${subject}` })
}

/** What was decided for `purpose:subject` by `decideOnce`, or null when nothing was (a reader's look, which decides nothing). */
export async function decidedValue<T>(purpose: string, subject: string): Promise<T | null> {
  const stored = await OnceClaim.findById(`${purpose}:${subject}`).lean<{ value: T | null }>()
  return stored?.value ?? null
}

/**
 * The value the first caller decided for `purpose:subject` (kept), whatever later callers propose: for a
 * step that must be computed once though it may be run again (a membership extended by one invoice).
 */
export async function decideOnce<T>(purpose: string, subject: string, proposed: T): Promise<T> {
  const _id = `${purpose}:${subject}`
  try {
    await OnceClaim.create({ _id, purpose, value: proposed })
    return proposed
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const stored = await OnceClaim.findById(_id).lean<{ value: T }>()
    return stored ? stored.value : proposed
  }
}
