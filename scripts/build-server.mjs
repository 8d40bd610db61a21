// Bundles server.ts (and the app modules it imports) into build/server.js, and the cluster's primary
// (server/cluster.ts, `npm run start:cluster`) into build/cluster.js; packages stay external. Then the
// plain scripts of pages that are not hydrated (scripts/build-enhance.mjs).
import { build } from 'esbuild'
import { buildEnhancements } from './build-enhance.mjs'

await build({
  entryPoints: { server: 'server.ts', cluster: 'server/cluster.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})

await buildEnhancements()
