import { json } from '@remix-run/node'
import { listActiveNewsArticles } from '#app/models/news-article.server.ts'

/** GET: published news articles on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveNewsArticles(), { headers: { 'cache-control': 'no-store' } })
}
