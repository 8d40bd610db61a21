import type { MetaDescriptor } from '@remix-run/node'
import { site } from '#app/config/site.ts'

/** The title of an administration page; search engines are asked to leave it out. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.shortName} Administration` }, { name: 'robots', content: 'noindex, nofollow' }]
}
