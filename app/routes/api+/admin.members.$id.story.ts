import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { memberStory } from '#app/services/member-story.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * GET /api/admin/members/{id}/story → `{ member, items: [{ at, kind, values, text?, href? }] }`: a
 * member's whole story in time order, oldest first (issue 33, item 4); 404 no such account.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'members')
  const story = await memberStory(params.id ?? '')
  if (!story) return apiError(404, MEMBERSHIP_MESSAGES.memberNotFound)
  return json(story)
}

export const action = () => methodNotAllowed(['GET'])
