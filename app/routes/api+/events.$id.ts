import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { contentItemApi } from '#app/routes/_admin+/admin-content/content-api.server.ts'
import { EVENT_MESSAGES_OUT, getEventForApi } from '#app/services/events.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { getUser } from '#app/utils/auth.server.ts'

/**
 * GET: one item on show, public, with `seatsLeft`; 404 for one taken down, a missing or a malformed id.
 * `meetingLink` only for the content staff who write it (issue 33: it is for those registered).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const event = await getEventForApi(params.id ?? '', await getUser(request))
  return event ? json(event, { headers: { 'cache-control': 'no-store' } }) : apiError(404, EVENT_MESSAGES_OUT.notFound)
}

/** PUT: admins replace the item (200 and the item); DELETE: admins delete it (200 `{ message }`). 400, 401, 403, 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  return contentItemApi('events', request, params.id)
}
