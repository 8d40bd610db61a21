import { MEMBERSHIP_TYPE_ALIASES } from '#app/domain/membership-types.ts'
import { reserveExistingMembershipNumbers } from '#app/models/membership-number.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { markFrameNoticeSource, User } from '#app/models/user.server.ts'
import { listUserIdsWithCredentials } from '#app/models/credential.server.ts'
import { listMemberIdsWithConcernsPut } from '#app/models/concern.server.ts'
import { ensureCpdYearKeysAndFigures } from '#app/models/cpd-entry.server.ts'
import { claimOnce, isClaimed } from '#app/models/once-claim.server.ts'
import { listUserIdsWithVerificationCode, verificationCodeOf } from '#app/models/verification-code.server.ts'

/**
 * The changes start-up makes to stored data so that it reads as the code expects. Each step looks at
 * what is stored and does only what is missing, so running them again (every start) changes nothing.
 * Runs once per start, in the process that prepares the database (the cluster's primary).
 */

export interface MembershipMigrationSummary {
  /** Accounts whose membership type was one of the spec's eight registration names. */
  typesRenamed: number
  /** The unique index on users.membershipId (before issue 18), dropped: pending applicants have no ID. */
  droppedUniqueIndex: boolean
  /** Membership IDs accounts held without a reservation (membership_numbers), now reserved. */
  idsReserved: number
  /** IDs two accounts held (impossible under the old unique index; reported, left as they are). */
  idConflicts: string[]
  /** Administrators from before roles: `isAdmin` and no roles, now `roles: ['administrator']`. */
  rolesGiven: number
}

/** Issue 18: the one list of membership types, optional membership IDs, roles. */
export async function migrateMembershipLifecycle(log: (m: string) => void = () => {}): Promise<MembershipMigrationSummary> {
  const users = User.collection
  let typesRenamed = 0
  for (const [alias, type] of Object.entries(MEMBERSHIP_TYPE_ALIASES)) {
    if (alias === type) continue
    const result = await users.updateMany({ membershipType: alias }, { $set: { membershipType: type } })
    typesRenamed += result.modifiedCount
  }

  let droppedUniqueIndex = false
  const indexes = await users.listIndexes().toArray()
  for (const index of indexes) {
    const keys = Object.keys(index.key ?? {})
    if (index.unique && keys.length === 1 && keys[0] === 'membershipId') {
      await users.dropIndex(index.name)
      droppedUniqueIndex = true
    }
  }

  const holders = await users
    .find({ membershipId: { $type: 'string' } }, { projection: { membershipId: 1 } })
    .toArray()
  const { reserved, conflicts } = await reserveExistingMembershipNumbers(
    holders.filter((h) => typeof h.membershipId === 'string' && h.membershipId.length > 0).map((h) => ({ id: h.membershipId as string, userId: String(h._id) })),
  )

  const legacyAdmins = await users.find({ isAdmin: true }, { projection: { roles: 1 } }).toArray()
  let rolesGiven = 0
  for (const admin of legacyAdmins) {
    if (Array.isArray(admin.roles) && admin.roles.length) continue
    await users.updateOne({ _id: admin._id }, { $set: { roles: ['administrator'] } })
    rolesGiven += 1
  }

  // A renamed type or a role does not change the directory, but the statuses it reads may have moved
  // with the data: one refresh is cheap.
  if (typesRenamed) await invalidateDirectory()
  const summary = { typesRenamed, droppedUniqueIndex, idsReserved: reserved, idConflicts: conflicts, rolesGiven }
  if (typesRenamed || droppedUniqueIndex || reserved || rolesGiven) log(`Membership data brought up to date: ${JSON.stringify(summary)}`)
  if (conflicts.length) log(`Membership IDs held by two accounts (fix them at /admin/members): ${conflicts.join(', ')}`)
  return summary
}

/** Statuses of a member who was approved once: each has a code for their proof of membership. */
const ONCE_APPROVED = ['active', 'expired', 'suspended']

/**
 * A verification code for every member approved before codes were made at approval (issue 31: the
 * Membership tab and a listing's profile read the code and write nothing, as a GET should). Returns how
 * many were made.
 */
export async function ensureMembershipVerificationCodes(log: (m: string) => void = () => {}): Promise<number> {
  const [members, withCode] = await Promise.all([
    User.collection.find({ membershipId: { $type: 'string' } }, { projection: { membershipId: 1, membershipStatus: 1 } }).toArray(),
    listUserIdsWithVerificationCode(),
  ])
  const missing = members.filter((m) => m.membershipId && ONCE_APPROVED.includes(String(m.membershipStatus)) && !withCode.has(String(m._id)))
  for (const member of missing) await verificationCodeOf(String(member._id))
  if (missing.length) log(`Verification codes made for ${missing.length} members approved before codes were made at approval`)
  return missing.length
}

/** A new name when the figures' shape changes (models/cpd-entry.server.ts `CpdFiguresData`): every member's are computed again. */
export const CPD_FIGURES_MIGRATION = 'cpd-figures-2'

/**
 * Issue 31: every CPD entry carries its year key and every member with entries has stored figures
 * (models/cpd-entry.server.ts). Done once (it reads every entry): the claim is taken only when it has
 * finished, so a start that stopped half-way does it again.
 */
export async function ensureCpdFigures(log: (m: string) => void = () => {}) {
  if (await isClaimed('data-migration', CPD_FIGURES_MIGRATION)) return null
  const summary = await ensureCpdYearKeysAndFigures()
  await claimOnce('data-migration', CPD_FIGURES_MIGRATION)
  if (summary.yearKeysSet || summary.figuresComputed) log(`CPD records brought up to date: ${JSON.stringify(summary)}`)
  return summary
}

/** A new name if the flags' meaning changes (models/user.server.ts `hasCredentials`, `hasConcernsPut`). */
export const FRAME_NOTICE_FLAGS_MIGRATION = 'frame-notice-flags-1'

/**
 * Issue 31: the accounts that stored credentials, or had a concern put to them, before the flags the
 * dashboard's frame reads were set, marked. Done once; the claim is taken only when it has finished.
 */
export async function ensureFrameNoticeFlags(log: (m: string) => void = () => {}) {
  if (await isClaimed('data-migration', FRAME_NOTICE_FLAGS_MIGRATION)) return null
  const [withCredentials, withConcerns] = await Promise.all([listUserIdsWithCredentials(), listMemberIdsWithConcernsPut()])
  await markFrameNoticeSource(withCredentials, 'credentials')
  await markFrameNoticeSource(withConcerns, 'concerns')
  await claimOnce('data-migration', FRAME_NOTICE_FLAGS_MIGRATION)
  const summary = { credentials: withCredentials.length, concerns: withConcerns.length }
  if (summary.credentials || summary.concerns) log(`Accounts marked for the dashboard's notices: ${JSON.stringify(summary)}`)
  return summary
}
