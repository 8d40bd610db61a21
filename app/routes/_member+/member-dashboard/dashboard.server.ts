import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/utils/auth.server.ts'
import { getT, routeStrings } from '#app/utils/i18n.server.ts'
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
] as const

/**
 * The frame around the four tabs (issue 31): the welcome card, the tabs and the account links. Drawn
 * from the signed-in account itself and one read (a new privacy notice to acknowledge); each tab loads
 * what it shows in its own route (member-dashboard.cpd, .profile, .resources, .membership).
 */
export async function loadDashboardFrame({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [privacyAcknowledgement, credentials, concerns, i18n, { t, locale }, { t: tc }] = await Promise.all([
    acknowledgementDue(user.id),
    credentialNotice(user),
    concernNotices(user),
    routeStrings(request, FRAME_STRINGS),
    getT(request, 'credentials'),
    getT(request, 'conduct'),
  ])
  // Issue 36: what waits for the member, worded here, drawn by one loop (the frame is at its script budget):
  // a concern put to them awaiting their response; what lapsed or waits among their insurance and first aid.
  const kinds = (list: readonly string[]) => list.map((kind) => t(`kindsInText.${kind as 'first-aid'}`)).join(t('notice.and'))
  const credentialText = credentials
    ? [
        ...(credentials.lapsed.length ? [t('notice.lapsed', { kinds: kinds(credentials.lapsed) })] : []),
        ...(credentials.unconfirmed.length ? [t('notice.unconfirmed', { kinds: kinds(credentials.unconfirmed) })] : []),
      ].join(' ')
    : ''
  const notices = [
    ...concerns.map((concern) => ({
      id: concern.id,
      testId: 'concern-notice',
      text: tc('notice.awaiting', { reference: concern.reference, date: formatDate(concern.responseDue, locale) }),
      link: concern.url,
      label: tc('notice.open'),
    })),
    ...(credentialText ? [{ id: 'credentials', testId: 'credential-notice', text: credentialText, link: credentialPaths.page, label: t('notice.link') }] : []),
  ]
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
    /** Issue 36: what waits for the member (above), and the credentials page among the account links. */
    notices,
    credentialsLink: { to: credentialPaths.page, label: t('notice.link') },
    i18n,
  })
}
