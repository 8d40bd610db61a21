import { message } from '#app/validation/messages.ts'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getVisibleEntry, standingProofPath } from '#app/services/directory/search.server.ts'
import { toListingProfile } from '#app/services/directory/views.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/** A profile; a missing one is a 404 that carries the page's strings, so that it reads in its language. */
export async function loadPractitionerPage({ request, params }: LoaderFunctionArgs) {
  const [entry, locale] = await Promise.all([getVisibleEntry(params.id ?? ''), getLocale(request)])
  const i18n = pageStrings(locale, ['directory', '!directory.rating', 'lists'])
  if (!entry) {
    throw json({ message: message('messages:public.practitionerMissing'), locale, i18n }, { status: 404 })
  }
  return json({ practitioner: toListingProfile(entry.listing, entry.standing), standingProof: await standingProofPath(entry), i18n })
}
