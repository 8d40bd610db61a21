import { Schema } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A staff role an account holds because of a position it holds (issue 35, item 1), under
 * `<userId>:<role>`: the register takes back only these when the term ends. A role the account held
 * before (given by hand on /admin/members) has no such record and stays.
 */
const positionRoleGrantSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, maxlength: 24 },
    role: { type: String, required: true, maxlength: 40 },
  },
  { collection: 'position_role_grants', timestamps: { createdAt: true, updatedAt: false } },
)
positionRoleGrantSchema.index({ userId: 1 })
filteredFields(positionRoleGrantSchema, ['userId'])

export const PositionRoleGrant = defineModel('PositionRoleGrant', positionRoleGrantSchema)

/** The roles the register gave this account. */
export async function listPositionRolesOf(userId: string): Promise<string[]> {
  if (!isValidObjectId(userId)) return []
  const raws = await PositionRoleGrant.find({ userId }).select({ role: 1 }).lean<Array<{ role: string }>>()
  return raws.map((raw) => raw.role)
}

export async function addPositionRole(userId: string, role: string) {
  try {
    await PositionRoleGrant.create({ _id: `${userId}:${role}`, userId, role })
  } catch (error) {
    // Recorded already (two changes at once): the same grant.
    if (duplicateKeyField(error) === null) throw error
  }
}

export async function removePositionRole(userId: string, role: string) {
  await PositionRoleGrant.deleteOne({ _id: `${userId}:${role}` })
}

/** The accounts holding a role by position. */
export async function listPositionRoleHolderIds(): Promise<string[]> {
  return (await PositionRoleGrant.distinct('userId')).map(String)
}
