// Bundles server.ts (and the app modules it imports) into build/server.js; packages stay external.
import { build } from 'esbuild'

await build({
  entryPoints: ['server.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
