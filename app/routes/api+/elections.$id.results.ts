import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { electionResults } from '#app/services/elections.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/elections/{id}/results: 403 to everyone, administrators too, until the window closes (409
 * while the paper ballots are counted); then `{ ballots, results: [{ candidateId, name, votes, elected }] }`,
 * most votes first, ties broken by the election's rule.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiUser(request)
  const outcome = await electionResults(params.id ?? '')
  if (!outcome.ok) return apiError(outcome.status, outcome.message)
  return json({ ballots: outcome.ballots, results: outcome.results }, { headers: { 'cache-control': 'private, no-store' } })
}
