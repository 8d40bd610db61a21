import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { deleteCpdEntryForUser, getCpdEntryForUser, updateCpdEntryForUser } from '#app/models/cpd-entry.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CPD_MESSAGES, CpdEntrySchema } from '#app/validation/cpd.ts'

/** Another member's entry, a deleted one and a malformed id all answer the same 404. */
const notFound = () => apiError(404, CPD_MESSAGES.notFound)

/** GET /api/cpd/{id} → one of the member's own entries. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const entry = await getCpdEntryForUser(params.id ?? '', user.id)
  return entry ? json(entry) : notFound()
}

/**
 * PUT /api/cpd/{id} → the updated entry (a changed entry goes back to 'pending'); DELETE → 200
 * `{ message: message('messages:cpd.deleted') }`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PUT', 'DELETE'])
  const user = await requireApiUser(request)
  const id = params.id ?? ''
  const entry = await getCpdEntryForUser(id, user.id)
  // An attended event's entry (issue 20) is read-only for the member.
  if (entry?.eventId) return apiError(403, message('messages:events.cpdReadOnly'))
  if (request.method === 'DELETE') {
    return (await deleteCpdEntryForUser(id, user.id)) ? json({ message: message('messages:cpd.deleted') }) : notFound()
  }
  if (!entry) return notFound()
  const content = await parseJsonBody(request, CpdEntrySchema)
  const updated = await updateCpdEntryForUser(id, user.id, content)
  return updated ? json(updated) : notFound()
}
