import type { ServerBuild } from '@remix-run/node'

/** A route's loader or action, as the build holds it. */
export type DataFunction = (args: never) => unknown

/**
 * The build with every route's loader and action replaced by `wrap`'s (a route without one keeps none).
 * Remix v2 has no middleware: this is the one place every request's loaders and actions pass.
 */
export function wrapRouteFunctions(
  build: ServerBuild,
  wrap: (fn: DataFunction, kind: 'loader' | 'action', routeId: string) => DataFunction,
): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = { ...route.module } as Record<string, unknown>
      for (const kind of ['loader', 'action'] as const) {
        const fn = module[kind] as DataFunction | undefined
        if (fn) module[kind] = wrap(fn, kind, id)
      }
      return [id, { ...route, module: module as unknown as typeof route.module }]
    }),
  )
  return { ...build, routes }
}
