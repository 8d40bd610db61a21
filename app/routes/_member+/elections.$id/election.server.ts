import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { electionPaths } from '#app/config/election-paths.ts'
import { localizedField } from '#app/domain/locale.ts'
import { castBallot, ELECTION_MESSAGES, electionForMember } from '#app/services/elections.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { BallotSchema } from '#app/validation/elections.ts'

/**
 * /elections/{id} (issue 35, item 3): an election as a member sees it: what is elected, the window, the
 * candidates with their statements, where the member stands, and during the window the ballot (ticked
 * boxes, at most one a seat), a plain form that works without JavaScript. Its action is the service of
 * POST /api/elections/{id}/ballots.
 */
export async function loadElectionPage({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const found = await electionForMember(user, params.id ?? '')
  if (!found) throw json({ message: ELECTION_MESSAGES.notFound }, { status: 404 })
  const locale = await getLocale(request)
  const { election } = found
  return json(
    {
      election: {
        id: election.id,
        title: localizedField(election, 'title', locale),
        positions: localizedField(election, 'positions', locale),
        seats: election.seats,
        opensAt: election.opensAt,
        closesAt: election.closesAt,
        rollDate: election.rollDate,
      },
      phase: found.phase,
      standing: found.standing,
      mayNominate: found.mayNominate,
      candidates: found.candidates.map((c) => ({ id: c.id, name: c.name, statement: c.statement })),
      i18n: await routeStrings(request, ['elections.page', 'elections.phase', 'elections.standing']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

/** The ballot: the ticked `candidateIds`. Refused as the API refuses it, with its message above the form. */
export async function electionAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id ?? ''
  const submission = parseSubmission(await readFormData(request), { schema: BallotSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const outcome = await castBallot(user, id, submission.value)
  if (!outcome.ok) {
    if (outcome.status === 404) throw json({ message: outcome.message }, { status: 404 })
    return json(submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }), { status: outcome.status })
  }
  return redirectWithToast(electionPaths.page(id), { type: 'success', title: ELECTION_MESSAGES.ballotCast })
}
