import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localizedField } from '#app/domain/locale.ts'
import { listElectionsWithPhase } from '#app/services/elections.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'

/** /elections (issue 35, item 3): the association's elections, the latest first, for its members. */
export async function loadElectionsPage({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const locale = await getLocale(request)
  const elections = await listElectionsWithPhase()
  return json(
    {
      elections: elections.map((election) => ({
        id: election.id,
        title: localizedField(election, 'title', locale),
        positions: localizedField(election, 'positions', locale),
        seats: election.seats,
        opensAt: election.opensAt,
        closesAt: election.closesAt,
        phase: election.phase,
      })),
      i18n: await routeStrings(request, ['elections.list', 'elections.phase']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
