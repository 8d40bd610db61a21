import type { ServerBuild } from '@remix-run/node'
import { wrapRouteFunctions, type DataFunction } from './route-functions.ts'
import type { Locale } from '#app/domain/locale.ts'
import { isProduction } from '#app/utils/env.server.ts'
import { getApiLocale, getLocale, hasUntranslatedMessage, translateMessagesInJson } from '#app/utils/i18n.server.ts'

const isJson = (value: Response) => value.headers.get('content-type')?.includes('application/json') ?? false

/**
 * An answer with its messages in `locale`: a JSON Response's text, or data returned as it is (which
 * Remix sends as JSON). Anything else (a redirect, a file) passes untouched.
 */
async function translateAnswer(value: unknown, locale: Locale): Promise<unknown> {
  if (value instanceof Response) {
    if (!isJson(value)) return value
    const text = await value.clone().text()
    const translated = translateMessagesInJson(text, locale)
    if (translated === text) return value
    const headers = new Headers(value.headers)
    headers.delete('content-length')
    return new Response(translated, { status: value.status, statusText: value.statusText, headers })
  }
  if (value === null || typeof value !== 'object') return value
  const text = JSON.stringify(value)
  const translated = translateMessagesInJson(text, locale)
  return translated === text ? value : JSON.parse(translated)
}

/**
 * Outside production, a page's loader data that still holds a message key fails loudly: a loader's data
 * is the page's own and passes no door, so a message in it was never translated.
 */
async function refuseUntranslated(value: unknown, routeId: string): Promise<unknown> {
  const text = value instanceof Response ? (isJson(value) ? await value.clone().text() : '') : JSON.stringify(value ?? null)
  if (hasUntranslatedMessage(text)) throw new Error(`The loader of ${routeId} answered a message key no door translates: ${text.slice(0, 400)}`)
  return value
}

/**
 * `api`: an API route, whose every answer is translated (Accept-Language). A page's action answers, a
 * resource route's answers and thrown answers (the error page's message) are translated in the page's
 * language; a page loader's data is its own.
 */
function inRequestedLanguage(fn: DataFunction, { api, results, id }: { api: boolean; results: boolean; id: string }): DataFunction {
  const checked = !results && !isProduction()
  return async (args: never) => {
    const { request } = args as { request: Request }
    const locale = api ? await getApiLocale(request) : await getLocale(request)
    let result: unknown
    try {
      result = await fn(args)
    } catch (error) {
      throw await translateAnswer(error, locale)
    }
    if (results) return translateAnswer(result, locale)
    return checked ? refuseUntranslated(result, id) : result
  }
}

/**
 * The build with every action and API answer's messages in the request's language (issue 32): services
 * and schemas answer with message keys (validation/messages.ts), and this is their door. The JSON API
 * answers in Malay when Accept-Language asks for it, English otherwise; a page in the language it is
 * served in (`?lng`, the cookie, Accept-Language). Remix v2 has no middleware, and every answer passes here.
 */
export function answerInRequestedLanguage(build: ServerBuild): ServerBuild {
  return wrapRouteFunctions(build, (fn, kind, id) => {
    // The JSON API is the api+ group of routes (decision 027).
    const api = id.startsWith('routes/api+/')
    // A resource route's answer is no page's data: its refusals ({ message }) are answers too.
    const resource = id.startsWith('routes/_resources+/')
    return inRequestedLanguage(fn, { api, results: kind === 'action' || api || resource, id })
  })
}
