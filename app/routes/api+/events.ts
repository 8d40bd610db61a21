import { json, type ActionFunctionArgs } from '@remix-run/node'
import { contentCollectionApi } from '#app/routes/_admin+/admin-content/content-api.server.ts'
import { listEventsForApi } from '#app/services/events.server.ts'

/**
 * GET: events on show, newest first, each with `id`, and (issue 20) `startsAt`, `endsAt` (ISO),
 * `cpdHours`, `category`, `priceMember`, `priceNonMember`, `capacity`, `seatsLeft`,
 * `registrationDeadline`, `provider`. Never cached, so changes show at once.
 */
export async function loader() {
  return json(await listEventsForApi(), { headers: { 'cache-control': 'no-store' } })
}

/** POST: admins add an item (201 and the item); 400 `{ message, fieldErrors }`, 401, 403. */
export async function action({ request }: ActionFunctionArgs) {
  return contentCollectionApi('events', request)
}
