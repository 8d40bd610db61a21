import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { canonicalOption, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { searchDirectoryCards } from '#app/services/directory/search.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { parseDirectoryQueryLeniently } from '#app/validation/directory.ts'

/**
 * /find-practitioner: the filters as the dropdowns can show them, and one page of results as cards
 * (issue 19: any page, no cap; "Load more" asks for the next page alone).
 */
export async function loadFindPractitionerPage({ request }: LoaderFunctionArgs) {
  const query = parseDirectoryQueryLeniently(new URL(request.url).searchParams)
  const filters: DirectoryFilters = {
    search: query.search,
    state: canonicalOption(query.state, LOCATIONS),
    specialty: canonicalOption(query.specialty, PILLAR_SPECIALTIES),
    language: canonicalOption(query.language, LISTING_LANGUAGES),
    mode: canonicalOption(query.mode, PRACTICE_MODES),
  }
  const [{ page, pageCount, total, items }, i18n] = await Promise.all([
    searchDirectoryCards(filters, query.page ?? 1),
    routeStrings(request, ['directory', '!directory.rating', '!directory.profile', '!directory.disclaimer', '!directory.more', '!directory.form', '!directory.badges', 'lists']),
  ])
  return json({ filters, page, pageCount, total, items, i18n })
}
