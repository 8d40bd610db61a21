import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { searchRegister } from '#app/services/register.server.ts'
import { methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { RegisterQuerySchema } from '#app/validation/register.ts'

/**
 * GET /api/register?q= (public; issue 36, item 3): the register's entries for a name or a membership ID
 * (at least 3 characters), `{ items: [{ name, membershipId, membershipType, status, since, validUntil,
 * sanctions }] }`, at most 20, sorted by name; `status` one of active, renewal-due, lapsed, suspended,
 * removed, as of today in Malaysia. 400 `{ message, fieldErrors: { q } }` for a shorter or longer `q`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = RegisterQuerySchema.safeParse({ q: new URL(request.url).searchParams.get('q') ?? '' })
  if (!parsed.success) return validationError(parsed.error)
  return json({ items: await searchRegister(parsed.data.q, await getApiLocale(request)) })
}

export const action = () => methodNotAllowed(['GET'])
