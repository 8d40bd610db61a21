import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { eventCalendarFile, EVENT_MESSAGES_OUT } from '#app/services/events.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'

/** GET /events/{id}/calendar.ics: the "Add to calendar" file of a dated event, in the page's language. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ics = await eventCalendarFile(params.id ?? '', await getLocale(request))
  if (!ics) throw json({ message: EVENT_MESSAGES_OUT.notFound }, { status: 404 })
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="empam-event-${params.id}.ics"`,
      'cache-control': 'no-store',
    },
  })
}
