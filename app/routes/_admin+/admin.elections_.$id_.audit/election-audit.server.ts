import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { ELECTION_MESSAGES, electionAudit } from '#app/services/elections.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'

/**
 * /admin/elections/{id}/audit (issue 35, item 3): the auditor's view: the roll by name with who of it
 * voted and how, the ballots in the box beside the records of who voted, and the tally once voting has
 * closed. Never who voted for whom: nothing stored could say it.
 */
export async function loadElectionAuditPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'elections')
  const audit = await electionAudit(params.id ?? '')
  if (!audit) throw json({ message: ELECTION_MESSAGES.notFound }, { status: 404 })
  return json({
    election: { id: audit.election.id, title: audit.election.title, rollDate: audit.election.rollDate, seats: audit.election.seats },
    phase: audit.phase,
    roll: audit.roll,
    voters: audit.voters,
    ballots: audit.ballots,
    lostBallots: audit.lostBallots,
    results: audit.results,
    resultsWaiting: audit.resultsWaiting,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'elections.audit', 'elections.results', 'elections.phase']),
  })
}
