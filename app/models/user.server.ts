import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { LOCATIONS, MEMBERSHIP_STATUSES, REGISTRATION_MEMBERSHIP_TYPES } from '#app/constants.ts'
import { defineModel, duplicateKeyField, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const userSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    username: { type: String, required: true, trim: true, lowercase: true, maxlength: 64 },
    passwordHash: { type: String, required: true, select: false },
    firstName: { type: String, required: true, trim: true, maxlength: 100 },
    lastName: { type: String, required: true, trim: true, maxlength: 100 },
    membershipId: { type: String, required: true, trim: true, uppercase: true, maxlength: 20 },
    membershipType: { type: String, required: true, enum: REGISTRATION_MEMBERSHIP_TYPES },
    membershipStatus: { type: String, enum: MEMBERSHIP_STATUSES, default: 'pending' },
    isAdmin: { type: Boolean, default: false },
    phone: { type: String, trim: true, default: '', maxlength: 40 },
    state: { type: String, enum: [...LOCATIONS, ''], default: '' },
    specialties: { type: [String], default: [] },
    certification: { type: String, trim: true, default: '', maxlength: 300 },
    businessName: { type: String, trim: true, default: '', maxlength: 200 },
    bio: { type: String, trim: true, default: '', maxlength: 3000 },
    imageUrl: { type: String, trim: true, default: '', maxlength: 2000 },
    joinDate: { type: Date, default: () => new Date() },
    lastLogin: { type: Date, default: null },
    emailVerified: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
userSchema.index({ email: 1 }, { unique: true })
userSchema.index({ username: 1 }, { unique: true })
userSchema.index({ membershipId: 1 }, { unique: true })
userSchema.index({ lastName: 1, firstName: 1 })
userSchema.index({ isAdmin: 1 })
userSchema.plugin(toJSONPlugin, { hidden: ['passwordHash'] })

export type UserFields = InferSchemaType<typeof userSchema>
export const User = defineModel('User', userSchema)

type UserRaw = Omit<UserFields, 'passwordHash'> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export type PublicUser = ReturnType<typeof toPublicUser>

export function toPublicUser(raw: UserRaw & { passwordHash?: string }) {
  return serialize(raw as UserRaw & { passwordHash?: string }, ['passwordHash'])
}

export async function getUserById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await User.findById(id).lean<UserRaw>()
  return raw ? toPublicUser(raw) : null
}

export async function getUserByEmail(email: string) {
  const raw = await User.findOne({ email: email.trim().toLowerCase() }).lean<UserRaw>()
  return raw ? toPublicUser(raw) : null
}

/** For sign-in only: the one query that reads the password hash. */
export async function getUserWithPasswordByEmail(email: string) {
  return User.findOne({ email: email.trim().toLowerCase() })
    .select('+passwordHash')
    .lean<UserRaw & { passwordHash: string }>()
}

export async function countUsers() {
  return User.estimatedDocumentCount()
}

export type UniqueUserField = 'email' | 'username' | 'membershipId'
const UNIQUE_FIELDS: readonly UniqueUserField[] = ['email', 'username', 'membershipId']

/** Which of the three unique fields another account already uses (normalised as the model stores them). */
export async function findTakenUserFields(values: Record<UniqueUserField, string>, exceptUserId?: string) {
  const normalised = {
    email: values.email.trim().toLowerCase(),
    username: values.username.trim().toLowerCase(),
    membershipId: values.membershipId.trim().toUpperCase(),
  }
  const others = await User.find({ $or: UNIQUE_FIELDS.map((field) => ({ [field]: normalised[field] })) })
    .select(UNIQUE_FIELDS.join(' '))
    .lean<Array<Record<UniqueUserField, string> & { _id: Types.ObjectId }>>()
  return UNIQUE_FIELDS.filter((field) =>
    others.some((other) => String(other._id) !== exceptUserId && other[field] === normalised[field]),
  )
}

export interface NewMember {
  email: string
  username: string
  passwordHash: string
  firstName: string
  lastName: string
  membershipId: string
  membershipType: string
  phone: string
  state: string
}

/**
 * Stores a new member (status pending, e-mail unverified). Answers the fields already taken instead
 * when another account holds one, including one that won a race with this request (duplicate key).
 */
export async function createMember(member: NewMember): Promise<{ user: PublicUser } | { taken: UniqueUserField[] }> {
  const taken = await findTakenUserFields(member)
  if (taken.length) return { taken }
  try {
    const doc = await User.create({ ...member, membershipStatus: 'pending', emailVerified: false })
    return { user: toPublicUser(doc.toObject() as UserRaw) }
  } catch (error) {
    const field = duplicateKeyField(error)
    if (field === null) throw error
    const again = await findTakenUserFields(member)
    return { taken: again.length ? again : [UNIQUE_FIELDS.includes(field as UniqueUserField) ? (field as UniqueUserField) : 'email'] }
  }
}

export async function recordLogin(userId: string) {
  await User.updateOne({ _id: userId }, { $set: { lastLogin: new Date() } })
}

/** The stored hash, for checking the current password before a change. */
export async function getPasswordHash(userId: string) {
  if (!isValidObjectId(userId)) return null
  const raw = await User.findById(userId).select('+passwordHash').lean<{ passwordHash: string }>()
  return raw?.passwordHash ?? null
}

export async function setPasswordHash(userId: string, passwordHash: string) {
  await User.updateOne({ _id: userId }, { $set: { passwordHash } })
}

export interface ProfileUpdate {
  firstName: string
  lastName: string
  phone: string
  state: string
  specialties: string[]
  certification: string
  businessName: string
  bio: string
  imageUrl: string
}

/** An update, then a read: FerretDB's findAndModify cannot leave out the hidden password hash. */
export async function updateUserProfile(userId: string, profile: ProfileUpdate) {
  if (!isValidObjectId(userId)) return null
  await User.updateOne({ _id: userId }, { $set: profile }, { runValidators: true })
  return getUserById(userId)
}

/** Sets emailVerified only while the account still has the address the link was sent to. */
export async function markEmailVerified(userId: string, email: string) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId, email: email.trim().toLowerCase() }, { $set: { emailVerified: true } })
  return result.matchedCount > 0
}
