import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/utils/auth.server.ts'
import { stageOf } from '#app/services/membership.server.ts'
import { listingEligibility } from '#app/services/my-listing.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

/** The tab's own words and the states' names (the frame sends the account links'). */
const PROFILE_TAB_STRINGS = ['dashboard.profile', 'lists.locations'] as const

/**
 * The Profile tab (issue 31): the signed-in account's own fields, no other read. The practice is the
 * listing's alone (issue 33): the tab leads a member who may list to My listing instead of showing it.
 */
export async function loadProfileTab({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const i18n = await routeStrings(request, PROFILE_TAB_STRINGS)
  return json({
    member: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username,
      phone: user.phone ?? '',
      state: user.state ?? '',
      membershipType: user.membershipType,
      membershipId: user.membershipId ?? '',
      stage: stageOf(user),
      joinDate: user.joinDate ? new Date(user.joinDate).toISOString() : null,
      lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
    },
    listingEligible: listingEligibility(user).eligible,
    i18n,
  })
}
