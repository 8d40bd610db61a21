import type { MetaDescriptor } from '@remix-run/node'
import { pageMeta } from '#app/utils/meta.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]

/** The title of an administration page; search engines are asked to leave it out. */
export function adminMeta(title: string, { location, matches }: Pick<MetaArgs, 'location' | 'matches'>): MetaDescriptor[] {
  return [
    ...pageMeta({ title, description: 'The administration of the EMPAM website.', location, matches }),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
