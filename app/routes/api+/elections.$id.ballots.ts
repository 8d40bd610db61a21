import { json, type ActionFunctionArgs } from '@remix-run/node'
import { castBallot, ELECTION_MESSAGES } from '#app/services/elections.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { BallotSchema } from '#app/validation/elections.ts'

/**
 * POST /api/elections/{id}/ballots `{ candidateIds: [...] }` (at most the election's seats) → 201 once;
 * 409 a second ballot or outside the window; 403 a member not on the roll; 400 too many or unknown
 * candidates; 404 no such election. The ballot is stored apart from the record of who voted (decision 037).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, BallotSchema)
  const outcome = await castBallot(user, params.id ?? '', input)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined)
  return json({ message: ELECTION_MESSAGES.ballotCast }, { status: 201, headers: { 'cache-control': 'private, no-store' } })
}

export const loader = () => methodNotAllowed(['POST'])
