import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { addCpdEntry } from '#app/services/cpd-entries.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CpdEntrySchema } from '#app/validation/cpd.ts'

/** GET /api/cpd → the signed-in member's entries, newest date first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await listCpdEntriesForUser(user.id))
}

/**
 * POST /api/cpd → 201 and the new entry, always 'pending' (a `status` in the body is ignored); 429 past
 * 200 new entries in a day, 409 past 1,000 dated in one CPD year (services/cpd-entries.server.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const content = await parseJsonBody(request, CpdEntrySchema)
  const added = await addCpdEntry(user.id, content)
  if (!added.ok) {
    return apiError(added.status, added.message, undefined, added.retryAfterSeconds ? { headers: { 'Retry-After': String(added.retryAfterSeconds) } } : undefined)
  }
  return json(added.entry, { status: 201 })
}
