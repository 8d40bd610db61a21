import { randomBytes } from 'node:crypto'
import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { HIDDEN_LISTING_STATUSES, LOCATIONS, MEMBERSHIP_STATUSES } from '#app/domain/constants.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, LOCALES } from '#app/domain/locale.ts'
import { MEMBERSHIP_TYPES } from '#app/domain/membership-types.ts'
import { STAFF_ROLES } from '#app/domain/roles.ts'
import { REQUIRED_CREDENTIAL_KINDS, type Cover } from '#app/domain/credentials.ts'
import { SANCTION_KINDS, type SanctionTerm } from '#app/domain/sanctions.ts'
import { STAFF_MAIL_MODES, type StaffMailMode } from '#app/domain/staff-notices.ts'
import { invalidateDirectory } from './directory-version.server.ts'
import { releaseMembershipNumber, reserveMembershipNumber } from './membership-number.server.ts'
import type { ListSort, MemberSortField } from '#app/domain/list-sort.ts'
import { defineModel, duplicateKeyField, escapeRegExp, filteredFields, isValidObjectId, serialize, sortSpecOf, toJSONPlugin } from './model-utils.server.ts'
import { storedImageSchema, type StoredImageFields } from './stored-image.server.ts'

const userSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    username: { type: String, required: true, trim: true, lowercase: true, maxlength: 64 },
    passwordHash: { type: String, required: true, select: false },
    firstName: { type: String, required: true, trim: true, maxlength: 100 },
    lastName: { type: String, required: true, trim: true, maxlength: 100 },
    /**
     * Given when an application is approved (or by an administrator, or an import); absent before. Its
     * uniqueness is kept by a document of its own (membership-number.server.ts), not an index here:
     * every account without one would collide under a unique index (FerretDB ignores `sparse`).
     */
    membershipId: { type: String, trim: true, uppercase: true, maxlength: 20 },
    /** "I already hold a membership ID": for the secretariat to confirm, never the ID itself. */
    claimedMembershipId: { type: String, trim: true, uppercase: true, default: '', maxlength: 20 },
    membershipType: { type: String, required: true, enum: MEMBERSHIP_TYPES },
    membershipStatus: { type: String, enum: MEMBERSHIP_STATUSES, default: 'pending' },
    /** The last day (Malaysia, YYYY-MM-DD) of the paid period; '' for none (not yet paid, or for life). */
    membershipValidUntil: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    /** When the (latest) application was made, and approved; a decision is taken once per application. */
    appliedAt: { type: Date, default: null },
    /** Names the latest application (new each time one applies): its decision and first invoice are keyed by it. */
    applicationKey: { type: String, default: '', maxlength: 40 },
    approvedAt: { type: Date, default: null },
    rejectionReason: { type: String, trim: true, default: '', maxlength: 1000 },
    privacyAcceptance: {
      type: new Schema({ version: { type: String, required: true, maxlength: 40 }, acceptedAt: { type: Date, required: true } }, { _id: false }),
      default: null,
    },
    /** Staff roles (app/domain/roles.ts); `isAdmin` stays true for any of them, as the spec's clients read it. */
    roles: { type: [{ type: String, enum: STAFF_ROLES }], default: [] },
    isAdmin: { type: Boolean, default: false },
    phone: { type: String, trim: true, default: '', maxlength: 40 },
    state: { type: String, enum: [...LOCATIONS, ''], default: '' },
    /**
     * The practice as the profile held it before issue 33 gave it one home, the listing: no form writes
     * these any more. Kept as stored (a member's first draft of My listing starts from them, the data
     * export carries them, closing the account erases them).
     */
    specialties: { type: [String], default: [] },
    certification: { type: String, trim: true, default: '', maxlength: 300 },
    businessName: { type: String, trim: true, default: '', maxlength: 200 },
    bio: { type: String, trim: true, default: '', maxlength: 3000 },
    imageUrl: { type: String, trim: true, default: '', maxlength: 2000 },
    /** The photo the member uploaded on /profile (issue 16); `imageUrl` then names its small variant for the avatar. */
    photo: { type: storedImageSchema, default: null },
    joinDate: { type: Date, default: () => new Date() },
    lastLogin: { type: Date, default: null },
    emailVerified: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
    /** The member's language (issue 15): the site after signing in, and every mail to them. */
    locale: { type: String, enum: LOCALES, default: DEFAULT_LOCALE },
    /** Issue 33: how a staff member hears about work waiting for them: a mail each time, or a daily summary. */
    staffMail: { type: String, enum: STAFF_MAIL_MODES, default: 'immediate' },
    /**
     * Issue 35, item 5: whether the member receives the association's news (messages to members in the
     * category 'news'); turned off on /profile or by the link in each such mail. Notices the constitution
     * requires (a general meeting's) reach every member whatever this says.
     */
    associationNews: { type: Boolean, default: true },
    /**
     * A closure the member asked for (issue 21): from `closureRequestedAt` the account cannot be used and its
     * listing is hidden; at `closureErasesAt` the sweep erases it (services/account-closure.server.ts).
     * Both null when no closure is pending; the secretariat may cancel it until then.
     */
    closureRequestedAt: { type: Date, default: null },
    closureErasesAt: { type: Date, default: null },
    /** When the sweep erased the account's personal data; the document stays as a placeholder for records that point to it. */
    erasedAt: { type: Date, default: null },
    /**
     * Issue 36 (decisions 043, 045), kept here for the directory's snapshot, which reads every account
     * already (no join on FerretDB): the sanctions decided on the member's concerns, as the register
     * shows them, and the dates of their confirmed insurance and first aid. Written only by
     * `setRegisterSanctions` and `setConfirmedCover` from the records they copy; "in force" and
     * "current" are decided with the day of each request.
     */
    registerSanctions: {
      type: [
        new Schema(
          {
            kind: { type: String, enum: SANCTION_KINDS, required: true },
            from: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
            until: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
            summary: { type: String, default: '', maxlength: 500 },
            summaryMs: { type: String, default: '', maxlength: 500 },
            withdrawnOn: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    /**
     * Issue 31: set (never cleared) before a member's first credential is stored, and before a concern is
     * first put to them, so that the dashboard's frame reads credentials and concerns only for members
     * who have some: most have neither, and each read costs every dashboard page.
     */
    hasCredentials: { type: Boolean, default: false },
    hasConcernsPut: { type: Boolean, default: false },
    confirmedCover: {
      type: [
        new Schema(
          {
            kind: { type: String, enum: REQUIRED_CREDENTIAL_KINDS, required: true },
            from: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
            until: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { timestamps: true },
)
userSchema.index({ email: 1 }, { unique: true })
userSchema.index({ username: 1 }, { unique: true })
// Not unique (see membershipId above), and not `{ membershipId: 1 }`: databases made before issue 18 hold
// a unique index on that key until the start-up migration drops it (app/jobs/data-migrations.server.ts).
userSchema.index({ membershipId: 1, _id: 1 })
userSchema.index({ lastName: 1, firstName: 1 })
userSchema.index({ isAdmin: 1 })
userSchema.index({ membershipStatus: 1 })
// The admin list's other orders (issue 17): by status (then name), by last sign-in.
userSchema.index({ membershipStatus: 1, lastName: 1, firstName: 1, _id: 1 })
userSchema.index({ lastLogin: 1, _id: 1 })
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

export type UniqueUserField = 'email' | 'username'
export const UNIQUE_USER_FIELDS: readonly UniqueUserField[] = ['email', 'username']
const UNIQUE_FIELDS = UNIQUE_USER_FIELDS

/** Which of the unique fields another account already uses (normalised as the model stores them). */
export async function findTakenUserFields(values: Record<UniqueUserField, string>, exceptUserId?: string) {
  const normalised = {
    email: values.email.trim().toLowerCase(),
    username: values.username.trim().toLowerCase(),
  }
  const others = await User.find({ $or: UNIQUE_FIELDS.filter((field) => normalised[field]).map((field) => ({ [field]: normalised[field] })) })
    .select(UNIQUE_FIELDS.join(' '))
    .lean<Array<Record<UniqueUserField, string> & { _id: Types.ObjectId }>>()
  return UNIQUE_FIELDS.filter((field) =>
    others.some((other) => String(other._id) !== exceptUserId && other[field] === normalised[field]),
  )
}

export interface NewApplicant {
  email: string
  /** Empty: made from the e-mail address (see usernameFromEmail). */
  username: string
  passwordHash: string
  firstName: string
  lastName: string
  claimedMembershipId: string
  membershipType: string
  phone: string
  state: string
  privacyAcceptance: { version: string; acceptedAt: Date } | null
  locale: string
}

/** A fresh name for an application: its time alone is not enough (a clock pinned in a test, two at once). */
export function newApplicationKey() {
  return randomBytes(8).toString('hex')
}

/** A username from an e-mail's local part: letters, digits, dots, hyphens, underscores, 3 to 40 of them. */
export function usernameFromEmail(email: string): string {
  const base = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 40)
  return base.length >= 3 ? base : `${base}${'member'.slice(0, 6 - base.length)}`.slice(0, 40) || 'member'
}

/**
 * Stores a new applicant: status pending, no membership ID, e-mail unverified. Answers the fields
 * already taken instead when another account holds one, including one that won a race with this
 * request (duplicate key). A username made from the e-mail takes a number when the plain one is taken.
 */
export async function createApplicant(applicant: NewApplicant, appliedAt: Date): Promise<{ user: PublicUser } | { taken: UniqueUserField[] }> {
  const chosenUsername = applicant.username.trim().toLowerCase()
  const derived = !chosenUsername
  let username = derived ? usernameFromEmail(applicant.email) : chosenUsername
  for (let attempt = 0; ; attempt++) {
    const taken = (await findTakenUserFields({ email: applicant.email, username })).filter((field) => !(derived && field === 'username'))
    if (taken.length) return { taken }
    if (derived && (await User.exists({ username }))) {
      username = `${usernameFromEmail(applicant.email).slice(0, 33)}${attempt < 5 ? attempt + 2 : randomBytes(3).toString('hex')}`
      continue
    }
    try {
      const { username: _chosen, ...fields } = applicant
      const doc = await User.create({ ...fields, username, membershipStatus: 'pending', emailVerified: false, appliedAt, applicationKey: newApplicationKey() })
      return { user: toPublicUser(doc.toObject() as UserRaw) }
    } catch (error) {
      const field = duplicateKeyField(error)
      if (field === null) throw error
      // Another request took the made-up username first (FerretDB may not name the index): try the next one.
      if (derived && field !== 'email' && attempt < 10 && !(await User.exists({ email: applicant.email.trim().toLowerCase() }))) continue
      const again = (await findTakenUserFields({ email: applicant.email, username })).filter((f) => !(derived && f === 'username'))
      return { taken: again.length ? again : [UNIQUE_FIELDS.includes(field as UniqueUserField) ? (field as UniqueUserField) : 'email'] }
    }
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
  /** Left out (the profile page, which uploads a photo instead of naming a link), the stored one stays. */
  imageUrl?: string
  /** A new photo, or null to remove it; left out, the stored one stays. */
  photo?: StoredImageFields | null
  /** Left out, the stored language stays. */
  locale?: string
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

/** The fields behind each of the admin list's orders (each has its index above). */
const MEMBER_SORTS: Record<MemberSortField, readonly string[]> = {
  name: ['lastName', 'firstName'],
  membershipId: ['membershipId'],
  status: ['membershipStatus', 'lastName', 'firstName'],
  lastLogin: ['lastLogin'],
}

/**
 * Accounts sorted by last and first name (or as `sort` asks), a page at a time. Every word of `search`
 * must appear (as plain text, ignoring case) in one of name, e-mail, username or membership ID, so
 * "mei wong" finds Mei Ling Wong.
 */
export async function searchUsersForAdmin({
  search = '',
  status = '',
  page = 1,
  perPage = 25,
  ids,
  sort = { field: 'name', dir: 'asc' },
}: {
  search?: string
  status?: string
  page?: number
  perPage?: number
  /** Only these accounts (a list the service worked out, such as the members whose renewal is due). */
  ids?: readonly string[]
  sort?: ListSort<MemberSortField>
}) {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 5)
  const conditions: Record<string, unknown>[] = words.map((word) => {
    const pattern = new RegExp(escapeRegExp(word), 'i')
    return { $or: SEARCHED_FIELDS.map((field) => ({ [field]: pattern })) }
  })
  if (ids) conditions.push({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } })
  // The status at the top level, not inside $and: FerretDB pushes only top-level equalities down to
  // PostgreSQL, where the GIN index on membershipStatus serves it.
  const filter = { ...(status ? { membershipStatus: status } : {}), ...(conditions.length ? { $and: conditions } : {}) }
  const [raws, total] = await Promise.all([
    User.find(filter)
      .sort(sortSpecOf(MEMBER_SORTS[sort.field], sort.dir))
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
  return (await User.distinct('membershipId')).filter((id): id is string => typeof id === 'string' && id.length > 0)
}

/** The membership IDs of members whose status hides their listing (all but active), for the directory. */
export async function listHiddenMembershipIds(): Promise<Set<string>> {
  // A member who closed their account leaves the directory at once, whatever their status.
  const members = await User.find({ $or: [{ membershipStatus: { $in: HIDDEN_LISTING_STATUSES } }, { closureRequestedAt: { $ne: null } }] })
    .select({ membershipId: 1 })
    .lean<Array<{ membershipId?: string }>>()
  return new Set(members.flatMap((m) => (m.membershipId ? [m.membershipId] : [])))
}

/** What the directory needs of an account that may keep a listing (issue 19): whether it shows, and until when. */
export interface MemberStanding {
  id: string
  membershipId: string
  membershipStatus: string
  membershipValidUntil: string
  /** Issue 36: the register's facts (decision 044): the member's name and type, and the day approved ('' before). */
  name: string
  membershipType: string
  approvedOn: string
  /** Issue 36: the sanctions and confirmed cover kept on the account (decisions 043, 045). */
  sanctions: SanctionTerm[]
  cover: Cover[]
}

type StandingRaw = {
  _id: Types.ObjectId
  membershipId?: string
  membershipStatus?: string
  membershipValidUntil?: string
  closureRequestedAt?: Date | null
  firstName?: string
  lastName?: string
  membershipType?: string
  approvedAt?: Date | null
  registerSanctions?: SanctionTerm[]
  confirmedCover?: Cover[]
}
const STANDING_FIELDS = {
  membershipId: 1,
  membershipStatus: 1,
  membershipValidUntil: 1,
  closureRequestedAt: 1,
  firstName: 1,
  lastName: 1,
  membershipType: 1,
  approvedAt: 1,
  registerSanctions: 1,
  confirmedCover: 1,
}
const toStanding = (raw: StandingRaw): MemberStanding => ({
  id: String(raw._id),
  membershipId: raw.membershipId ?? '',
  // An account its member closed (issue 21) stands for nothing from that moment: its listing leaves the directory.
  membershipStatus: raw.closureRequestedAt ? 'closing' : (raw.membershipStatus ?? 'pending'),
  membershipValidUntil: raw.membershipValidUntil ?? '',
  name: [raw.firstName, raw.lastName].filter(Boolean).join(' '),
  membershipType: raw.membershipType ?? '',
  approvedOn: raw.approvedAt ? toMalaysiaDay(raw.approvedAt) : '',
  sanctions: (raw.registerSanctions ?? []).map(({ kind, from, until, summary, summaryMs, withdrawnOn }) => ({ kind, from, until: until ?? '', summary: summary ?? '', summaryMs: summaryMs ?? '', withdrawnOn: withdrawnOn ?? '' })),
  cover: (raw.confirmedCover ?? []).map(({ kind, from, until }) => ({ kind, from, until })),
})

/**
 * Issue 36: the sanctions the register shows for a member, copied from the sanctions decided on their
 * concerns (services/sanctions.server.ts writes every term again after each change).
 */
export async function setRegisterSanctions(userId: string, terms: readonly SanctionTerm[]) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId }, { $set: { registerSanctions: terms } }, { runValidators: true })
  if (result.matchedCount === 0) return false
  await invalidateDirectory({ userIds: [userId] })
  return true
}

/** Issue 36: the dates of a member's confirmed insurance and first aid (services/credentials.server.ts writes them all again after each change). */
export async function setConfirmedCover(userId: string, cover: readonly Cover[]) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId }, { $set: { confirmedCover: cover } }, { runValidators: true })
  if (result.matchedCount === 0) return false
  await invalidateDirectory({ userIds: [userId] })
  return true
}

/** What the dashboard's frame reads beyond the account itself (the flags above the cover in the schema). */
export type FrameNoticeSource = 'credentials' | 'concerns'
const FRAME_NOTICE_FLAGS = { credentials: 'hasCredentials', concerns: 'hasConcernsPut' } as const

/** Marks accounts as having credentials or concerns put to them; no write for those marked already. */
export async function markFrameNoticeSource(userIds: readonly string[], source: FrameNoticeSource) {
  const ids = userIds.filter(isValidObjectId)
  if (!ids.length) return
  const flag = FRAME_NOTICE_FLAGS[source]
  await User.updateMany({ _id: { $in: ids }, [flag]: { $ne: true } }, { $set: { [flag]: true } }, { timestamps: false })
}

/** Every account's standing, for the directory's snapshot (read once per rebuild). */
export async function listMemberStandings(): Promise<MemberStanding[]> {
  return (await User.find().select(STANDING_FIELDS).lean<StandingRaw[]>()).map(toStanding)
}

/** The standing of some accounts, for an in-place update of the directory (`_id` lookups). */
export async function listMemberStandingsByIds(ids: readonly string[]): Promise<MemberStanding[]> {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  const raws = await Promise.all(valid.map((id) => User.findById(id).select(STANDING_FIELDS).lean<StandingRaw>()))
  return raws.flatMap((raw) => (raw ? [toStanding(raw)] : []))
}

/** The standing of the accounts holding these membership IDs (an indexed `$in` lookup). */
export async function listMemberStandingsByMembershipIds(membershipIds: readonly string[]): Promise<MemberStanding[]> {
  const wanted = [...new Set(membershipIds.filter(Boolean))]
  if (!wanted.length) return []
  return (await User.find({ membershipId: { $in: wanted } }).select(STANDING_FIELDS).lean<StandingRaw[]>()).map(toStanding)
}

/**
 * The staff who can act (issue 33): accounts with a role (isAdmin), able to sign in, not suspended, with
 * what a mail to them needs. A handful of accounts: the callers pick the role holders themselves.
 */
export async function listWorkingStaff() {
  const raws = await User.find({ isAdmin: true, isActive: true })
    .select({ email: 1, firstName: 1, locale: 1, roles: 1, isAdmin: 1, membershipStatus: 1, staffMail: 1, closureRequestedAt: 1 })
    .lean<Array<{ _id: Types.ObjectId; email: string; firstName: string; locale?: string; roles?: string[]; isAdmin?: boolean; membershipStatus?: string; staffMail?: string; closureRequestedAt?: Date | null }>>()
  return raws
    .filter((raw) => raw.membershipStatus !== 'suspended' && !raw.closureRequestedAt)
    .map((raw) => ({ id: String(raw._id), email: raw.email, firstName: raw.firstName, locale: raw.locale, roles: raw.roles ?? [], isAdmin: Boolean(raw.isAdmin), staffMail: raw.staffMail === 'daily' ? ('daily' as const) : ('immediate' as const) }))
}

/** A staff member's choice of how to hear about their work. */
export async function setStaffMailMode(userId: string, mode: StaffMailMode) {
  if (!isValidObjectId(userId)) return false
  return (await User.updateOne({ _id: userId }, { $set: { staffMail: mode } })).matchedCount === 1
}

export async function setAssociationNews(userId: string, wanted: boolean) {
  if (!isValidObjectId(userId)) return false
  return (await User.updateOne({ _id: userId }, { $set: { associationNews: wanted } })).matchedCount === 1
}

/** What a message to members needs of each account: where it stands (for its group), where and in which language to write, and the member's choice of news. */
const MAIL_FACTS = {
  email: 1,
  firstName: 1,
  lastName: 1,
  locale: 1,
  associationNews: 1,
  membershipType: 1,
  membershipStatus: 1,
  membershipValidUntil: 1,
  approvedAt: 1,
  isActive: 1,
  closureRequestedAt: 1,
  erasedAt: 1,
} as const
type MailFactsRaw = {
  _id: Types.ObjectId
  email: string
  firstName: string
  lastName: string
  locale?: string
  associationNews?: boolean
  membershipType: string
  membershipStatus?: string
  membershipValidUntil?: string
  approvedAt?: Date | null
  isActive?: boolean
  closureRequestedAt?: Date | null
  erasedAt?: Date | null
}
const toMailFacts = (raw: MailFactsRaw) => ({
  id: String(raw._id),
  email: raw.email,
  name: `${raw.firstName} ${raw.lastName}`,
  locale: raw.locale === 'ms' ? ('ms' as const) : ('en' as const),
  associationNews: raw.associationNews !== false,
  membershipType: raw.membershipType,
  membershipStatus: raw.membershipStatus ?? 'pending',
  membershipValidUntil: raw.membershipValidUntil ?? '',
  approvedAt: raw.approvedAt ?? null,
  isActive: raw.isActive !== false,
  closureRequestedAt: raw.closureRequestedAt ?? null,
  erasedAt: raw.erasedAt ?? null,
})
export type MailFacts = ReturnType<typeof toMailFacts>

/** The accounts whose stored status is active (of one membership type, when given), for a message to members (an equality filter, served by its index). */
export async function listMailFactsOfActiveMembers(membershipType?: string) {
  const raws = await User.find({ membershipStatus: 'active', ...(membershipType ? { membershipType } : {}) })
    .select(MAIL_FACTS)
    .lean<MailFactsRaw[]>()
  return raws.map(toMailFacts)
}

/** The same facts of chosen accounts (an event's registrants). */
export async function listMailFactsOfUsers(ids: readonly string[]) {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  if (!valid.length) return []
  const raws = await User.find({ _id: { $in: valid } }).select(MAIL_FACTS).lean<MailFactsRaw[]>()
  return raws.map(toMailFacts)
}

/** Administrators who can still sign in (an account with isAdmin and no roles is one: domain/roles.ts). */
/** Administrators who can use the administration: active accounts whose membership is not suspended. */
export async function countActiveAdmins() {
  const staff = await User.find({ isAdmin: true, isActive: true }).select({ roles: 1, membershipStatus: 1 }).lean<Array<{ roles?: string[]; membershipStatus?: string }>>()
  return staff.filter((user) => user.membershipStatus !== 'suspended' && (!user.roles?.length || user.roles.includes('administrator'))).length
}

export interface AccountFlags {
  membershipStatus?: string
  isAdmin?: boolean
  isActive?: boolean
}

/**
 * Gives an account a membership ID (an approval, or an administrator linking a real member to their
 * listing). 'taken' when another account holds it, also when it won a race with this change: the ID is
 * reserved by an insert under it first (membership-number.server.ts); the account's old ID is given back.
 */
export async function setMembershipId(userId: string, membershipId: string): Promise<'set' | 'taken' | 'not-found'> {
  if (!isValidObjectId(userId)) return 'not-found'
  const normalised = membershipId.trim().toUpperCase()
  const current = await User.findById(userId).select({ membershipId: 1 }).lean<{ membershipId?: string }>()
  if (!current) return 'not-found'
  // An account that holds it without a reservation (made before reservations, or by a test's factory).
  if (await User.exists({ membershipId: normalised, _id: { $ne: userId } })) return 'taken'
  if ((await reserveMembershipNumber(normalised, userId)) === 'taken') return 'taken'
  const result = await User.updateOne({ _id: userId }, { $set: { membershipId: normalised } }, { runValidators: true })
  if (result.matchedCount === 0) {
    await releaseMembershipNumber(normalised, userId)
    return 'not-found'
  }
  if (current.membershipId && current.membershipId !== normalised) await releaseMembershipNumber(current.membershipId, userId)
  // Which listing an account's status hides follows its membership ID.
  await invalidateDirectory({ userIds: [userId] })
  return 'set'
}

/**
 * Sets an account's status, admin flag or active flag; false when there is no such account. A change of
 * status or of the active flag refreshes the directory, which hides a suspended or expired member's listing.
 */
export async function setAccountFlags(userId: string, flags: AccountFlags) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId }, { $set: flags }, { runValidators: true })
  if (result.matchedCount === 0) return false
  if (flags.membershipStatus !== undefined || flags.isActive !== undefined) await invalidateDirectory({ userIds: [userId] })
  return true
}

// ---------------------------------------------------------------------------------------------------
// The membership lifecycle (issue 18): applications, periods, roles. The rules, audit records and mails
// are the services' (services/applications, billing, renewals); these only read and write.

export interface MembershipFields {
  membershipStatus?: string
  membershipType?: string
  membershipValidUntil?: string
  claimedMembershipId?: string
  appliedAt?: Date | null
  applicationKey?: string
  approvedAt?: Date | null
  rejectionReason?: string
  /** Contact details an applicant may correct when applying again. */
  phone?: string
  state?: string
  /** The day they joined (a roster import carries it from the association's records). */
  joinDate?: Date
}

/**
 * Sets membership fields; false when there is no such account. A change of status refreshes the
 * directory, which shows an active member's listing only.
 */
export async function setMembershipFields(userId: string, fields: MembershipFields) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId }, { $set: fields }, { runValidators: true })
  if (result.matchedCount === 0) return false
  if (fields.membershipStatus !== undefined || fields.membershipValidUntil !== undefined) await invalidateDirectory({ userIds: [userId] })
  return true
}

/** Applications waiting for a decision: pending, never approved, oldest first. */
export async function listPendingApplicants() {
  const raws = await User.find({ membershipStatus: 'pending' }).sort({ appliedAt: 1, _id: 1 }).lean<UserRaw[]>()
  // Issue 33: an applicant who closed their account has left the queue (nothing is left to decide).
  return raws.filter((raw) => !raw.approvedAt && !raw.closureRequestedAt).map(toPublicUser)
}

/**
 * The administrators' queue of applications by state, newest first: `waiting` (pending, not decided),
 * `approved` (approved, the first invoice still unpaid) or `rejected`.
 */
export async function listApplicantsInState(state: 'waiting' | 'approved' | 'rejected') {
  const raws = await User.find({ membershipStatus: state === 'rejected' ? 'rejected' : 'pending' })
    .sort({ appliedAt: -1, _id: -1 })
    .lean<UserRaw[]>()
  const kept = state === 'rejected' ? raws : raws.filter((raw) => (state === 'approved') === Boolean(raw.approvedAt))
  return kept.filter((raw) => !raw.closureRequestedAt).map(toPublicUser)
}

export async function countPendingApplicants() {
  return (await listPendingApplicants()).length
}

/** Active members with a period that ends (the renewal job reads them every run: a few hundred). */
export async function listActiveMembersWithPeriods() {
  const raws = await User.find({ membershipStatus: 'active' }).lean<UserRaw[]>()
  return raws.filter((raw) => raw.membershipValidUntil).map(toPublicUser)
}

/**
 * What the voter roll of an election reads (issue 35): every account whose stored status is active, the
 * only ones that can be active on a day (an equality filter, served by its index), with the facts of
 * their membership's stage.
 */
export async function listRollFacts() {
  const raws = await User.find({ membershipStatus: 'active' })
    .select({ membershipType: 1, membershipStatus: 1, membershipValidUntil: 1, approvedAt: 1, closureRequestedAt: 1, erasedAt: 1 })
    .lean<Array<{ _id: Types.ObjectId; membershipType: string; membershipStatus: string; membershipValidUntil?: string; approvedAt?: Date | null; closureRequestedAt?: Date | null; erasedAt?: Date | null }>>()
  return raws.map((raw) => ({
    id: String(raw._id),
    membershipType: raw.membershipType,
    membershipStatus: raw.membershipStatus,
    membershipValidUntil: raw.membershipValidUntil ?? '',
    approvedAt: raw.approvedAt ?? null,
    closureRequestedAt: raw.closureRequestedAt ?? null,
    erasedAt: raw.erasedAt ?? null,
  }))
}

/** Roles, with `isAdmin` kept true for any of them (the spec's clients read it). */
export async function setRoles(userId: string, roles: readonly string[]) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne({ _id: userId }, { $set: { roles: [...new Set(roles)], isAdmin: roles.length > 0 } }, { runValidators: true })
  return result.matchedCount > 0
}

export interface ImportedMember {
  email: string
  firstName: string
  lastName: string
  membershipType: string
  membershipStatus: string
  membershipValidUntil: string
  passwordHash: string
  /** The day they joined, as the association's records have it; null: the day of the import. */
  joinDate: Date | null
}

/**
 * An account for a member of the roster (issue 18, import): active or expired by its period, approved,
 * with a password nobody knows until the activation link sets one. Null when the e-mail is taken
 * (perhaps by a request that won a race with the import).
 */
export async function createImportedMember(member: ImportedMember, now: Date) {
  let username = usernameFromEmail(member.email)
  for (let attempt = 0; attempt < 12; attempt++) {
    try {
      const doc = await User.create({ ...member, username, emailVerified: false, appliedAt: now, approvedAt: now, joinDate: member.joinDate ?? now })
      await invalidateDirectory({ userIds: [String(doc._id)] })
      return toPublicUser(doc.toObject() as UserRaw)
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error
      // FerretDB does not always say which index refused it: the e-mail is taken, or else the username.
      if (await User.exists({ email: member.email.trim().toLowerCase() })) return null
      username = `${usernameFromEmail(member.email).slice(0, 33)}${attempt < 5 ? attempt + 2 : randomBytes(3).toString('hex')}`
    }
  }
  return null
}

/** Removes an account an import made a moment ago (its membership ID was taken meanwhile). */
export async function deleteUnusedAccount(userId: string) {
  await User.deleteOne({ _id: userId, lastLogin: null })
  await invalidateDirectory({ userIds: [userId] })
}

// ---------------------------------------------------------------------------------------------------
// Closing an account (issue 21, item 3). The rules are services/account-closure.server.ts'.

/** Starts or cancels (null) an account's pending closure; false when there is no such account. Hides or shows its listing. */
export async function setAccountClosure(userId: string, closure: { requestedAt: Date; erasesAt: Date } | null) {
  if (!isValidObjectId(userId)) return false
  const result = await User.updateOne(
    { _id: userId },
    { $set: { closureRequestedAt: closure?.requestedAt ?? null, closureErasesAt: closure?.erasesAt ?? null } },
  )
  if (result.matchedCount === 0) return false
  await invalidateDirectory({ userIds: [userId] })
  return true
}

/** Accounts whose cooling-off has ended and that are not erased yet. */
export async function listAccountsDueForErasure(now: Date) {
  const raws = await User.find({ closureErasesAt: { $ne: null, $lte: now }, erasedAt: null }).lean<UserRaw[]>()
  return raws.map((raw) => toPublicUser(raw))
}

/**
 * Replaces an account's personal fields with placeholders and removes its password. The same values
 * every time, so that two sweeps erasing it at once write the same thing (FerretDB is not atomic).
 */
export async function anonymiseUser(userId: string, erasedAt: Date) {
  await User.updateOne(
    { _id: userId },
    {
      $set: {
        email: `erased-${userId}@erased.invalid`,
        username: `erased-${userId}`,
        firstName: 'Former',
        lastName: 'member',
        claimedMembershipId: '',
        phone: '',
        state: '',
        specialties: [],
        certification: '',
        businessName: '',
        bio: '',
        imageUrl: '',
        rejectionReason: '',
        privacyAcceptance: null,
        lastLogin: null,
        emailVerified: false,
        isActive: false,
        roles: [],
        isAdmin: false,
        erasedAt,
      },
      $unset: { passwordHash: 1 },
    },
  )
  await invalidateDirectory()
}
