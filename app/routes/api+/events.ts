import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { contentCollectionApi } from '#app/routes/_admin+/admin-content/content-api.server.ts'
import { listEventsForApi } from '#app/services/events.server.ts'
import { getUser } from '#app/utils/auth.server.ts'

/**
 * GET: events on show, newest first, each with `id`, and (issue 20) `startsAt`, `endsAt` (ISO),
 * `cpdHours`, `category`, `priceMember`, `priceNonMember`, `capacity`, `seatsLeft`,
 * `registrationDeadline`, `provider`. Never cached, so changes show at once. An online event's
 * `meetingLink` is for those registered (issue 33): only the content staff who write it read it here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await listEventsForApi(await getUser(request)), { headers: { 'cache-control': 'no-store' } })
}

/** POST: admins add an item (201 and the item); 400 `{ message, fieldErrors }`, 401, 403. */
export async function action({ request }: ActionFunctionArgs) {
  return contentCollectionApi('events', request)
}
