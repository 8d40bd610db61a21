import { json, type ActionFunctionArgs } from '@remix-run/node'
import { listActiveTrainingProgrammes } from '#app/services/published-content.server.ts'
import { contentCollectionApi } from '#app/routes/_admin+/admin-content/content-api.server.ts'

/** GET: training programmes on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveTrainingProgrammes(), { headers: { 'cache-control': 'no-store' } })
}

/** POST: admins add an item (201 and the item); 400 `{ message, fieldErrors }`, 401, 403. */
export async function action({ request }: ActionFunctionArgs) {
  return contentCollectionApi('training', request)
}
