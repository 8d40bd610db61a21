import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { canonicalOption, DIRECTORY_MAX_PAGES, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { searchDirectoryCards } from '#app/services/directory/search.server.ts'
import { parseDirectoryQueryLeniently } from '#app/validation/directory.ts'

/**
 * /find-practitioner: the filters as the dropdowns can show them, and the first `page` pages of results
 * (cumulative, see DIRECTORY_MAX_PAGES), as cards.
 */
export async function loadFindPractitionerPage({ request }: LoaderFunctionArgs) {
  const query = parseDirectoryQueryLeniently(new URL(request.url).searchParams)
  const filters: DirectoryFilters = {
    search: query.search,
    state: canonicalOption(query.state, LOCATIONS),
    specialty: canonicalOption(query.specialty, PILLAR_SPECIALTIES),
  }
  const { page, total, items } = await searchDirectoryCards(filters, Math.min(query.page ?? 1, DIRECTORY_MAX_PAGES))
  return json({ filters, page, total, items })
}
