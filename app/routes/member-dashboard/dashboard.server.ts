import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { now } from '#app/domain/clock.ts'
import { approvedHours, summariseYear, toCpdEntryView } from '#app/domain/cpd-records.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'

export async function loadDashboard({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const entries = (await listCpdEntriesForUser(user.id)).map(toCpdEntryView)
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
      membershipId: user.membershipId,
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
    entries,
  })
}
