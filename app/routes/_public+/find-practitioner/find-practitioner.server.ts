import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { canonicalOption, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { searchDirectoryCards } from '#app/services/directory/search.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { parseDirectoryQueryLeniently } from '#app/validation/directory.ts'
import { message } from '#app/validation/messages.ts'
import { getLocale, translateMessages } from '#app/utils/i18n.server.ts'

/**
 * /find-practitioner: the filters as the dropdowns can show them, and one page of results as cards
 * (issue 19: any page, no cap; "Load more" asks for the next page alone).
 */
export async function loadFindPractitionerPage({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams
  const query = parseDirectoryQueryLeniently(searchParams)
  // A place the table does not know (issue 36): said beside the results, what was typed kept in the field,
  // and the results as if no place was given.
  const typedNear = (searchParams.get('near') ?? '').trim().slice(0, 60)
  const nearUnknown = typedNear !== '' && query.near === ''
  const filters: DirectoryFilters = {
    near: nearUnknown ? typedNear : query.near,
    radiusKm: query.radiusKm,
    search: query.search,
    state: canonicalOption(query.state, LOCATIONS),
    specialty: canonicalOption(query.specialty, PILLAR_SPECIALTIES),
    language: canonicalOption(query.language, LISTING_LANGUAGES),
    mode: canonicalOption(query.mode, PRACTICE_MODES),
  }
  const locale = await getLocale(request)
  const [{ page, pageCount, total, items }, i18n] = await Promise.all([
    searchDirectoryCards(nearUnknown ? { ...filters, near: '' } : filters, query.page ?? 1, locale),
    routeStrings(request, ['directory', '!directory.rating', '!directory.profile', '!directory.disclaimer', '!directory.more', '!directory.form', '!directory.badges', 'lists']),
  ])
  const nearError = nearUnknown ? translateMessages(message('directory.nearUnknown'), locale) : null
  return json({ filters, nearError, page, pageCount, total, items, i18n })
}
