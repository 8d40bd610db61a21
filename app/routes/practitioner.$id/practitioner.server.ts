import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getVisibleListing } from '#app/services/directory/search.server.ts'
import { toListingProfile } from '#app/services/directory/views.ts'

export async function loadPractitionerPage({ params }: LoaderFunctionArgs) {
  const practitioner = await getVisibleListing(params.id ?? '')
  if (!practitioner) {
    throw json({ message: "The practitioner you're looking for doesn't exist." }, { status: 404 })
  }
  return json({ practitioner: toListingProfile(practitioner) })
}
