import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createElection, ELECTION_MESSAGES, listElectionsWithPhase } from '#app/services/elections.server.ts'
import { listMeetingsForAdmin } from '#app/services/meetings.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { ELECTION_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { ElectionSchema } from '#app/validation/elections.ts'

/** /admin/elections (issue 35, item 3): the elections, and the form that calls one (the service of POST /api/admin/elections). */
export async function loadAdminElectionsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'elections')
  const meetings = await listMeetingsForAdmin()
  return json({
    // The general meetings an election may be held at (issue 35): those not cancelled, the latest first.
    meetings: meetings.filter((m) => !m.cancelledAt).map(({ id, title, startsAt }) => ({ id, title, startsAt })),
    elections: (await listElectionsWithPhase()).map(({ id, title, seats, opensAt, closesAt, rollDate, phase }) => ({ id, title, seats, opensAt, closesAt, rollDate, phase })),
    constraint: ELECTION_CONSTRAINT,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'elections.admin', 'elections.phase']),
  })
}

export async function adminElectionsAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'elections')
  const submission = parseSubmission(await readFormData(request), { schema: ElectionSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const election = await createElection(auditActorOf(admin), submission.value)
  return redirectWithToast(governancePaths.election(election.id), { type: 'success', title: ELECTION_MESSAGES.created })
}
