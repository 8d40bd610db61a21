import { json } from '@remix-run/node'
import {
  getCpdEntryForReview,
  listCpdEntriesByIds,
  listPendingCpdEntries,
  reviewCpdEntries,
  type PublicCpdEntry,
} from '#app/models/cpd-entry.server.ts'
import { ADMIN_CPD_PATH } from '#app/components/admin/paths.ts'
import { listUsersByIds, type PublicUser } from '#app/models/user.server.ts'
import { CPD_REVIEW_MESSAGES } from '#app/validation/admin-messages.ts'
import { CPD_REVIEW_MAX_ENTRIES, CpdBulkReviewSchema, type CpdReviewInput } from '#app/validation/admin-cpd.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { hoursLabel } from './cpd-records.ts'
import { parseSubmission, readFormData } from './form-submission.server.ts'
import { requireAdmin } from './permissions.server.ts'
import { redirectWithToast } from './toast.server.ts'

/**
 * CPD review: the one service behind /admin/cpd and PUT /api/admin/cpd/{id}. A review sets the
 * entry's status, the note the member sees on their dashboard, the reviewer and the time, and is
 * recorded in the audit log. The page reviews only entries still pending (another administrator may
 * have got there first); the API may review an entry again, to correct a mistake.
 */

function memberLabel(user: PublicUser | undefined) {
  return user ? `${user.firstName} ${user.lastName} (${user.membershipId})` : 'a removed account'
}

export interface ReviewOutcome {
  reviewed: PublicCpdEntry[]
  /** Asked for but already reviewed by someone else (page only). */
  skipped: number
  /** Asked for, but changed since the reviewer was shown them: left alone, to be reviewed again. */
  changed: number
  /** Asked for but not found. */
  missing: number
}

export async function reviewEntries(
  actor: AuditActor,
  ids: readonly string[],
  review: Omit<CpdReviewInput, 'expectedUpdatedAt'>,
  { onlyPending, expected }: { onlyPending: boolean; expected?: ReadonlyMap<string, string> },
): Promise<ReviewOutcome> {
  const found = await listCpdEntriesByIds(ids)
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
  }
  return {
    reviewed: after,
    skipped: idsWith('already-reviewed').length,
    changed: idsWith('changed').length,
    missing: new Set(ids).size - found.length + idsWith('missing').length,
  }
}

/**
 * PUT /api/admin/cpd/{id}: one entry, in any status; null when there is no such entry, 'changed' when
 * `expectedUpdatedAt` was given and the entry is no longer that version.
 */
export async function reviewOneEntry(actor: AuditActor, id: string, { expectedUpdatedAt, ...review }: CpdReviewInput) {
  if (!(await getCpdEntryForReview(id))) return null
  const expected = expectedUpdatedAt ? new Map([[id.toLowerCase(), expectedUpdatedAt]]) : undefined
  const outcome = await reviewEntries(actor, [id.toLowerCase()], review, { onlyPending: false, expected })
  if (outcome.changed) return 'changed' as const
  return outcome.reviewed[0] ?? (await getCpdEntryForReview(id))
}

// ---------------------------------------------------------------------------------------------------
// The page

export async function loadAdminCpdPage(request: Request) {
  await requireAdmin(request)
  const { items, total } = await listPendingCpdEntries({ limit: CPD_REVIEW_MAX_ENTRIES })
  const members = await listUsersByIds(items.map((e) => e.userId))
  const byId = new Map(members.map((m) => [m.id, m]))
  return json({
    total,
    entries: items.map((e) => {
      const member = byId.get(e.userId)
      return {
        id: e.id,
        title: e.title,
        provider: e.provider,
        category: e.category,
        hours: e.hours,
        date: new Date(e.date).toISOString(),
        description: e.description ?? '',
        certificateUrl: e.certificateUrl ?? '',
        createdAt: new Date(e.createdAt).toISOString(),
        /** The version shown, which the review forms send back (a changed entry is not reviewed unseen). */
        updatedAt: new Date(e.updatedAt).toISOString(),
        member: member ? { name: `${member.firstName} ${member.lastName}`, membershipId: member.membershipId } : null,
      }
    }),
  })
}

function reviewedTitle(count: number, status: 'approved' | 'rejected') {
  return count === 1 ? `CPD entry ${status}` : `${count} CPD entries ${status}`
}

/** POST of a row's Approve or Reject, or of "Approve selected" / "Reject selected". */
export async function cpdReviewAction(request: Request) {
  const admin = await requireAdmin(request)
  const submission = parseSubmission(await readFormData(request), { schema: CpdBulkReviewSchema })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? CPD_REVIEW_MESSAGES.reviewFailed
    return json({ message }, { status: 400 })
  }
  const { entryIds, expected, ...review } = submission.value
  const outcome = await reviewEntries({ id: admin.id, email: admin.email }, entryIds, review, { onlyPending: true, expected })
  if (!outcome.reviewed.length) {
    const message = outcome.changed
      ? CPD_REVIEW_MESSAGES.changed
      : outcome.skipped
        ? CPD_REVIEW_MESSAGES.alreadyReviewed
        : CPD_REVIEW_MESSAGES.notFound
    return json({ message }, { status: outcome.changed || outcome.skipped ? 409 : 404 })
  }
  const leftAlone = outcome.skipped + outcome.missing
  const notes = [
    outcome.changed
      ? `${outcome.changed} of the selected entries changed since you opened the page and ${outcome.changed === 1 ? 'was left as it was; please review it' : 'were left as they were; please review them'} again.`
      : '',
    leftAlone
      ? `${leftAlone} of the selected ${leftAlone === 1 ? 'entry had' : 'entries had'} already been reviewed or removed and ${leftAlone === 1 ? 'was' : 'were'} left as ${leftAlone === 1 ? 'it was' : 'they were'}.`
      : '',
  ].filter(Boolean)
  return redirectWithToast(ADMIN_CPD_PATH, {
    title: reviewedTitle(outcome.reviewed.length, review.status),
    description: notes.length ? notes.join(' ') : review.note ? 'The member will see your note on their dashboard.' : undefined,
  })
}
