import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Badge } from '#app/components/public/badge.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { formatDate } from '#app/domain/dates.ts'
import { paths } from '#app/config/paths.ts'
import { loadArticlePage } from './article.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadArticlePage(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) {
    return [{ title: 'Article not found | EMPAM' }, { name: 'robots', content: 'noindex' }]
  }
  return pageMeta({
    title: data.article.title,
    description: data.article.excerpt,
    location,
    matches,
    type: 'article',
  })
}

export default function NewsArticle() {
  const { article } = useLoaderData<typeof loader>()
  const paragraphs = (article.content || article.excerpt).split(/\n\s*\n/).filter((p) => p.trim())
  return (
    <article className="container-page py-12 sm:py-16">
      <p>
        <Link to={paths.news} className="link">
          ← Back to News & Events
        </Link>
      </p>
      <header className="mt-6 max-w-3xl">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {article.featured ? <Badge className="bg-brand-700 text-white">Featured</Badge> : null}
          <Badge className="bg-slate-100 text-slate-800">{article.category}</Badge>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{article.excerpt}</p>
        <p className="mt-2 text-sm font-medium text-slate-800">By {article.author}</p>
      </header>
      {article.imageUrl ? (
        <img src={article.imageUrl} alt="" className="mt-8 w-full max-w-3xl rounded-xl border border-slate-200" />
      ) : null}
      <div className="prose-page mt-8 max-w-3xl">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-10 max-w-3xl border-t border-slate-200 pt-6">
        <Link to={paths.newsletter} className="link">
          Subscribe to our newsletter
        </Link>{' '}
        to hear about new articles and events.
      </p>
    </article>
  )
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{
        404: () => (
          <div className="container-page py-16 sm:py-24">
            <div className="mx-auto max-w-xl text-center">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Article not found</h1>
              <p className="mt-4 text-slate-700">
                The article you’re looking for doesn’t exist or is no longer published.
              </p>
              <p className="mt-6 flex flex-wrap justify-center gap-3">
                <Link to={paths.news} className="btn-primary">
                  Back to News & Events
                </Link>
                <Link to={paths.home} className="btn-secondary">
                  Return Home
                </Link>
              </p>
            </div>
          </div>
        ),
      }}
    />
  )
}
