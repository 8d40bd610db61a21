import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { HIDDEN_LISTING_STATUSES, LOCATIONS, MEMBERSHIP_STATUSES, REGISTRATION_MEMBERSHIP_TYPES } from '#app/domain/constants.ts'
import { invalidateDirectory } from './directory-version.server.ts'
import { defineModel, duplicateKeyField, escapeRegExp, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

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
filteredFields(userSchema, ['email', 'username', 'membershipId', 'membershipStatus', 'isAdmin'])
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
export const UNIQUE_USER_FIELDS: readonly UniqueUserField[] = ['email', 'username', 'membershipId']
const UNIQUE_FIELDS = UNIQUE_USER_FIELDS

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

/**
 * Moves an account to a confirmed new address (an e-mail change whose link was followed). False when
 * another account has the address by now (the unique index decides) or the account is gone.
 */
export async function setUserEmail(userId: string, email: string) {
  if (!isValidObjectId(userId)) return false
  try {
    const result = await User.updateOne({ _id: userId }, { $set: { email: email.trim().toLowerCase(), emailVerified: true } }, { runValidators: true })
    return result.matchedCount > 0
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Sets emailVerified only while the account still has the address the link was sent to. */
export async function markEmailVerified(userId: string, email: string) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId, email: email.trim().toLowerCase() }, { $set: { emailVerified: true } })
  return result.matchedCount > 0
}

// ---------------------------------------------------------------------------------------------------
// Administration (/admin/members, the listings' linked accounts, make-admin). A member's status and
// active flag decide whether their listing shows: setAccountFlags refreshes the directory itself. The
// audit record is the service's (services/members.server.ts).

const SEARCHED_FIELDS = ['firstName', 'lastName', 'email', 'username', 'membershipId'] as const

/**
 * Accounts sorted by last and first name, a page at a time. Every word of `search` must appear (as
 * plain text, ignoring case) in one of name, e-mail, username or membership ID, so "mei wong" finds
 * Mei Ling Wong.
 */
export async function searchUsersForAdmin({
  search = '',
  status = '',
  page = 1,
  perPage = 25,
}: {
  search?: string
  status?: string
  page?: number
  perPage?: number
}) {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 5)
  const conditions: Record<string, unknown>[] = words.map((word) => {
    const pattern = new RegExp(escapeRegExp(word), 'i')
    return { $or: SEARCHED_FIELDS.map((field) => ({ [field]: pattern })) }
  })
  if (status) conditions.push({ membershipStatus: status })
  const filter = conditions.length ? { $and: conditions } : {}
  const [raws, total] = await Promise.all([
    User.find(filter)
      .sort({ lastName: 1, firstName: 1, _id: 1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<UserRaw[]>(),
    User.countDocuments(filter),
  ])
  return { items: raws.map(toPublicUser), total }
}

/** The accounts whose membership ID is one of these (the members the listings are linked to). */
export async function listUsersByMembershipIds(membershipIds: readonly string[]) {
  if (!membershipIds.length) return []
  const raws = await User.find({ membershipId: { $in: [...new Set(membershipIds)] } }).lean<UserRaw[]>()
  return raws.map(toPublicUser)
}

export async function listUsersByIds(ids: readonly string[]) {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  if (!valid.length) return []
  const raws = await User.find({ _id: { $in: valid } }).lean<UserRaw[]>()
  return raws.map(toPublicUser)
}

export async function listUserMembershipIds(): Promise<string[]> {
  return (await User.distinct('membershipId')).map(String)
}

/** Administrators who can still sign in. */
/** The membership IDs of members whose status hides their listing (suspended, expired), for the directory. */
export async function listHiddenMembershipIds(): Promise<Set<string>> {
  const members = await User.find({ membershipStatus: { $in: HIDDEN_LISTING_STATUSES } })
    .select({ membershipId: 1 })
    .lean<Array<{ membershipId: string }>>()
  return new Set(members.map((m) => m.membershipId))
}

export async function countActiveAdmins() {
  return User.countDocuments({ isAdmin: true, isActive: true })
}

export interface AccountFlags {
  membershipStatus?: string
  isAdmin?: boolean
  isActive?: boolean
}

/**
 * Gives an account another membership ID (an administrator linking a real member to their listing).
 * 'taken' when another account holds it, also when it won a race with this change (unique index).
 */
export async function setMembershipId(userId: string, membershipId: string): Promise<'set' | 'taken' | 'not-found'> {
  if (!isValidObjectId(userId)) return 'not-found'
  const normalised = membershipId.trim().toUpperCase()
  if (await User.exists({ membershipId: normalised, _id: { $ne: userId } })) return 'taken'
  try {
    const result = await User.updateOne({ _id: userId }, { $set: { membershipId: normalised } }, { runValidators: true })
    if (result.matchedCount === 0) return 'not-found'
    // Which listing an account's status hides follows its membership ID.
    await invalidateDirectory()
    return 'set'
  } catch (error) {
    if (duplicateKeyField(error) !== null) return 'taken'
    throw error
  }
}

/**
 * Sets an account's status, admin flag or active flag; false when there is no such account. A change of
 * status or of the active flag refreshes the directory, which hides a suspended or expired member's listing.
 */
export async function setAccountFlags(userId: string, flags: AccountFlags) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId }, { $set: flags }, { runValidators: true })
  if (result.matchedCount === 0) return false
  if (flags.membershipStatus !== undefined || flags.isActive !== undefined) await invalidateDirectory()
  return true
}
