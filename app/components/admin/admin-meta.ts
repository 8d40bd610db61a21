import type { MetaDescriptor } from '@remix-run/node'
import { metaTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]

/**
 * The head of every administration page: its title (and what it is for, when that says more than the
 * default), both in the page's language; search engines are asked to leave it out. Apart from
 * utils/meta.ts so that only the admin pages load it.
 */
export function adminMeta(
  title: string,
  { location, matches }: Pick<MetaArgs, 'location' | 'matches'>,
  description?: string,
): MetaDescriptor[] {
  const { t } = metaTranslation(matches, 'admin')
  return [...pageMeta({ title, description: description || t('metaDescription'), location, matches }), { name: 'robots', content: 'noindex, nofollow' }]
}

/** `t` of the `admin` namespace for a route's `meta`. */
export function adminMetaT(matches: MetaArgs['matches']) {
  return metaTranslation(matches, 'admin').t
}
