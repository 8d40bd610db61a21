import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listEventsForPages } from '#app/services/events.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/** How many past events the index shows (the newest): older ones live in the news and the audit trail. */
export const PAST_EVENTS_SHOWN = 12

/** /events (issue 33): the dated events still to come, in date order, then the most recent past ones. */
export async function loadEventsIndex({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const events = await listEventsForPages(locale)
  return json({
    upcoming: events.upcoming,
    past: events.past.slice(0, PAST_EVENTS_SHOWN),
    i18n: pageStrings(locale, ['events.index', 'events.page', 'events.list']),
  })
}
