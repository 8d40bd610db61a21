import type { MetaDescriptor } from '@remix-run/node'
import { pageMeta } from '#app/utils/meta.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]

/**
 * The head of every administration page: its title (and what it is for, when that says more than the
 * default); search engines are asked to leave it out. Apart from utils/meta.ts so that only the admin
 * pages load it.
 */
export function adminMeta(
  title: string,
  { location, matches }: Pick<MetaArgs, 'location' | 'matches'>,
  description = 'The administration of the EMPAM website.',
): MetaDescriptor[] {
  return [...pageMeta({ title, description, location, matches }), { name: 'robots', content: 'noindex, nofollow' }]
}
