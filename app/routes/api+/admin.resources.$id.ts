import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { notFoundAnswer, saveResourceFromJson } from '#app/routes/_admin+/admin-content_.resources/resources-api.server.ts'
import { deleteMemberResource, getMemberResourceForAdmin, MEMBER_RESOURCE_ANSWERS, setMemberResourcePublished } from '#app/services/member-resources.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MemberResourcePublishSchema } from '#app/validation/member-resource.ts'

/** GET /api/admin/resources/{id} → `{ resource }`, drafts included; 404 for an unknown id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'content')
  const resource = await getMemberResourceForAdmin(params.id ?? '')
  if (!resource) return notFoundAnswer()
  return json({ resource }, { headers: { 'cache-control': 'private, no-store' } })
}

/**
 * PUT: the whole resource, as POST /api/admin/resources takes it → `{ resource }`. PATCH `{ published }`:
 * publish or unpublish → `{ resource, message }`. DELETE → `{ message }` (its PDF goes too). 404 for an unknown id.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE'])
  const user = await requireApiAdmin(request, 'content')
  const id = params.id ?? ''
  const staff = { id: user.id, isAdmin: user.isAdmin, roles: user.roles, email: user.email }
  if (request.method === 'DELETE') {
    return (await deleteMemberResource(staff, id)) ? json({ message: MEMBER_RESOURCE_ANSWERS.deleted }) : notFoundAnswer()
  }
  if (request.method === 'PATCH') {
    const { published } = await parseJsonBody(request, MemberResourcePublishSchema)
    const resource = await setMemberResourcePublished(staff, id, published)
    if (!resource) return notFoundAnswer()
    return json({ resource, message: published ? MEMBER_RESOURCE_ANSWERS.published : MEMBER_RESOURCE_ANSWERS.unpublished })
  }
  return saveResourceFromJson(request, user, id)
}
