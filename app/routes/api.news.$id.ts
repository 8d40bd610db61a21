import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getActiveNewsArticle } from '#app/models/news-article.server.ts'
import { apiError } from '#app/utils/api.server.ts'

/** GET: one published article, or 404 for a missing, unpublished or malformed id. */
export async function loader({ params }: LoaderFunctionArgs) {
  const article = await getActiveNewsArticle(params.id ?? '')
  if (!article) return apiError(404, 'Article not found')
  return json(article, { headers: { 'cache-control': 'no-store' } })
}
