import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { CPD_ENTRY_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { now } from '#app/domain/clock.ts'
import { cpdProgress, cpdYearOf } from '#app/domain/cpd-rules.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { pageLinksOf, pageNumberOf } from '#app/domain/pagination.ts'
import { memberCpdTab } from '#app/services/events.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'

/** What the CPD tab draws: the CPD list and dialogs (with their failure messages), the events, the year and its figures. */
const CPD_TAB_STRINGS = ['cpd', 'messages.cpd', 'events.dashboard', 'events.status', 'events.progress', 'events.entry', 'dashboard.stats', 'lists.cpdCategories', 'lists.cpdStatuses'] as const

/**
 * The CPD tab (issue 31): the year, the progress and the totals over every entry (computed from their
 * hours, status, date and category only), one page of 50 entries (`?page=`) and one of 50 of the member's
 * events (`?events=`). A page past the last shows a link back and no rows.
 */
export async function loadCpdTab({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const query = url.searchParams
  const page = pageNumberOf(query.get('page'))
  const [locale, i18n] = await Promise.all([getLocale(request), routeStrings(request, CPD_TAB_STRINGS)])
  const { figures, total, approvedHours, entries, pages, myEvents } = await memberCpdTab(user.id, locale, page, pageNumberOf(query.get('events')))
  const moment = now()
  return json({
    today: toMalaysiaDay(moment),
    // The entry dialog's native constraints (issue 32: from the schema, on the server).
    constraint: CPD_ENTRY_CONSTRAINT,
    joinDate: user.joinDate ? new Date(user.joinDate).toISOString() : null,
    stats: { approvedHours, entryCount: total },
    // Issue 20: what counts under the CPD rules; issue 33: the one computation of the year's figures.
    progress: cpdProgress(figures, cpdYearOf(moment), user.joinDate ?? null),
    myEvents: myEvents.rows,
    entries,
    // The links between pages, worked out here (each list's keep the other's page): less script on a page at its budget.
    entryPages: pageLinksOf(url.pathname, query, 'page', page, pages),
    eventPages: pageLinksOf(url.pathname, query, 'events', myEvents.page, myEvents.pages),
    i18n,
  })
}
