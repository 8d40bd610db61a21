import { message } from '#app/validation/messages.ts'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localizedField } from '#app/domain/locale.ts'
import { imageWithAlt, type StoredImageFields } from '#app/domain/media.ts'
import { getActiveNewsArticle } from '#app/services/published-content.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/**
 * One article in the page's language where it is written, English otherwise. A missing one is a 404
 * that carries the page's strings, so that its message is in that language too.
 */
export async function loadArticlePage({ request, params }: LoaderFunctionArgs) {
  const [article, locale] = await Promise.all([getActiveNewsArticle(params.id ?? ''), getLocale(request)])
  const i18n = pageStrings(locale, ['news'])
  if (!article) throw json({ message: message('messages:public.articleNotFound'), locale, i18n }, { status: 404 })
  const title = localizedField(article, 'title', locale)
  const excerpt = localizedField(article, 'excerpt', locale)
  // The body: the Malay one where written, else the English one; an article with none shows its excerpt.
  const content = localizedField(article, 'content', locale)
  return json({
    article: {
      id: article.id,
      title,
      excerpt,
      content: content.text ? content : excerpt,
      category: localizedField(article, 'category', locale),
      date: article.date,
      author: article.author,
      imageUrl: article.imageUrl,
      image: imageWithAlt(article.image as StoredImageFields | null, localizedField(article, 'imageAlt', locale).text),
      featured: article.featured,
    },
    i18n,
  })
}
