import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getActiveNewsArticle } from '#app/services/published-content.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { contentItemApi } from '#app/routes/_admin+/admin-content/content-api.server.ts'

/** GET: one published article, or 404 for a missing, unpublished or malformed id. */
export async function loader({ params }: LoaderFunctionArgs) {
  const article = await getActiveNewsArticle(params.id ?? '')
  if (!article) return apiError(404, message('messages:public.articleNotFound'))
  return json(article, { headers: { 'cache-control': 'no-store' } })
}

/** PUT: admins replace the article (200 and the article); DELETE: admins delete it (200 `{ message }`). 400, 401, 403, 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  return contentItemApi('news', request, params.id)
}
