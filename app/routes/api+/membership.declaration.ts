import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { declarationStanding, declareRenewal } from '#app/services/cpd-audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { DeclarationSchema } from '#app/validation/cpd-audit.ts'

/**
 * GET /api/membership/declaration → `{ invoice, declaration, cpd, coverConfirmed, statementUrl }`: the
 * member's open renewal invoice (null: nothing to declare) and the declaration made on it.
 * POST `{ cpdTargetMet, cpdReason?, credentialsCurrent, credentialsReason? }` (each answer true/false or
 * "yes"/"no"; a reason with each "no") → 201 `{ declaration }`; 409 no open renewal invoice, or declared.
 * Until it is made, the member's own payment of a renewal invoice answers 409 (issue 36, item 5).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await declarationStanding(user))
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, DeclarationSchema)
  const result = await declareRenewal(user, input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ declaration: result.declaration }, { status: 201 })
}
