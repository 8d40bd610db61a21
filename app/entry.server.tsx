import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { isDbUnavailableError } from './utils/db.server.ts'
import { NonceProvider } from './utils/nonce-provider.ts'
import { sessionCookieName } from './utils/session.server.ts'
import { RELOAD_DOCUMENT_HEADER } from './utils/toast.server.ts'
import { LOCALE_COOKIE } from './domain/locale.ts'

const ABORT_DELAY = 5_000

/**
 * Renders the whole page before sending it. No route defers data, so streaming would gain nothing, and a
 * page sent in one piece compresses to about half the size of one flushed chunk by chunk.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(sink)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

/** Cookies whose change the site's header shows: who is signed in, and the language. */
const headerCookies = () => [sessionCookieName(), LOCALE_COOKIE]

/**
 * A form sent with JavaScript that signs someone in or out, or changes the language (it sets one of
 * those cookies), and redirects: the next page loads as a whole new document. The site's header shows
 * both, and it is server markup that a client-side navigation leaves as it was
 * (components/layout/server-markup.tsx). Actions that change what the header shows otherwise (a
 * member's name) ask for it themselves with `RELOAD_DOCUMENT`.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (request.method === 'GET' || !response.headers.has('X-Remix-Redirect')) return response
  const cookies = response.headers.getSetCookie()
  if (!cookies.some((cookie) => headerCookies().some((name) => cookie.startsWith(`${name}=`)))) return response
  const headers = new Headers(response.headers)
  headers.set(RELOAD_DOCUMENT_HEADER, 'true')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isDbUnavailableError(error)) {
    console.error(`Database unavailable while serving ${request.method} ${new URL(request.url).pathname}`)
    return
  }
  console.error(error)
}
