import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale, getT, routeStrings } from '#app/utils/i18n.server.ts'
import { formatDate } from '#app/domain/dates.ts'
import { stageOf } from '#app/services/membership.server.ts'
import { acknowledgementDue } from '#app/services/privacy.server.ts'
import { credentialNotice } from '#app/services/credentials.server.ts'
import { credentialPaths } from '#app/config/credential-paths.ts'
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
  const [privacyAcknowledgement, notice, { t }, i18n, concerns, locale] = await Promise.all([
    acknowledgementDue(user.id),
    credentialNotice(user.id),
    getT(request, 'credentials'),
    routeStrings(request, FRAME_STRINGS),
    concernNotices(user),
    getLocale(request),
  ])
  // Issue 36: what lapsed or waits among the member's insurance and first aid, worded here (the frame's script stays as it was).
  const kinds = (list: readonly string[]) => list.map((kind) => t(`kindsInText.${kind as 'first-aid'}`)).join(t('notice.and'))
  const noticeText = notice
    ? [...(notice.lapsed.length ? [t('notice.lapsed', { kinds: kinds(notice.lapsed) })] : []), ...(notice.unconfirmed.length ? [t('notice.unconfirmed', { kinds: kinds(notice.unconfirmed) })] : [])].join(' ')
    : ''
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
    /** Issue 36: the credentials page, and what lapsed or waits for the CPD reviewer (null: nothing to say). */
    credentials: { link: credentialPaths.page, label: t('notice.link'), notice: noticeText },
    /** Issue 36: concerns the conduct officer put to this member, awaiting their response. */
    // The response's last day as the reader writes dates.
    concerns: concerns.map((concern) => ({ ...concern, responseDue: formatDate(concern.responseDue, locale) })),
    i18n,
  })
}
