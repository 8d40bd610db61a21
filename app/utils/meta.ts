import type { MetaDescriptor } from '@remix-run/node'
import { site } from '#app/config/site.ts'

interface MetaMatch {
  id: string
  data?: unknown
}

/** The site's public origin, which the root loader takes from PUBLIC_URL. */
export function originFromMatches(matches: readonly MetaMatch[]): string {
  const root = matches.find((m) => m.id === 'root')?.data as { origin?: string } | undefined
  return root?.origin ?? ''
}

/**
 * Title, description, canonical URL and Open Graph tags for a page. Still answers sensibly when the
 * route's data is missing after an error.
 */
export function pageMeta({
  title,
  description,
  location,
  matches,
  type = 'website',
}: {
  title: string
  description: string
  location: { pathname: string }
  matches: readonly MetaMatch[]
  type?: 'website' | 'article' | 'profile'
}): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.shortName}`
  const url = `${originFromMatches(matches)}${location.pathname}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:image', content: `${originFromMatches(matches)}/images/og-image.png` },
  ]
}
