import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as resourcesMs from '#app/content/ms/resources.ts'
import * as resourcesEn from '#app/content/resources.ts'
import { localized } from '#app/domain/locale.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/** /resources: the lists in the page's language, filtered by its search (`?q=`) here on the server. */
export async function loadResourcesPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const resources = localized({ en: resourcesEn, ms: resourcesMs }, locale)
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  const matching = <T extends Parameters<typeof resources.matchesQuery>[0]>(items: readonly T[]) =>
    items.filter((item) => resources.matchesQuery(item, query))
  return json({
    query,
    found: {
      downloads: matching(resources.downloads.filter((item) => item.href)),
      papers: matching(resources.researchPapers),
      legal: matching(resources.legalReferences),
      links: matching(resources.publicEducationLinks),
    },
    memberResources: resources.memberResources,
    i18n: pageStrings(locale, ['resources']),
  })
}
