import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { now } from '#app/domain/clock.ts'
import { cpdYearOf } from '#app/domain/cpd-rules.ts'
import { memberCpdSummary } from '#app/services/cpd.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CPD_MESSAGES, cpdYearParamOf } from '#app/validation/cpd.ts'

/**
 * GET /api/cpd/summary?year=YYYY → the signed-in member's figures for a CPD year (this one when no year
 * is asked): `{ year, from, to, target, proRata, approvedHours, countedHours, pendingHours,
 * remainingHours, met, byCategory: [{ category, approvedHours, countedHours, cap }] }`. Issue 33: the
 * same computation as the dashboard, the statement and the CPD certificate (services/cpd.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const year = cpdYearParamOf(new URL(request.url).searchParams.get('year'), cpdYearOf(now()))
  if (year === null) return apiError(400, CPD_MESSAGES.yearInvalid, { year: [CPD_MESSAGES.yearInvalid] })
  return json(await memberCpdSummary(user, year), { headers: { 'cache-control': 'private, no-store' } })
}
