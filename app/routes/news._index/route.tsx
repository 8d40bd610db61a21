import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Badge, EventTypeBadge } from '#app/components/public/badge.tsx'
import { NewsletterForm } from '#app/components/public/newsletter-form.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { formatDate } from '#app/domain/dates.ts'
import { paths } from '#app/config/paths.ts'
import { loadNewsPage, newsletterAction } from './news.server.ts'

export async function loader() {
  return loadNewsPage()
}

export async function action(args: ActionFunctionArgs) {
  return newsletterAction(args)
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'News & Events',
    description:
      'News from the association, upcoming conferences, training and outreach events, photo galleries and our newsletter.',
    location,
    matches,
  })

export default function News() {
  const { featured, latest, events, galleries } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero eyebrow="News & Events" title="News and events">
        <p>Announcements, stories from our members, upcoming events and photos from the life of the association.</p>
      </PageHero>

      {featured.length ? (
        <PageSection id="featured" title="Featured news">
          <ul className="space-y-6">
            {featured.map((article) => (
              <li key={article.id} className="card border-l-4 border-l-brand-700">
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge className="bg-brand-700 text-white">Featured</Badge>
                  <Badge className="bg-slate-100 text-slate-800">{article.category}</Badge>
                  <time dateTime={article.date}>{formatDate(article.date)}</time>
                </p>
                <h3 className="mt-3 text-2xl font-semibold text-slate-900">{article.title}</h3>
                <p className="mt-2 text-slate-700">{article.excerpt}</p>
                <p className="mt-2 text-sm text-slate-700">By {article.author}</p>
                <Link to={paths.newsArticle(article.id)} className="btn-primary mt-4">
                  Read Full Article<span className="sr-only">: {article.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <PageSection id="latest" title="Latest articles" muted={featured.length > 0}>
        {latest.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((article) => (
              <li key={article.id} className="card flex flex-col">
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge className="bg-slate-100 text-slate-800">{article.category}</Badge>
                  <time dateTime={article.date}>{formatDate(article.date)}</time>
                </p>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{article.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{article.excerpt}</p>
                <Link to={paths.newsArticle(article.id)} className="link mt-4">
                  Read More<span className="sr-only">: {article.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">There are no other articles at the moment. Please check back soon.</p>
        )}
      </PageSection>

      <PageSection id="events" title="Upcoming events" muted={featured.length === 0}>
        {events.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {events.map((event) => (
              <li key={event.id} className="card">
                <EventTypeBadge type={event.type} />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{event.title}</h3>
                <p className="mt-1 text-sm font-medium text-slate-800">
                  {event.date} · {event.location}
                </p>
                {event.description ? <p className="mt-2 text-slate-700">{event.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">No events are scheduled just now. Subscribe below to hear about the next one.</p>
        )}
        <p className="mt-6 text-slate-700">
          Looking for workshops and CPD?{' '}
          <Link to={paths.training} className="link">
            See our training calendar
          </Link>
          .
        </p>
      </PageSection>

      <PageSection id="galleries" title="Photo galleries" muted={featured.length > 0}>
        {galleries.length ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {galleries.map((gallery) => (
              <li key={gallery.id} className="card">
                <p className="text-sm text-slate-700">
                  {gallery.date} · {gallery.images} photo{gallery.images === 1 ? '' : 's'}
                </p>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">{gallery.title}</h3>
                <p className="mt-2 text-slate-700">{gallery.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">Photo galleries will appear here after our next events.</p>
        )}
      </PageSection>

      <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-brand-900 text-white">
        <div className="container-page py-12">
          <h2 id="newsletter-heading" className="text-2xl font-bold">
            Subscribe to our newsletter
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">
            News, events and training dates, a few times a year. We never share your address, and every issue has a link
            to unsubscribe.
          </p>
          <NewsletterForm />
        </div>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
