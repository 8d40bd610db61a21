import { listDirectorySitemapEntries } from '#app/services/directory/search.server.ts'
import { listNewsArticlesForSitemap } from '#app/models/news-article.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { paths } from '#app/config/paths.ts'
import { LOCALES, localizedHref } from '#app/domain/locale.ts'

/** The public pages, in the order a visitor meets them. */
export const PUBLIC_PAGES = [
  paths.home,
  paths.about,
  paths.energyMedicine,
  paths.findPractitioner,
  paths.membership,
  paths.ethics,
  paths.training,
  paths.events,
  paths.news,
  paths.resources,
  paths.collaborations,
  paths.advocacy,
  paths.donate,
  paths.contact,
  paths.disclaimer,
  paths.privacy,
] as const

export interface SitemapEntry {
  path: string
  lastModified?: Date
}

export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  // The directory's own list: hidden listings (inactive, or a suspended or expired member's) stay out.
  const [articles, practitioners] = await Promise.all([listNewsArticlesForSitemap(), listDirectorySitemapEntries()])
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...articles.map((a) => ({ path: paths.newsArticle(a.id), lastModified: a.updatedAt })),
    ...practitioners.map((p) => ({ path: paths.practitioner(p.id), lastModified: p.updatedAt })),
  ]
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/**
 * Each page at its plain address (English unless the visitor's cookie or browser asks for Malay: the
 * pages' x-default) and at each language's own (`?lng=en`, `?lng=ms`), as the pages' hreflang links
 * name them.
 */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
    const [pathname = '', query = ''] = path.split(/\?(.*)/s, 2)
    const location = { pathname, search: query ? `?${query}` : '' }
    return [path, ...LOCALES.map((locale) => localizedHref(location, locale))].map(
      (address) => `  <url><loc>${escapeXml(`${origin}${address}`)}</loc>${lastmod}</url>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${adminPaths.listings}`,
    `Disallow: ${paths.dashboardHome}`,
    `Disallow: ${paths.profile}`,
    `Disallow: ${paths.changePassword}`,
    `Disallow: ${paths.resetPassword}`,
    `Disallow: ${paths.api}`,
    '',
    `Sitemap: ${origin}${paths.sitemap}`,
    '',
  ].join('\n')
}
