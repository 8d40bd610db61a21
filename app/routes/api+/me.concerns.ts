import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { myConcerns } from '#app/services/concern-cases.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/me/concerns → `{ items: [{ id, reference, status, putToPractitioner, responseDue, decidedOn, outcome,
 * appealDeadline, mayRespond, mayAppeal, documents, responses, … }] }`: the concerns the conduct officer put
 * to the signed-in member (issue 36). Who raised one is never said.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json({ items: await myConcerns(user) })
}

export const action = () => methodNotAllowed(['GET'])
