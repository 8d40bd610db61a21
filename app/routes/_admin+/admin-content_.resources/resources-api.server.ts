import { accountActorOf } from '#app/services/audit.server.ts'
import { json } from '@remix-run/node'
import {
  documentOfMediaId,
  MEMBER_RESOURCE_ANSWERS,
  saveMemberResource,
  type ResourceDocument,
} from '#app/services/member-resources.server.ts'
import { apiError, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { MEMBER_RESOURCE_MESSAGES, MemberResourceSchema } from '#app/validation/member-resource.ts'

/**
 * The JSON doors of member resources (api.admin.resources.ts, api.admin.resources.$id.ts): the schema of
 * the admin form, then the document's `documentId` (a PDF the administrator uploaded with POST /api/media
 * for `member-resource`; left out on a PUT, the resource keeps its own), then the same service.
 */

const NO_STORE = { 'cache-control': 'private, no-store' }

interface ApiStaff {
  id: string
  isAdmin: boolean
  roles?: readonly string[] | null
  email: string
}

/** POST (id null: 201) or PUT (200) of a whole resource; 400 with `fieldErrors` for bad input, 404 for an unknown id. */
export async function saveResourceFromJson(request: Request, user: ApiStaff, id: string | null) {
  const body = await readJsonObject(request)
  const input = await validateJsonBody(body, MemberResourceSchema)
  const staff = accountActorOf(user)
  let document: ResourceDocument | undefined
  if (input.kind === 'document' && 'documentId' in body) {
    const found = await documentOfMediaId(staff, body.documentId)
    if (found === 'invalid') return apiError(400, MEMBER_RESOURCE_MESSAGES.documentIdInvalid, { documentId: [MEMBER_RESOURCE_MESSAGES.documentIdInvalid] })
    document = found
  }
  const outcome = await saveMemberResource(staff, id, input, document)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.fieldErrors && { documentId: outcome.fieldErrors.document ?? [] })
  return json({ resource: outcome.resource }, { status: id === null ? 201 : 200, headers: NO_STORE })
}

export const notFoundAnswer = () => apiError(404, MEMBER_RESOURCE_ANSWERS.notFound)
