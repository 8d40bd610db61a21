import { AsyncLocalStorage } from 'node:async_hooks'
import { singleton } from '#app/domain/singleton.ts'

/**
 * Values shared by everything one request runs. Remix hands each loader of a page its own copy of the
 * Request, so a cache keyed by the Request object cannot serve the root loader and the page's loader
 * together; the server runs each request inside a scope (server/create-app.ts) that both can reach.
 * One storage per process (singleton): the server bundle and the app bundle must share it.
 */
const storage = singleton('request-scope', () => new AsyncLocalStorage<Map<string, unknown>>())

export function runInRequestScope<T>(run: () => T): T {
  return storage.run(new Map(), run)
}

/** `create()`'s value, made once per request scope (every time outside one). */
export function oncePerRequest<T>(key: string, create: () => T): T {
  const scope = storage.getStore()
  if (!scope) return create()
  if (!scope.has(key)) scope.set(key, create())
  return scope.get(key) as T
}
