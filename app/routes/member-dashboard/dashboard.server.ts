import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/utils/auth.server.ts'
import { now } from '#app/domain/clock.ts'
import { approvedHours, summariseYear } from '#app/domain/cpd-records.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { membershipOverview } from '#app/services/membership.server.ts'
import { acknowledgementDue } from '#app/services/privacy.server.ts'
import { cpdProgress, cpdYearOf } from '#app/domain/cpd-rules.ts'
import { memberCpdAndEvents } from '#app/services/events.server.ts'
import { listMemberResourcesForMember } from '#app/services/member-resources.server.ts'

/** What the dashboard draws: its own words, the CPD list and dialogs (with their failure messages), list labels. */
export const DASHBOARD_STRINGS = ['dashboard', 'cpd', 'lists', 'messages.cpd', 'events.dashboard', 'events.status', 'events.progress', 'events.entry', 'privacy.banner', 'privacy.dashboardLink'] as const

export async function loadDashboard({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const { entries, myEvents } = await memberCpdAndEvents(user.id, locale)
  const moment = now()
  return json({
    today: toMalaysiaDay(moment),
    member: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username,
      phone: user.phone ?? '',
      state: user.state ?? '',
      imageUrl: user.imageUrl ?? '',
      membershipType: user.membershipType,
      membershipId: user.membershipId ?? '',
      membershipStatus: user.membershipStatus ?? 'pending',
      emailVerified: Boolean(user.emailVerified),
      joinDate: user.joinDate ? new Date(user.joinDate).toISOString() : null,
      lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
      specialties: user.specialties ?? [],
      certification: user.certification ?? '',
      businessName: user.businessName ?? '',
      bio: user.bio ?? '',
    },
    stats: { approvedHours: approvedHours(entries), entryCount: entries.length },
    year: summariseYear(entries, malaysiaYear(moment)),
    // Issue 20: what counts under the CPD rules, and the member's registrations.
    progress: cpdProgress(entries, cpdYearOf(moment), user.joinDate ?? null),
    myEvents,
    entries,
    membership: await membershipOverview(user),
    /** A new privacy notice's version this member has not acknowledged yet (issue 21). */
    privacyAcknowledgement: await acknowledgementDue(user.id),
    /** What the association publishes to members (issue 17): the Member Resources tab. */
    resources: await listMemberResourcesForMember(user, locale),
    i18n: await routeStrings(request, DASHBOARD_STRINGS),
  })
}
