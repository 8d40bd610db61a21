import {
  getCpdEntryForReview,
  listCpdEntriesByIds,
  listPendingCpdEntries,
  reviewCpdEntries,
  type PublicCpdEntry,
} from '#app/models/cpd-entry.server.ts'
import { listUsersByIds, type PublicUser } from '#app/models/user.server.ts'
import type { CpdReviewInput } from '#app/validation/admin-cpd.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { cpdEntryFields, formatHours, hoursLabel } from '#app/domain/cpd-records.ts'
import { localeOr } from '#app/domain/locale.ts'
import { paths } from '#app/config/paths.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { cpdReviewMail } from './event-mails.server.ts'

/**
 * CPD review: the one service behind /admin/cpd and PUT /api/admin/cpd/{id}. A review sets the
 * entry's status, the note the member sees on their dashboard, the reviewer and the time, and is
 * recorded in the audit log. The page reviews only entries still pending (another administrator may
 * have got there first); the API may review an entry again, to correct a mistake.
 */

function memberLabel(user: PublicUser | undefined) {
  return user ? `${user.firstName} ${user.lastName} (${user.membershipId})` : 'a removed account'
}

/**
 * The member hears of each decision, in their language, with the note (issue 20): once per version of
 * the entry that was reviewed, claimed by an insert, so that two reviewers saving at once send one mail.
 */
async function mailDecision(entry: PublicCpdEntry, member: PublicUser | undefined) {
  if (!member || (entry.status !== 'approved' && entry.status !== 'rejected')) return
  if (!(await claimOnce('cpd-review-mail', `${entry.id}:${new Date(entry.updatedAt).toISOString()}`))) return
  sendMailInBackground(
    cpdReviewMail({
      to: member.email,
      firstName: member.firstName,
      locale: localeOr(member.locale),
      title: entry.title,
      hours: formatHours(entry.hours),
      status: entry.status,
      note: entry.reviewNote ?? '',
      link: `${getEnv().publicUrl}${paths.dashboard}`,
    }),
  )
}

export interface ReviewOutcome {
  reviewed: PublicCpdEntry[]
  /** Asked for but already reviewed by someone else (page only). */
  skipped: number
  /** Asked for, but changed since the reviewer was shown them: left alone, to be reviewed again. */
  changed: number
  /** Asked for but not found. */
  missing: number
  /** Asked for, but the reviewer's own: left alone, for another reviewer (issue 30). */
  own: number
}

export async function reviewEntries(
  actor: AuditActor,
  ids: readonly string[],
  review: Omit<CpdReviewInput, 'expectedUpdatedAt'>,
  { onlyPending, expected }: { onlyPending: boolean; expected?: ReadonlyMap<string, string> },
): Promise<ReviewOutcome> {
  const listed = await listCpdEntriesByIds(ids)
  // No one reviews their own entries: another member of the secretariat does.
  const found = listed.filter((entry) => entry.userId !== actor.id)
  // The page always says which version it showed; an entry it named without one is treated as changed.
  const versions = expected ?? new Map<string, string>()
  const results = await reviewCpdEntries(
    found.map((e) => e.id),
    { status: review.status, note: review.note, reviewerId: actor.id },
    { onlyPending, expected: expected ? new Map(found.map((e) => [e.id, versions.get(e.id) ?? 'none'])) : undefined },
  )
  const idsWith = (result: string) => [...results].filter(([, r]) => r === result).map(([id]) => id)
  const [after, members] = await Promise.all([listCpdEntriesByIds(idsWith('reviewed')), listUsersByIds(found.map((e) => e.userId))])
  const byId = new Map(members.map((m) => [m.id, m]))
  for (const entry of after) {
    const verb = review.status === 'approved' ? 'Approved' : 'Rejected'
    const note = review.note ? ` with the note "${review.note}"` : ''
    await recordAdminAction(actor, {
      action: review.status,
      entityType: 'cpd-entry',
      entityId: entry.id,
      summary: `${verb} ${hoursLabel(entry.hours)} of CPD for ${memberLabel(byId.get(entry.userId))}: "${entry.title}"${note}`,
    })
    await mailDecision(entry, byId.get(entry.userId))
  }
  return {
    reviewed: after,
    skipped: idsWith('already-reviewed').length,
    changed: idsWith('changed').length,
    missing: new Set(ids).size - listed.length + idsWith('missing').length,
    own: listed.length - found.length,
  }
}

/**
 * PUT /api/admin/cpd/{id}: one entry, in any status; null when there is no such entry, 'changed' when
 * `expectedUpdatedAt` was given and the entry is no longer that version.
 */
export async function reviewOneEntry(actor: AuditActor, id: string, { expectedUpdatedAt, ...review }: CpdReviewInput) {
  const entry = await getCpdEntryForReview(id)
  if (!entry) return null
  if (entry.userId === actor.id) return 'own' as const
  const expected = expectedUpdatedAt ? new Map([[id.toLowerCase(), expectedUpdatedAt]]) : undefined
  const outcome = await reviewEntries(actor, [id.toLowerCase()], review, { onlyPending: false, expected })
  if (outcome.changed) return 'changed' as const
  return outcome.reviewed[0] ?? (await getCpdEntryForReview(id))
}

/** The entries still waiting for a review, oldest first, each with its member, as the review page shows them. */
export async function listEntriesAwaitingReview(limit: number) {
  const { items, total } = await listPendingCpdEntries({ limit })
  const members = await listUsersByIds(items.map((e) => e.userId))
  const byId = new Map(members.map((m) => [m.id, m]))
  return {
    total,
    entries: items.map((e) => {
      const member = byId.get(e.userId)
      return {
        ...cpdEntryFields(e),
        createdAt: new Date(e.createdAt).toISOString(),
        /** The version shown, which the review forms send back (a changed entry is not reviewed unseen). */
        updatedAt: new Date(e.updatedAt).toISOString(),
        member: member ? { name: `${member.firstName} ${member.lastName}`, membershipId: member.membershipId } : null,
      }
    }),
  }
}
