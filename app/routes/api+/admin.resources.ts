import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { listMemberResourcesForAdmin } from '#app/services/member-resources.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { saveResourceFromJson } from '#app/routes/_admin+/admin-content_.resources/resources-api.server.ts'

/** GET /api/admin/resources (the 'content' area) → `{ resources }`: every member resource, drafts included, in order. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'content')
  return json({ resources: await listMemberResourcesForAdmin() }, { headers: { 'cache-control': 'private, no-store' } })
}

/**
 * POST { kind, title, titleMs?, description?, descriptionMs?, category?, categoryMs?, url?, documentId?,
 * published?, sortOrder? } → 201 `{ resource }`. A document's `documentId` is a PDF uploaded with
 * POST /api/media (`purpose=member-resource`); a link's `url` is https. Left out, `published` is false.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiAdmin(request, 'content')
  return saveResourceFromJson(request, user, null)
}
