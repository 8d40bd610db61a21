import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localizedField } from '#app/domain/locale.ts'
import { ELECTION_MESSAGES, electionResults, getElection } from '#app/services/elections.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'

/**
 * /elections/{id}/results (issue 35, item 3): the results for members once voting has closed (and the
 * paper ballots are counted); until then the page says when (GET /api/elections/{id}/results answers 403).
 */
export async function loadResultsPage({ request, params }: LoaderFunctionArgs) {
  await requireUser(request)
  const election = await getElection(params.id ?? '')
  if (!election) throw json({ message: ELECTION_MESSAGES.notFound }, { status: 404 })
  const [outcome, locale] = await Promise.all([electionResults(election.id), getLocale(request)])
  return json(
    {
      election: { id: election.id, title: localizedField(election, 'title', locale), seats: election.seats, closesAt: election.closesAt },
      results: outcome.ok ? { ballots: outcome.ballots, online: outcome.online, paper: outcome.paper, lines: outcome.results, tieBroken: outcome.tieBroken } : null,
      // Not yet: before the window closes, or while the paper ballots are counted.
      waiting: outcome.ok ? null : outcome.status === 409 ? ('paper' as const) : ('closing' as const),
      i18n: await routeStrings(request, ['elections.results']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
