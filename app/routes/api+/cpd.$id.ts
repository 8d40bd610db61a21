import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { changeMemberCpdEntry, getMemberCpdEntry, removeMemberCpdEntry } from '#app/services/cpd.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CPD_MESSAGES, CpdEntrySchema } from '#app/validation/cpd.ts'
import { message } from '#app/validation/messages.ts'

/** GET /api/cpd/{id} → one of the member's own entries; another member's, a deleted one and a malformed id all answer the same 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const entry = await getMemberCpdEntry(params.id ?? '', user.id)
  return entry ? json(entry) : apiError(404, CPD_MESSAGES.notFound)
}

/**
 * PUT /api/cpd/{id} → the updated entry (a changed entry goes back to 'pending'); DELETE → 200
 * `{ message: message('messages:cpd.deleted') }`, its evidence file deleted with it, as the dashboard's
 * form does (one service: services/cpd.server.ts). An attended event's entry: 403.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PUT', 'DELETE'])
  const user = await requireApiUser(request)
  const id = params.id ?? ''
  if (request.method === 'DELETE') {
    const removed = await removeMemberCpdEntry(user, id)
    return removed.ok ? json({ message: message('messages:cpd.deleted') }) : apiError(removed.status, removed.message)
  }
  // The entry first, then the body: a missing or read-only entry is said before what was sent is judged.
  const entry = await getMemberCpdEntry(id, user.id)
  if (!entry) return apiError(404, CPD_MESSAGES.notFound)
  if (entry.eventId) return apiError(403, message('messages:events.cpdReadOnly'))
  const content = await parseJsonBody(request, CpdEntrySchema)
  const changed = await changeMemberCpdEntry(user, id, content)
  return changed.ok ? json(changed.entry) : apiError(changed.status, changed.message)
}
