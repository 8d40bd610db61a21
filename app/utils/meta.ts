import type { MetaDescriptor } from '@remix-run/node'
import { siteName } from '#app/config/site-name.ts'
import { DEFAULT_LOCALE, isLocale, localizedHref, type Locale } from '#app/domain/locale.ts'
import type { Namespace } from '#app/locales/types.ts'

interface MetaMatch {
  id: string
  data?: unknown
}

/**
 * Whether the matched routes' loaders sent `ns`. They did not when the page is an error that came
 * before its loaders ran (a refused form post's 400, a 405): its `meta` then has no strings to read.
 */
// Here, not in translated-meta.ts, so that the root (every hydrated page) loads one module fewer.
export function hasNamespace(matches: readonly MetaMatch[], ns: Namespace): boolean {
  return matches.some((match) => Boolean((match.data as { i18n?: Record<string, unknown> } | undefined)?.i18n?.[ns]))
}

/** The site's public origin, which the root loader takes from PUBLIC_URL. */
export function originFromMatches(matches: readonly MetaMatch[]): string {
  const root = matches.find((m) => m.id === 'root')?.data as { origin?: string } | undefined
  return root?.origin ?? ''
}

/** The language the root loader served the page in. */
export function localeFromMatches(matches: readonly MetaMatch[]): Locale {
  const root = matches.find((m) => m.id === 'root')?.data as { locale?: unknown } | undefined
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_MY', ms: 'ms_MY' }

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
  location: { pathname: string; search?: string }
  matches: readonly MetaMatch[]
  type?: 'website' | 'article' | 'profile'
}): MetaDescriptor[] {
  const locale = localeFromMatches(matches)
  const ownName = locale === 'ms' ? siteName.nameMs : siteName.name
  // No title: an error page whose route has no strings to name it with.
  const fullTitle = !title ? ownName : title === siteName.name || title === siteName.nameMs ? title : `${title} | ${siteName.shortName}`
  // English at the plain address; a Malay page's own address names its language (the hreflang links').
  const url = `${originFromMatches(matches)}${locale === DEFAULT_LOCALE ? location.pathname : localizedHref({ pathname: location.pathname, search: '' }, locale)}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: ownName },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:image', content: `${originFromMatches(matches)}/images/og-image.png` },
  ]
}
