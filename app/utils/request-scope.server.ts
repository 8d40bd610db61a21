import type { IncomingMessage, ServerResponse } from 'node:http'
import { singleton } from '#app/domain/singleton.ts'

/**
 * Values shared by everything one request runs. Remix hands each loader of a page its own copy of the
 * Request, so a cache keyed by the Request object cannot serve the root loader and the page's loader
 * together. The server opens a scope for each request (server/create-app.ts) and names it in a header
 * of its own, which every copy of the Request carries; the scope ends when the response closes.
 *
 * A header, not an AsyncLocalStorage (as before issue 31's last profile): on Node 20 the storage turns
 * on async hooks for every promise of every request, which cost more than the lookup it shares. The
 * server overwrites whatever a client sent under that header, so a request only ever reaches its own.
 * One map per process (singleton): the server bundle and the app bundle must share it.
 */
export const REQUEST_SCOPE_HEADER = 'x-empam-request-scope'

const scopes = singleton('request-scopes', () => ({ next: 0, open: new Map<string, Map<string, unknown>>() }))

/** Express middleware's part: a new scope for this request, named in its headers, dropped when it is answered. */
export function openRequestScope(req: IncomingMessage, res: ServerResponse) {
  const id = String((scopes.next += 1))
  req.headers[REQUEST_SCOPE_HEADER] = id
  scopes.open.set(id, new Map())
  res.once('close', () => scopes.open.delete(id))
}

/** `create()`'s value, made once per request scope (every time outside one). */
export function oncePerRequest<T>(request: Request, key: string, create: () => T): T {
  const id = request.headers.get(REQUEST_SCOPE_HEADER)
  const scope = id ? scopes.open.get(id) : undefined
  if (!scope) return create()
  if (!scope.has(key)) scope.set(key, create())
  return scope.get(key) as T
}

/** How many scopes are open (a test's check that answered requests leave none behind). */
export function openRequestScopeCount() {
  return scopes.open.size
}
