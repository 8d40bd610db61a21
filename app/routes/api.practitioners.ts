import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { DIRECTORY_PAGE_SIZE } from '#app/constants.ts'
import { searchDirectory } from '#app/models/directory.server.ts'
import { methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { directoryParams } from '#app/utils/directory-query.ts'
import { DirectoryQuerySchema } from '#app/validation/directory.ts'

/**
 * GET /api/practitioners?search=&state=&specialty=: the visible listings that match, sorted by name.
 * Without `page` or `limit` the whole list (as the spec's clients expect); with either, that page
 * (`limit` at most 100, 12 by default). X-Total-Count always carries the number of matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = DirectoryQuerySchema.safeParse(directoryParams(new URL(request.url).searchParams))
  if (!parsed.success) return validationError(parsed.error)
  const { search, state, specialty, page, limit } = parsed.data
  const paged = page !== undefined || limit !== undefined
  const size = limit ?? DIRECTORY_PAGE_SIZE
  const { total, items } = await searchDirectory(
    { search, state, specialty },
    paged ? { offset: ((page ?? 1) - 1) * size, limit: size } : {},
  )
  return json(items, { headers: { 'X-Total-Count': String(total) } })
}

export function action() {
  return methodNotAllowed(['GET', 'HEAD'])
}
