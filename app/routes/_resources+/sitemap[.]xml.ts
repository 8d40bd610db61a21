import { getEnv } from '#app/utils/env.server.ts'
import { getSitemapEntries, renderSitemap } from '#app/services/sitemap.server.ts'

export async function loader() {
  const xml = renderSitemap(getEnv().publicUrl.replace(/\/$/, ''), await getSitemapEntries())
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
