import { ADMIN_FRAME_STRINGS, fixedT, getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { listEntriesAwaitingReview, reviewEntries } from '#app/services/cpd-review.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CPD_REVIEW_MAX_ENTRIES, CpdBulkReviewSchema } from '#app/validation/admin-cpd.ts'
import { CPD_REVIEW_MESSAGES, MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { auditActorOf } from '#app/services/audit.server.ts'

/** The server side of /admin/cpd: the entries waiting for a review, and the review of one or many. */

export async function loadAdminCpdPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  return json({
    ...(await listEntriesAwaitingReview(CPD_REVIEW_MAX_ENTRIES)),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.cpd', 'cpd.hours']),
  })
}

function reviewedTitle(count: number, status: 'approved' | 'rejected') {
  return message(status === 'approved' ? 'messages:review.approved' : 'messages:review.rejected', { count })
}

/** POST of a row's Approve or Reject, or of "Approve selected" / "Reject selected". */
export async function cpdReviewAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'cpd')
  const submission = parseSubmission(await readFormData(request), { schema: CpdBulkReviewSchema })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? CPD_REVIEW_MESSAGES.reviewFailed
    return json({ message }, { status: 400 })
  }
  const { entryIds, expected, ...review } = submission.value
  const outcome = await reviewEntries(auditActorOf(admin), entryIds, review, { onlyPending: true, expected })
  if (!outcome.reviewed.length) {
    const message = outcome.own
      ? MEMBER_ACCOUNT_MESSAGES.ownRecord
      : outcome.changed
        ? CPD_REVIEW_MESSAGES.changed
        : outcome.skipped
          ? CPD_REVIEW_MESSAGES.alreadyReviewed
          : CPD_REVIEW_MESSAGES.notFound
    return json({ message }, { status: outcome.own ? 403 : outcome.changed || outcome.skipped ? 409 : 404 })
  }
  const leftAlone = outcome.skipped + outcome.missing
  // Said in the reviewer's language here: the toast joins the two notes, which no later lookup could match.
  const t = fixedT(await getLocale(request), 'messages')
  const notes = [
    outcome.changed ? t('review.changedSome', { count: outcome.changed }) : '',
    leftAlone ? t('review.leftAlone', { count: leftAlone }) : '',
    outcome.own ? t('review.ownLeft', { count: outcome.own }) : '',
  ].filter(Boolean)
  return redirectWithToast(adminPaths.cpd, {
    title: reviewedTitle(outcome.reviewed.length, review.status),
    description: notes.length ? notes.join(' ') : review.note ? message('messages:review.noteShown') : undefined,
  })
}
