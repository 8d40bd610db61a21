import { localeOf } from '#app/domain/locale.ts'
import { parse } from 'csv-parse/sync'
import { renewalSchedule } from '#app/config/membership.ts'
import { resetPasswordPath } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { calendarDayToDate } from '#app/validation/fields.ts'
import { isAdministrator, rolesOf } from '#app/domain/roles.ts'
import { createPasswordResetToken } from '#app/models/password-reset-token.server.ts'
import {
  createImportedMember,
  deleteUnusedAccount,
  getUserByEmail,
  getUserById,
  setMembershipFields,
  setMembershipId,
  setRoles,
  type PublicUser,
} from '#app/models/user.server.ts'
import { verificationCodeOf } from '#app/models/verification-code.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { hashPassword } from '#app/utils/password.server.ts'
import type { MemberUpdate, RosterRow } from '#app/validation/membership.ts'
import { ROSTER_COLUMNS, ROSTER_MAX_ROWS, ROSTER_OPTIONAL_COLUMNS, RosterRowSchema } from '#app/validation/membership.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { recordAdminAction, type AuditActor, type AccountActor } from './audit.server.ts'
import { assignNextMembershipId } from './applications.server.ts'
import { activationMail } from './membership-mails.server.ts'
import { standingChangeRefusal, undoIfNoAdministratorLeft } from './members.server.ts'

/**
 * What the secretariat does to members' records outside an application (issue 18): set a member's
 * status, the last day of their membership and their roles (`PATCH /api/admin/members/{id}`), and
 * import the existing members from a roster CSV, each new account activated by a mailed link.
 */

const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`

export type MemberUpdateResult = { ok: true; user: PublicUser } | { ok: false; status: 403 | 404 | 409; message: string; fieldErrors?: FieldErrors }

/**
 * Sets any of status, last day and roles. Roles are an administrator's to give; the last administrator
 * cannot lose the role. Each change is audited; a change of status refreshes the directory.
 */
export async function updateMemberRecord(actor: AccountActor, userId: string, update: MemberUpdate): Promise<MemberUpdateResult> {
  const user = await getUserById(userId)
  if (!user) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.memberNotFound }
  if (update.roles !== undefined && !isAdministrator(actor)) {
    return { ok: false, status: 403, message: MEMBERSHIP_MESSAGES.rolesForbidden, fieldErrors: { roles: [MEMBERSHIP_MESSAGES.rolesForbidden] } }
  }
  const before = rolesOf(user)
  const after = update.roles === undefined ? before : [...new Set(update.roles)]
  const rolesChange = before.join() !== after.join()
  const standing = {
    ...(rolesChange ? { roles: after } : {}),
    ...(update.membershipStatus !== undefined ? { membershipStatus: update.membershipStatus } : {}),
  }
  if (rolesChange || update.membershipStatus !== undefined || update.expiresAt !== undefined) {
    // The last day is part of a staff member's standing too: only an administrator changes it.
    const refusal = await standingChangeRefusal(actor, user, standing)
    if (refusal) {
      const field = rolesChange ? 'roles' : update.membershipStatus !== undefined ? 'membershipStatus' : 'expiresAt'
      return { ok: false, ...refusal, fieldErrors: { [field]: [refusal.message] } }
    }
  }
  const changes: string[] = []
  if (rolesChange) {
    await setRoles(user.id, after)
    if (await undoIfNoAdministratorLeft(user, { roles: after }, () => setRoles(user.id, before))) {
      return { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.lastAdmin, fieldErrors: { roles: [MEMBER_ACCOUNT_MESSAGES.lastAdmin] } }
    }
    changes.push(`roles from [${before.join(', ')}] to [${after.join(', ')}]`)
  }
  const fields: { membershipStatus?: string; membershipValidUntil?: string } = {}
  if (update.membershipStatus !== undefined && update.membershipStatus !== user.membershipStatus) {
    fields.membershipStatus = update.membershipStatus
    changes.push(`status from ${user.membershipStatus} to ${update.membershipStatus}`)
  }
  if (update.expiresAt !== undefined && (update.expiresAt ?? '') !== (user.membershipValidUntil ?? '')) {
    fields.membershipValidUntil = update.expiresAt ?? ''
    changes.push(`last day from ${user.membershipValidUntil || 'none'} to ${update.expiresAt ?? 'none'}`)
  }
  if (Object.keys(fields).length) {
    await setMembershipFields(user.id, fields)
    if (fields.membershipStatus && (await undoIfNoAdministratorLeft(user, { membershipStatus: fields.membershipStatus }, () => setMembershipFields(user.id, { membershipStatus: user.membershipStatus ?? 'pending' })))) {
      return { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.lastAdmin, fieldErrors: { membershipStatus: [MEMBER_ACCOUNT_MESSAGES.lastAdmin] } }
    }
  }
  const updated = (await getUserById(user.id))!
  if (updated.membershipStatus === 'active' && updated.membershipId) await verificationCodeOf(updated.id)
  if (changes.length) {
    await recordAdminAction(actor, {
      action: 'updated-membership',
      entityType: 'user',
      entityId: user.id,
      summary: `Changed ${fullName(user)}'s (${user.membershipId ?? user.email}) ${changes.join('; ')}`,
    })
  }
  return { ok: true, user: updated }
}

// ---------------------------------------------------------------------------------------------------
// Roster import

/** An activation link lasts longer than a reset link: members read such a mail when they get to it. */
export const ACTIVATION_TTL_MS = 14 * 24 * 60 * 60 * 1000

export interface ImportOutcome {
  created: number
  updated: number
  errors: Array<{ line: number; message: string }>
}

/** Active while the period (with its grace days) has not run out; expired after; active without a last day. */
function statusFor(validUntil: string) {
  if (!validUntil) return 'active'
  return toMalaysiaDay(now()) > addDays(validUntil, renewalSchedule.graceDays) ? 'expired' : 'active'
}

/** A line's values by column, the optional ones empty where the file does not name them. */
const rosterLine = (fields: Record<string, string>) =>
  Object.fromEntries([...ROSTER_COLUMNS, ...ROSTER_OPTIONAL_COLUMNS].map((column) => [column, fields[column] ?? '']))

type ParsedRoster = { ok: true; rows: Array<{ line: number; fields: Record<string, string> }> } | { ok: false; message: string; detail?: string }

function parseRoster(text: string): ParsedRoster {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true, info: true, relax_column_count: true, max_record_size: 10_000 })
  } catch (error) {
    // The parser's own words say where the file broke; the doors add them after the catalogued sentence.
    return { ok: false, message: MEMBERSHIP_MESSAGES.importColumns, detail: (error as Error).message.slice(0, 200) }
  }
  const header = records[0] ? Object.keys(records[0].record) : []
  if (records.length && ROSTER_COLUMNS.some((column) => !header.includes(column))) return { ok: false, message: MEMBERSHIP_MESSAGES.importColumns }
  if (records.length > ROSTER_MAX_ROWS) return { ok: false, message: MEMBERSHIP_MESSAGES.importTooManyRows }
  return { ok: true, rows: records.map(({ record, info }) => ({ line: info.lines, fields: record })) }
}

async function mailActivationLink(user: PublicUser) {
  const token = newSecretToken()
  await createPasswordResetToken(hashToken(token), user.id, new Date(Date.now() + ACTIVATION_TTL_MS))
  const link = `${getEnv().publicUrl}${resetPasswordPath(token)}`
  sendMailInBackground(activationMail({ to: user.email, firstName: user.firstName, link, locale: localeOf(user) }))
}

async function importRow(actor: AuditActor, row: RosterRow, unknownPasswordHash: string): Promise<'created' | 'updated' | { message: string }> {
  const existing = await getUserByEmail(row.email)
  const status = statusFor(row.expiresAt)
  if (existing) {
    if (row.membershipId && row.membershipId !== existing.membershipId) {
      const outcome = await setMembershipId(existing.id, row.membershipId)
      if (outcome !== 'set') return { message: MEMBERSHIP_MESSAGES.importIdTaken }
    } else if (!existing.membershipId) {
      await assignNextMembershipId(existing.id)
    }
    await setMembershipFields(existing.id, {
      membershipType: row.membershipType,
      membershipValidUntil: row.expiresAt,
      // A suspension is the administrators' decision: an import does not lift it.
      ...(existing.membershipStatus === 'suspended' ? {} : { membershipStatus: status }),
      ...(existing.approvedAt ? {} : { approvedAt: now() }),
      ...(row.joinedOn ? { joinDate: calendarDayToDate(row.joinedOn) } : {}),
    })
    const updated = (await getUserById(existing.id))!
    if (updated.membershipStatus === 'active') await verificationCodeOf(updated.id)
    await recordAdminAction(actor, {
      action: 'imported',
      entityType: 'user',
      entityId: existing.id,
      summary: `Roster import updated ${fullName(updated)} (${updated.email}): ${updated.membershipId}, ${row.membershipType}, last day ${row.expiresAt || 'none'}, ${updated.membershipStatus}`,
    })
    return 'updated'
  }
  const created = await createImportedMember(
    {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      membershipType: row.membershipType,
      membershipStatus: status,
      membershipValidUntil: row.expiresAt,
      passwordHash: unknownPasswordHash,
      joinDate: row.joinedOn ? calendarDayToDate(row.joinedOn) : null,
    },
    now(),
  )
  if (!created) return { message: MEMBERSHIP_MESSAGES.importDuplicateEmail }
  if (row.membershipId) {
    if ((await setMembershipId(created.id, row.membershipId)) !== 'set') {
      await deleteUnusedAccount(created.id)
      return { message: MEMBERSHIP_MESSAGES.importIdTaken }
    }
  } else {
    await assignNextMembershipId(created.id)
  }
  const member = (await getUserById(created.id))!
  if (member.membershipStatus === 'active') await verificationCodeOf(member.id)
  await recordAdminAction(actor, {
    action: 'imported',
    entityType: 'user',
    entityId: member.id,
    summary: `Roster import created ${fullName(member)} (${member.email}): ${member.membershipId}, ${row.membershipType}, last day ${row.expiresAt || 'none'}, ${member.membershipStatus}; activation link mailed`,
  })
  await mailActivationLink(member)
  return 'created'
}

/**
 * Imports a roster (columns email, firstName, lastName, membershipId, membershipType, expiresAt, and optionally joinedOn; dates
 * YYYY-MM-DD): a new e-mail becomes an account, active or expired by its last day, that the member
 * activates by choosing a password through a mailed link (the reset-link machinery, 14 days); a known
 * e-mail's membership is updated. A line that cannot be read is reported with its number; the others
 * are imported.
 */
export async function importRoster(actor: AuditActor, csv: string): Promise<{ ok: true; outcome: ImportOutcome } | { ok: false; message: string; detail?: string }> {
  const parsed = parseRoster(csv)
  if (!parsed.ok) return parsed
  const outcome: ImportOutcome = { created: 0, updated: 0, errors: [] }
  // Nobody knows this password: the account opens only through the activation link.
  const unknownPasswordHash = await hashPassword(newSecretToken())
  const seen = new Set<string>()
  for (const { line, fields } of parsed.rows) {
    const row = RosterRowSchema.safeParse(rosterLine(fields))
    if (!row.success) {
      outcome.errors.push({ line, message: row.error.issues[0]!.message })
      continue
    }
    if (seen.has(row.data.email)) {
      outcome.errors.push({ line, message: MEMBERSHIP_MESSAGES.importDuplicateEmail })
      continue
    }
    seen.add(row.data.email)
    const result = await importRow(actor, row.data, unknownPasswordHash)
    if (result === 'created') outcome.created += 1
    else if (result === 'updated') outcome.updated += 1
    else outcome.errors.push({ line, message: result.message })
  }
  await recordAdminAction(actor, {
    action: 'imported-roster',
    entityType: 'roster',
    summary: `Imported a roster of ${parsed.rows.length} lines: ${outcome.created} accounts created, ${outcome.updated} updated, ${outcome.errors.length} lines refused`,
  })
  return { ok: true, outcome }
}


export interface RosterPreviewLine {
  line: number
  email: string
  name: string
  membershipId: string
  action: 'create' | 'update'
}

export interface RosterPreview {
  lines: RosterPreviewLine[]
  errors: Array<{ line: number; message: string }>
}

/**
 * What importRoster would do with this roster, changing nothing (the admin page's dry run): each line
 * that would create or update an account, and each line it would refuse with the same message. A
 * membership ID already held by another account is only found when the import writes it.
 */
export async function previewRoster(csv: string): Promise<{ ok: true; preview: RosterPreview } | { ok: false; message: string; detail?: string }> {
  const parsed = parseRoster(csv)
  if (!parsed.ok) return parsed
  const preview: RosterPreview = { lines: [], errors: [] }
  const seen = new Set<string>()
  for (const { line, fields } of parsed.rows) {
    const row = RosterRowSchema.safeParse(rosterLine(fields))
    if (!row.success) {
      preview.errors.push({ line, message: row.error.issues[0]!.message })
      continue
    }
    if (seen.has(row.data.email)) {
      preview.errors.push({ line, message: MEMBERSHIP_MESSAGES.importDuplicateEmail })
      continue
    }
    seen.add(row.data.email)
    const existing = await getUserByEmail(row.data.email)
    preview.lines.push({
      line,
      email: row.data.email,
      name: `${row.data.firstName} ${row.data.lastName}`,
      membershipId: row.data.membershipId || existing?.membershipId || '',
      action: existing ? 'update' : 'create',
    })
  }
  return { ok: true, preview }
}
