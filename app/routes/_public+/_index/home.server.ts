import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { HomeNewsItem } from '#app/components/home/home-news.tsx'
import { eventPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import * as homeEn from '#app/content/home.ts'
import * as homeMs from '#app/content/ms/home.ts'
import { formatDate } from '#app/domain/dates.ts'
import { localized, localizedField } from '#app/domain/locale.ts'
import { listActiveNewsArticles } from '#app/services/published-content.server.ts'
import { getDirectoryPreview } from '#app/services/directory/search.server.ts'
import { listEventsForPages } from '#app/services/events.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { nameWithSalutation } from '#app/domain/names.ts'

/** The home page stays within five phone screens (issue 17): a few of each, and a link to the rest. */
const HOME_PRACTITIONERS = 3
const HOME_NEWS_ITEMS = 3
/** Events to come go first, up to two; the newest articles fill the rest. */
const HOME_EVENTS = 2

/**
 * The home page: its badge in the page's language, the directory's first listings as one line each, and
 * the next events and newest articles. The committee (/about#committee) and the contact form (/contact)
 * have their own pages; the home page links to them.
 */
export async function loadHomePage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const [directory, events, articles] = await Promise.all([
    getDirectoryPreview(HOME_PRACTITIONERS, locale),
    listEventsForPages(locale),
    listActiveNewsArticles({ limit: HOME_NEWS_ITEMS }),
  ])
  const upcoming: HomeNewsItem[] = events.upcoming.slice(0, HOME_EVENTS).map((event) => ({
    kind: 'event',
    id: event.id,
    title: event.title,
    date: event.startsAt!,
    when: event.when!,
    to: eventPaths.page(event.id),
  }))
  const latest: HomeNewsItem[] = articles.slice(0, HOME_NEWS_ITEMS - upcoming.length).map((article) => ({
    kind: 'article',
    id: article.id,
    title: localizedField(article, 'title', locale),
    date: new Date(article.date).toISOString(),
    when: formatDate(article.date, locale),
    to: paths.newsArticle(article.id),
  }))
  return json({
    badge: localized({ en: homeEn, ms: homeMs }, locale).heroBadge,
    directory: {
      total: directory.total,
      items: directory.items.map((card) => ({
        id: card.id,
        name: nameWithSalutation(card.salutation, card.name, locale),
        title: card.title,
        location: card.location,
      })),
    },
    news: [...upcoming, ...latest],
    // Only the strings this page shows: its HTML carries them, and it has a 100 KB budget.
    i18n: pageStrings(locale, ['home', 'directory.home', 'directory.search', 'directory.empty', 'lists.locations', 'lists.allLocations']),
  })
}
