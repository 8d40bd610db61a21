import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { createCpdEntryForUser, listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CpdEntrySchema } from '#app/validation/cpd.ts'

/** GET /api/cpd → the signed-in member's entries, newest date first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await listCpdEntriesForUser(user.id))
}

/** POST /api/cpd → 201 and the new entry, always 'pending' (a `status` in the body is ignored). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const content = await parseJsonBody(request, CpdEntrySchema)
  return json(await createCpdEntryForUser(user.id, content), { status: 201 })
}
