import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { listNominationsForAdmin } from '#app/services/election-nominations.server.ts'
import { addPaperCandidate, ELECTION_MESSAGES, electionForAdmin, recordPaperCount, recordPaperVote } from '#app/services/elections.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PAPER_CANDIDATE_CONSTRAINT, PAPER_VOTER_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { PaperCandidateSchema, PaperCountSchema, PaperVoterSchema } from '#app/validation/elections.ts'

/**
 * /admin/elections/{id} (issue 35, item 3): the returning officer's page: the candidates (and those
 * nominated on paper, entered here until voting opens), the members' nominations and who of the three
 * confirmed, the members who voted on paper at the meeting (recorded one by one, never one who voted
 * online) and the paper ballots' count, entered once.
 */
export async function loadAdminElectionPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'elections')
  const found = await electionForAdmin(params.id ?? '')
  if (!found) throw json({ message: ELECTION_MESSAGES.notFound }, { status: 404 })
  return json({
    ...found,
    nominations: await listNominationsForAdmin(found.election.id),
    constraints: { candidate: PAPER_CANDIDATE_CONSTRAINT, voter: PAPER_VOTER_CONSTRAINT },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'elections.admin', 'elections.officer', 'elections.phase']),
  })
}

const INTENTS = ['add-candidate', 'paper-voter', 'paper-count'] as const

/** POST `intent=add-candidate` (membershipId, statement), `intent=paper-voter` (membershipId) or `intent=paper-count` (ballots, votes.<candidate id>). */
export async function adminElectionAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'elections')
  const id = params.id ?? ''
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  const actor = auditActorOf(admin)
  const which = INTENTS.find((name) => name === intent) ?? 'add-candidate'
  const schema = which === 'add-candidate' ? PaperCandidateSchema : which === 'paper-voter' ? PaperVoterSchema : PaperCountSchema
  const submission = parseSubmission(formData, { schema })
  if (submission.status !== 'success') return json({ ...submission.reply(), intent: which }, { status: 400 })
  const value = submission.value as Record<string, unknown>
  const outcome =
    which === 'add-candidate'
      ? await addPaperCandidate(actor, id, { membershipId: String(value.membershipId) }, String(value.statement ?? ''))
      : which === 'paper-voter'
        ? await recordPaperVote(actor, id, String(value.membershipId))
        : await recordPaperCount(actor, id, value as Parameters<typeof recordPaperCount>[2])
  if (!outcome.ok) {
    if (outcome.status === 404 && !outcome.field) throw json({ message: outcome.message }, { status: 404 })
    const reply = submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] })
    return json({ ...reply, intent: which }, { status: outcome.status })
  }
  return redirectWithToast(governancePaths.election(id), { type: 'success', title: 'candidate' in outcome ? ELECTION_MESSAGES.candidateAdded : outcome.message })
}
