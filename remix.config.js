import { flatRoutes } from 'remix-flat-routes'

/** Files in app/routes that are not routes: tests. */
const notRoutes = ['**/.*', '**/*.test.{ts,tsx}']

/**
 * A folder route's id without its file's name: `routes/_admin+/admin.cpd`, not `…/admin.cpd/route`. The
 * ids travel in every page's HTML (the loaders' data and the route manifest), and name the routes in tests.
 */
function withShortIds(routes) {
  const short = (id) => id?.replace(/\/route$/, '')
  return Object.fromEntries(
    Object.values(routes).map((route) => [short(route.id), { ...route, id: short(route.id), parentId: short(route.parentId) }]),
  )
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  serverBuildPath: 'build/remix/index.js',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  // Subpath imports (#app/...) are the app's own code: bundle them rather than leave them to Node.
  serverDependenciesToBundle: [/^#app\//],
  // Routes are grouped in folders by who uses them (issue 32, decision 027): remix-flat-routes reads a
  // folder ending in `+` as a prefix of the names in it; Remix's own convention is switched off.
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) => withShortIds(flatRoutes('routes', defineRoutes, { ignoredRouteFiles: notRoutes })),
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
}
