import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { officeBearersOn } from '#app/services/office-bearers.server.ts'
import { validateJsonBody } from '#app/utils/api.server.ts'
import { OfficeBearersAtSchema } from '#app/validation/office-bearers.ts'

/**
 * GET /api/office-bearers (public, issue 35) → `{ items: [{ position, title, titleMs, name, userId?, from,
 * until? }] }`: the office-bearers in office today in the committee's order (`position` is the position's
 * key); `?at=YYYY-MM-DD` those of that day. 400 for a day that is not one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const at = new URL(request.url).searchParams.get('at')
  const day = at === null ? undefined : (await validateJsonBody({ at }, OfficeBearersAtSchema)).at
  return json({ items: await officeBearersOn(day) }, { headers: { 'cache-control': 'no-store' } })
}
