import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields } from './model-utils.server.ts'

/**
 * Which account holds a membership ID: `_id` is the ID (EMP012). An account's ID is only set after its
 * document is inserted here, so that two accounts never hold one ID (the insert under the unique `_id`
 * has exactly one winner, also on FerretDB: docs/conventions.md, "Atomicity"); the user document keeps a
 * copy to read. A pending applicant has none, which is why the ID has no unique index on the users.
 */
const membershipNumberSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 20 },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    takenAt: { type: Date, default: () => new Date() },
  },
  { collection: 'membership_numbers', versionKey: false },
)
membershipNumberSchema.index({ userId: 1 })
filteredFields(membershipNumberSchema, ['userId'])

export const MembershipNumber = defineModel('MembershipNumber', membershipNumberSchema)

type MembershipNumberRaw = { _id: string; userId: Types.ObjectId }

/** 'taken' when another account holds the ID; holding it already is fine. */
export async function reserveMembershipNumber(id: string, userId: string): Promise<'reserved' | 'taken'> {
  try {
    await MembershipNumber.create({ _id: id, userId })
    return 'reserved'
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const holder = await MembershipNumber.findById(id).lean<MembershipNumberRaw>()
    return holder && String(holder.userId) === userId ? 'reserved' : 'taken'
  }
}

/** Gives an ID back, only while this account holds it. */
export async function releaseMembershipNumber(id: string, userId: string) {
  await MembershipNumber.deleteOne({ _id: id, userId })
}

/** Every reserved ID (for the next number: few hundred documents). */
export async function listReservedMembershipNumbers(): Promise<string[]> {
  return (await MembershipNumber.find().select({ _id: 1 }).lean<Array<{ _id: string }>>()).map((doc) => doc._id)
}

/**
 * Reserves the IDs accounts already hold (the start-up migration), one insert each: answers how many
 * were new and which IDs two accounts held (kept by the first account the migration read).
 */
export async function reserveExistingMembershipNumbers(holders: Array<{ id: string; userId: string }>) {
  let reserved = 0
  const conflicts: string[] = []
  for (const holder of holders) {
    if (await MembershipNumber.exists({ _id: holder.id })) {
      const existing = await MembershipNumber.findById(holder.id).lean<MembershipNumberRaw>()
      if (existing && String(existing.userId) !== holder.userId) conflicts.push(holder.id)
      continue
    }
    if ((await reserveMembershipNumber(holder.id, holder.userId)) === 'reserved') reserved += 1
    else conflicts.push(holder.id)
  }
  return { reserved, conflicts }
}
