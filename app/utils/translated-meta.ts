import type { MetaDescriptor } from '@remix-run/node'
import { siteName } from '#app/config/site-name.ts'
import type { Namespace } from '#app/locales/types.ts'
import { metaTranslation } from './i18n.ts'
import { hasNamespace, pageMeta } from './meta.ts'

type MetaMatch = { id: string; data?: unknown }

/**
 * A public page's title and description, its namespace's `meta.title` and `meta.description`, in the
 * language it is served in (docs/i18n.md). An error page whose loaders did not run is titled by the
 * association's short name, with no description to claim.
 */
export function translatedPageMeta(
  ns: Namespace,
  { location, matches }: { location: { pathname: string; search?: string }; matches: readonly MetaMatch[] },
): MetaDescriptor[] {
  if (!hasNamespace(matches, ns)) return [{ title: siteName.shortName }]
  const { t } = metaTranslation(matches, ns)
  return pageMeta({ title: t(`${ns}:meta.title`), description: t(`${ns}:meta.description`), location, matches })
}
