import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { pageNumberOf } from '#app/domain/pagination.ts'
import { addCpdEntry, memberCpdEntriesPage } from '#app/services/cpd.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CPD_MESSAGES, CpdEntrySchema, cpdApiLimitOf } from '#app/validation/cpd.ts'

/**
 * GET /api/cpd?page=N&limit=L → the signed-in member's entries, newest date first: a JSON array of at
 * most `limit` (50 unless 1 to 100 is asked; anything else is a 400) of page N, with the number of
 * entries in `X-Total-Count` and the neighbouring pages in `Link` (`rel="prev"`, `rel="next"`), as
 * GitHub's API pages its lists (issue 31).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const url = new URL(request.url)
  const limit = cpdApiLimitOf(url.searchParams.get('limit'))
  if (limit === null) return apiError(400, CPD_MESSAGES.limitRange, { limit: [CPD_MESSAGES.limitRange] })
  const page = pageNumberOf(url.searchParams.get('page'))
  const { entries, total, pages } = await memberCpdEntriesPage(user.id, { page, limit })
  const link = (to: number, rel: string) => {
    const target = new URL(url)
    target.searchParams.set('page', String(to))
    return `<${target.pathname}${target.search}>; rel="${rel}"`
  }
  const links = [...(page > 1 ? [link(Math.min(page - 1, pages), 'prev')] : []), ...(page < pages ? [link(page + 1, 'next')] : [])]
  return json(entries, { headers: { 'X-Total-Count': String(total), ...(links.length ? { Link: links.join(', ') } : {}) } })
}

/**
 * POST /api/cpd → 201 and the new entry, always 'pending' (a `status` in the body is ignored); 429 past
 * 200 new entries in a day, 409 past 1,000 dated in one CPD year (services/cpd.server.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const content = await parseJsonBody(request, CpdEntrySchema)
  const added = await addCpdEntry(user.id, content)
  if (!added.ok) {
    return apiError(added.status, added.message, undefined, added.retryAfterSeconds ? { headers: { 'Retry-After': String(added.retryAfterSeconds) } } : undefined)
  }
  return json(added.entry, { status: 201 })
}
