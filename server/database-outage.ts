import { message } from '#app/validation/messages.ts'
import { json, type ServerBuild } from '@remix-run/node'
import { wrapRouteFunctions, type DataFunction } from './route-functions.ts'
import { isDbUnavailableError } from '#app/utils/db.server.ts'
import { FRAME_NAMESPACES, getLocale, pageStrings } from '#app/utils/i18n.server.ts'

export const DATABASE_OUTAGE_MESSAGE = message('messages:api.unavailable')

/**
 * A page's 503 carries the frame's strings in its language: the root loader, which would have sent
 * them, is usually the one that failed. The API's message is translated on its way out (answer-language.ts).
 */
async function outageBody(request: Request | undefined) {
  if (!request || new URL(request.url).pathname.startsWith('/api/')) return { message: DATABASE_OUTAGE_MESSAGE }
  const locale = await getLocale(request)
  return { message: DATABASE_OUTAGE_MESSAGE, locale, i18n: pageStrings(locale, FRAME_NAMESPACES) }
}

function answer503(fn: DataFunction): DataFunction {
  return async (args: never) => {
    try {
      return await fn(args)
    } catch (error) {
      // A thrown Response keeps its status: pages show their 503 view, the API answers JSON.
      if (isDbUnavailableError(error)) {
        const { request } = args as { request?: Request }
        throw json(await outageBody(request), { status: 503, headers: { 'retry-after': '5' } })
      }
      throw error
    }
  }
}

/**
 * The build with every loader and action wrapped so that "the database is away" becomes a 503 answer
 * instead of a 500: Remix v2 has no middleware, and this is the one place every request passes.
 */
export function answerDatabaseOutagesWith503(build: ServerBuild): ServerBuild {
  return wrapRouteFunctions(build, answer503)
}
