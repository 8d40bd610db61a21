import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { REGISTER_MAX_ITEMS, searchRegister } from '#app/services/register.server.ts'
import { zodFieldErrors } from '#app/utils/api.server.ts'
import { getLocale, pageStrings, translateMessages } from '#app/utils/i18n.server.ts'
import { REGISTER_QUERY_MAX, RegisterQuerySchema } from '#app/validation/register.ts'

/**
 * /check-the-register?q= (issue 36, item 3): the search form, and for a query the register's entries
 * as GET /api/register gives them; a query too short or too long is said beside the field (the page is
 * a plain GET form: it works without JavaScript).
 */
export async function loadCheckTheRegisterPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const typed = new URL(request.url).searchParams.get('q')
  const query = (typed ?? '').trim().slice(0, REGISTER_QUERY_MAX)
  const parsed = typed === null ? null : RegisterQuerySchema.safeParse({ q: typed })
  const error = parsed && !parsed.success ? translateMessages(zodFieldErrors(parsed.error).q?.[0] ?? '', locale) : null
  const items = parsed?.success ? await searchRegister(parsed.data.q, locale) : null
  // A 200 either way, as the directory's unknown place: the page is the answer, the error said on it.
  return json({ query, error, items, max: REGISTER_MAX_ITEMS, i18n: pageStrings(locale, ['register', 'lists.membershipTypes']) })
}
