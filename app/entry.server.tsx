import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { isDbUnavailableError } from './utils/db.server.ts'
import { NonceProvider } from './utils/nonce-provider.ts'
import { sessionCookieName } from './utils/session.server.ts'
import { RELOAD_DOCUMENT_HEADER } from './utils/toast.server.ts'
import { LOCALE_COOKIE } from './domain/locale.ts'

/**
 * Renders the whole page as one string before sending it. No route defers data or suspends on the server,
 * so a stream would gain nothing; a page sent in one piece compresses to about half the size of one
 * flushed chunk by chunk, and `renderToString` spares the stream's chunks and the microtasks that carried
 * them (issue 31). React adds no doctype to a string: it is written here.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  const markup = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // Bytes, not a string: undici checks a string body for lone surrogates in script (toUSVString), which
  // cost the dashboard 0.4 ms a request, more than encoding it here (issue 31).
  return new Response(Buffer.from(`<!DOCTYPE html>${markup}`), { headers: responseHeaders, status: responseStatusCode })
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
