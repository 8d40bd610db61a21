import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { cpdAuditFigures, thisCalendarYear } from '#app/services/cpd-audit.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/**
 * GET /api/cpd-audits/figures?year=YYYY (public; this year when left out) → `{ year, renewals, drawn,
 * met, metAfterMoreEvidence, notMet, open }`: the random CPD audit's figures for a calendar year, as
 * /training publishes them (issue 36, item 5).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get('year')
  if (asked !== null && !/^\d{4}$/.test(asked)) return apiError(400, CPD_AUDIT_MESSAGES.yearInvalid, { year: [CPD_AUDIT_MESSAGES.yearInvalid] })
  const year = asked === null ? thisCalendarYear() : Number(asked)
  return json(await cpdAuditFigures(year))
}
