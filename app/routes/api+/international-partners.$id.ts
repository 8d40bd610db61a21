import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { contentItemApi, contentItemApiLoader } from '#app/routes/_admin+/admin-content/content-api.server.ts'

/** GET: one item on show, public; 404 for one taken down, a missing or a malformed id. */
export async function loader({ params }: LoaderFunctionArgs) {
  return contentItemApiLoader('international-partners', params.id)
}

/** PUT: admins replace the item (200 and the item); DELETE: admins delete it (200 `{ message }`). 400, 401, 403, 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  return contentItemApi('international-partners', request, params.id)
}
