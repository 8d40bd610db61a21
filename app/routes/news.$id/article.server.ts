import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getActiveNewsArticle } from '#app/models/news-article.server.ts'

export async function loadArticlePage({ params }: LoaderFunctionArgs) {
  const article = await getActiveNewsArticle(params.id ?? '')
  if (!article) throw json({ message: 'Article not found' }, { status: 404 })
  const { id, title, excerpt, content, date, author, category, imageUrl, featured } = article
  return json({ article: { id, title, excerpt, content, date, author, category, imageUrl, featured } })
}
