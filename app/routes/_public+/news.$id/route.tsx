import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Badge } from '#app/components/public/badge.tsx'
import { paths } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { formatDate } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { createT, stringsOfError, Trans, useTranslation } from '#app/utils/i18n.ts'
import { MediaImage } from '#app/components/media-image.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { loadArticlePage } from './article.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadArticlePage(args)
}

/**
 * `t` of the 404 the loader threw, which carries the page's strings (the loader's data is missing); null
 * for an error without them (a 405 to a refused post).
 */
function notFoundTranslation(error: unknown) {
  const found = stringsOfError(error)
  return found ? createT(found.strings, found.locale, 'news') : null
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location, matches }) => {
  if (!data) {
    const t = notFoundTranslation(error)
    return [
      { title: t ? `${t('article.notFound.title')} | ${site.shortName}` : site.shortName },
      { name: 'robots', content: 'noindex' },
    ]
  }
  return pageMeta({
    title: data.article.title.text,
    description: data.article.excerpt.text,
    location,
    matches,
    type: 'article',
  })
}

export default function NewsArticle() {
  const { article } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('news')
  const paragraphs = article.content.text.split(/\n\s*\n/).filter((p) => p.trim())
  return (
    <article className="container-page py-12 sm:py-16">
      <p>
        <Link to={paths.news} className="link">
          {t('article.back')}
        </Link>
      </p>
      <header className="mt-6 max-w-3xl">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {article.featured ? <Badge className="bg-brand-700 text-white">{t('featured.badge')}</Badge> : null}
          <Badge lang={langOf(article.category, locale)} className="bg-slate-100 text-slate-800">
            {article.category.text}
          </Badge>
          <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
        </p>
        <h1 lang={langOf(article.title, locale)} className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {article.title.text}
        </h1>
        <p lang={langOf(article.excerpt, locale)} className="mt-3 text-lg text-slate-700">
          {article.excerpt.text}
        </p>
        <p className="mt-2 text-sm font-medium text-slate-800">{t('by', { author: article.author })}</p>
      </header>
      {article.image ? (
        <div className="mt-8 w-full max-w-3xl overflow-hidden rounded-xl border border-slate-200">
          <MediaImage image={article.image} sizes="(min-width: 800px) 768px, 100vw" priority className="w-full" />
        </div>
      ) : article.imageUrl ? (
        <img src={article.imageUrl} alt="" className="mt-8 w-full max-w-3xl rounded-xl border border-slate-200" />
      ) : null}
      <div lang={langOf(article.content, locale)} className="prose-page mt-8 max-w-3xl">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-10 max-w-3xl border-t border-slate-200 pt-6">
        <Trans
          text={t('article.subscribe')}
          components={{
            link: (words) => (
              <Link to={paths.newsletter} className="link">
                {words}
              </Link>
            ),
          }}
        />
      </p>
    </article>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = notFoundTranslation(error)
  if (!t) return <GeneralErrorBoundary error={error} />
  return (
    <GeneralErrorBoundary
      error={error}
      statusHandlers={{
        404: () => (
          <div className="container-page py-16 sm:py-24">
            <div className="mx-auto max-w-xl text-center">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('article.notFound.title')}</h1>
              <p className="mt-4 text-slate-700">{t('article.notFound.text')}</p>
              <p className="mt-6 flex flex-wrap justify-center gap-3">
                <Link to={paths.news} className="btn-primary">
                  {t('article.notFound.back')}
                </Link>
                <Link to={paths.home} className="btn-secondary">
                  {t('article.notFound.home')}
                </Link>
              </p>
            </div>
          </div>
        ),
      }}
    />
  )
}
