/**
 * One value per process under a name (plain TypeScript, no server import: it lives in domain/ so that
 * every layer may use it, models included, without an exception to the layer rules). Module state would otherwise exist twice: once in the server
 * bundle and once more after a development rebuild (or in tests, which load app modules beside the
 * bundle), and two rate limiters or caches for one purpose would disagree.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __empamSingletons?: Map<string, unknown> }
  store.__empamSingletons ??= new Map()
  if (!store.__empamSingletons.has(name)) store.__empamSingletons.set(name, create())
  return store.__empamSingletons.get(name) as T
}
