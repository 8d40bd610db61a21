import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { CPD_ENTRY_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { listMemberResourcesForMember } from '#app/services/member-resources.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'

/** The tab's own words; its "Add CPD Entry" opens the CPD dialog, with its words and failure messages. */
const RESOURCES_TAB_STRINGS = ['dashboard.resources', 'cpd', 'messages.cpd', 'lists.cpdCategories'] as const

/** The Member Resources tab (issue 31): what the association publishes to members (issue 17). */
export async function loadResourcesTab({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [locale, i18n] = await Promise.all([getLocale(request), routeStrings(request, RESOURCES_TAB_STRINGS)])
  return json({ today: toMalaysiaDay(now()), constraint: CPD_ENTRY_CONSTRAINT, resources: await listMemberResourcesForMember(user, locale), i18n })
}
