import { json, type ActionFunctionArgs } from '@remix-run/node'
import { addConcernNote } from '#app/services/concern-cases.server.ts'
import { ConcernNoteSchema } from '#app/validation/concern.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/admin/concerns/{id}/notes `{ text }`: a note on the timeline, private to the conduct officers → 200; 400, 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const { text } = await parseJsonBody(request, ConcernNoteSchema)
  const result = await addConcernNote(actor, params.id ?? '', text)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: { id: result.concern.id, reference: result.concern.reference, status: result.concern.status } })
}
