import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/utils/auth.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { stageOf } from '#app/services/membership.server.ts'
import { acknowledgementDue } from '#app/services/privacy.server.ts'
import { concernNotices } from '#app/services/concern-cases.server.ts'

/**
 * What the frame of every tab draws: its own words (not those of the tabs and the dashboard's other
 * pages, which send their own), the membership types' and stages' names, the privacy links.
 */
const FRAME_STRINGS = [
  'dashboard',
  ...(['stats', 'profile', 'resources', 'membership', 'reapply', 'closeAccount', 'fellowship', 'application'] as const).map((part) => `!dashboard.${part}` as const),
  'lists.membershipTypes',
  'lists.membershipStages',
  'privacy.banner',
  'privacy.dashboardLink',
  'conduct.notice',
] as const

/**
 * The frame around the four tabs (issue 31): the welcome card, the tabs and the account links. Drawn
 * from the signed-in account itself and one read (a new privacy notice to acknowledge); each tab loads
 * what it shows in its own route (member-dashboard.cpd, .profile, .resources, .membership).
 */
export async function loadDashboardFrame({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [privacyAcknowledgement, i18n, concerns] = await Promise.all([acknowledgementDue(user.id), routeStrings(request, FRAME_STRINGS), concernNotices(user)])
  return json({
    member: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      imageUrl: user.imageUrl ?? '',
      membershipType: user.membershipType,
      membershipId: user.membershipId ?? '',
      membershipStatus: user.membershipStatus ?? 'pending',
      emailVerified: Boolean(user.emailVerified),
    },
    // Issue 33: the stage (applied, awaiting-payment, …), the Membership tab's and GET /api/membership's.
    standing: { expiresAt: user.membershipValidUntil || null, stage: stageOf(user) },
    /** A new privacy notice's version this member has not acknowledged yet (issue 21). */
    privacyAcknowledgement,
    /** Issue 36: concerns the conduct officer put to this member, awaiting their response. */
    concerns,
    i18n,
  })
}
