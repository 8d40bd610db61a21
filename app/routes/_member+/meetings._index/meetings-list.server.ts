import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localizedField } from '#app/domain/locale.ts'
import { listMeetingsForMember } from '#app/services/meetings.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'

/** /meetings (issue 35, item 2): the general meetings whose notice went, upcoming first then past, for members. */
export async function loadMeetingsPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const meetings = (await listMeetingsForMember(user)).map(({ meeting, upcoming, entitled }) => ({
    id: meeting.id,
    kind: meeting.kind,
    title: localizedField(meeting, 'title', locale),
    startsAt: meeting.startsAt,
    cancelled: Boolean(meeting.cancelledAt),
    minutesPublished: meeting.minutesState === 'published',
    upcoming,
    entitled,
  }))
  return json(
    {
      // Upcoming: the soonest first; past: the latest first.
      upcoming: meetings.filter((m) => m.upcoming).reverse(),
      past: meetings.filter((m) => !m.upcoming),
      i18n: await routeStrings(request, ['meetings.list', 'meetings.kind']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
