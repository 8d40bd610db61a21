import type { ServerBuild } from '@remix-run/node'
import { wrapRouteFunctions, type DataFunction } from './route-functions.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { getApiLocale, getLocale, translateMessage } from '#app/utils/i18n.server.ts'


const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

const translateList = (messages: unknown, locale: Locale) =>
  Array.isArray(messages) ? messages.map((m) => (typeof m === 'string' ? translateMessage(m, locale) : m)) : messages

const translateFields = (fields: unknown, locale: Locale) =>
  isObject(fields) ? Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, translateList(list, locale)])) : fields

/**
 * The messages of an answer in `locale`: an API error's `{ message, fieldErrors }`, a page action's
 * Conform reply (`error: { field: [messages] }`, also when nested as `result`) or `{ message, detail }`,
 * and a thrown `{ message }` an error page shows.
 */
export function translateAnswerBody(body: unknown, locale: Locale): unknown {
  if (!isObject(body)) return body
  const out = { ...body }
  for (const key of ['message', 'detail']) {
    const text = out[key]
    if (typeof text === 'string') out[key] = translateMessage(text, locale)
  }
  if ('fieldErrors' in out) out.fieldErrors = translateFields(out.fieldErrors, locale)
  if ('error' in out && 'status' in out) out.error = translateFields(out.error, locale)
  // A page whose answer says more than the form's state nests its Conform reply (`{ result, sent }` of
  // /forgot-password, `{ result, outcome }` of /reset-password): its messages too (issue 32).
  if (isObject(out.result) && 'status' in out.result) out.result = translateAnswerBody(out.result, locale)
  return out
}

async function translateResponse(value: unknown, locale: Locale): Promise<unknown> {
  if (!(value instanceof Response) || !value.headers.get('content-type')?.includes('application/json')) return value
  let body: unknown
  try {
    body = await value.clone().json()
  } catch {
    return value
  }
  const translated = translateAnswerBody(body, locale)
  const headers = new Headers(value.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(translated), { status: value.status, statusText: value.statusText, headers })
}

/**
 * `api`: an API route, whose every answer is translated (Accept-Language); a page's loader has only its
 * thrown answers translated (the error page's message): its data is the page's, in no catalogue.
 */
function inRequestedLanguage(fn: DataFunction, { api, results }: { api: boolean; results: boolean }): DataFunction {
  return async (args: never) => {
    const { request } = args as { request: Request }
    const locale = api ? await getApiLocale(request) : await getLocale(request)
    if (locale === DEFAULT_LOCALE) return fn(args)
    let result: unknown
    try {
      result = await fn(args)
    } catch (error) {
      throw await translateResponse(error, locale)
    }
    return results ? translateResponse(result, locale) : result
  }
}

/**
 * The build with every loader and action answering its messages in the request's language (issue 15):
 * server code speaks the English of the message catalogues, which the API's clients and the spec rely
 * on; the JSON API answers in Malay when Accept-Language asks for it, a page in the language it is
 * served in (`?lng`, the cookie, Accept-Language). Remix v2 has no middleware, and every answer passes
 * here; the English answers pass untouched.
 */
export function answerInRequestedLanguage(build: ServerBuild): ServerBuild {
  return wrapRouteFunctions(build, (fn, kind, id) => {
    // The JSON API is the api+ group of routes (decision 027).
    const api = id.startsWith('routes/api+/')
    return inRequestedLanguage(fn, { api, results: kind === 'action' || api })
  })
}
