/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  serverBuildPath: 'build/remix/index.js',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  // Subpath imports (#app/...) are the app's own code: bundle them rather than leave them to Node.
  serverDependenciesToBundle: [/^#app\//],
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
}
