import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { LOCATIONS, MEMBERSHIP_STATUSES, REGISTRATION_MEMBERSHIP_TYPES } from '#app/constants.ts'
import { defineModel, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

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
