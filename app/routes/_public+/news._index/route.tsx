import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Badge, EventTypeBadge } from '#app/components/public/badge.tsx'
import { EventCards } from '#app/components/events/event-cards.tsx'
import { LocalizedText } from '#app/components/public/localized-text.tsx'
import { NewsletterForm } from '#app/components/public/newsletter-form.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { MediaImage } from '#app/components/media-image.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { paths } from '#app/config/paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadNewsPage, newsletterAction } from './news.server.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: its form shows that it is sending with a few lines of plain script. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadNewsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return newsletterAction(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('news', args)

export default function News() {
  const { featured, latest, events, datedEvents, galleries, newsletterConstraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('news')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{t('hero.intro')}</p>
      </PageHero>

      {featured.length ? (
        <PageSection id="featured" title={t('featured.title')}>
          <ul className="space-y-6">
            {featured.map((article) => (
              <li key={article.id} className="card border-l-4 border-l-brand-700">
                {article.image ? (
                  <div className="-mx-6 -mt-6 mb-4 overflow-hidden sm:rounded-tr-xl">
                    <MediaImage image={article.image} sizes="(min-width: 1024px) 960px, 100vw" decorative className="max-h-80 w-full object-cover" />
                  </div>
                ) : null}
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge className="bg-brand-700 text-white">{t('featured.badge')}</Badge>
                  <Badge lang={langOf(article.category, locale)} className="bg-slate-100 text-slate-800">
                    {article.category.text}
                  </Badge>
                  <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
                </p>
                <h3 lang={langOf(article.title, locale)} className="mt-3 text-2xl font-semibold text-slate-900">
                  {article.title.text}
                </h3>
                <p lang={langOf(article.excerpt, locale)} className="mt-2 text-slate-700">
                  {article.excerpt.text}
                </p>
                <p className="mt-2 text-sm text-slate-700">{t('by', { author: article.author })}</p>
                <Link to={paths.newsArticle(article.id)} className="btn-primary mt-4">
                  {t('featured.readFull')}
                  <span className="sr-only" lang={langOf(article.title, locale)}>
                    : {article.title.text}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <PageSection id="latest" title={t('latest.title')} muted={featured.length > 0}>
        {latest.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((article) => (
              <li key={article.id} className="card flex flex-col">
                {article.image ? (
                  <div className="-mx-6 -mt-6 mb-4 overflow-hidden rounded-t-xl">
                    <MediaImage image={article.image} sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw" decorative className="aspect-[8/5] w-full object-cover" />
                  </div>
                ) : null}
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge lang={langOf(article.category, locale)} className="bg-slate-100 text-slate-800">
                    {article.category.text}
                  </Badge>
                  <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
                </p>
                <h3 lang={langOf(article.title, locale)} className="mt-3 text-lg font-semibold text-slate-900">
                  {article.title.text}
                </h3>
                <p lang={langOf(article.excerpt, locale)} className="mt-2 flex-1 text-slate-700">
                  {article.excerpt.text}
                </p>
                <Link to={paths.newsArticle(article.id)} className="link-tap mt-2 self-start">
                  {t('latest.readMore')}
                  <span className="sr-only" lang={langOf(article.title, locale)}>
                    : {article.title.text}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('latest.empty')}</p>
        )}
      </PageSection>

      <PageSection id="events" title={t('events.title')} muted={featured.length === 0}>
        {datedEvents.upcoming.length ? <EventCards events={datedEvents.upcoming} /> : null}
        {events.length ? (
          <ul className={`grid gap-6 md:grid-cols-2${datedEvents.upcoming.length ? ' mt-6' : ''}`}>
            {events.map((event) => (
              <li key={event.id} className="card">
                <EventTypeBadge type={event.type} />
                <h3 lang={langOf(event.title, locale)} className="mt-3 text-lg font-semibold text-slate-900">
                  {event.title.text}
                </h3>
                <p className="mt-1 text-sm font-medium text-slate-800">
                  <LocalizedText field={event.date} /> · {event.location}
                </p>
                {event.description.text ? (
                  <p lang={langOf(event.description, locale)} className="mt-2 text-slate-700">
                    {event.description.text}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : datedEvents.upcoming.length ? null : (
          <p className="text-slate-700">{t('events.empty')}</p>
        )}
        {datedEvents.past.length ? (
          <>
            <h3 className="mb-4 mt-10 text-xl font-semibold text-slate-900">{t('events:list.past')}</h3>
            <EventCards events={datedEvents.past} past />
          </>
        ) : null}
        <p className="mt-6 text-slate-700">
          <Trans
            text={t('events.training')}
            components={{
              link: (words) => (
                <Link to={paths.training} className="link">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      </PageSection>

      <PageSection id="galleries" title={t('galleries.title')} muted={featured.length > 0}>
        {galleries.length ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {galleries.map((gallery) => (
              <li key={gallery.id} className="card">
                {gallery.cover ? (
                  <div className="-mx-6 -mt-6 mb-4 overflow-hidden rounded-t-xl">
                    <MediaImage image={gallery.cover} sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw" decorative className="aspect-[3/2] w-full object-cover" />
                  </div>
                ) : null}
                <p className="text-sm text-slate-700">
                  <LocalizedText field={gallery.date} /> ·{' '}
                  {t('galleries.photos', { count: gallery.images })}
                </p>
                <h3 lang={langOf(gallery.title, locale)} className="mt-2 text-lg font-semibold text-slate-900">
                  {gallery.title.text}
                </h3>
                <p lang={langOf(gallery.description, locale)} className="mt-2 text-slate-700">
                  {gallery.description.text}
                </p>
                {gallery.hasPhotos ? (
                  <Link to={paths.gallery(gallery.id)} className="link-tap mt-1">
                    {t('galleries.view')}
                    <span className="sr-only" lang={langOf(gallery.title, locale)}>
                      : {gallery.title.text}
                    </span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('galleries.empty')}</p>
        )}
      </PageSection>

      <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-brand-900 text-white">
        <div className="container-page py-12">
          <h2 id="newsletter-heading" className="text-2xl font-bold">
            {t('newsletter.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{t('newsletter.intro')}</p>
          <NewsletterForm constraint={newsletterConstraint} />
        </div>
      </section>
    </>
  )
}
