// Compiles the plain scripts of pages that are not hydrated (app/enhance/*.ts, docs/decisions/
// 018-page-scripts.md) into build/enhance/*.js, minified, for the server to inline. Part of `npm run
// build`; `npm run dev` runs it once at start (run it again after changing app/enhance/).
import { readdirSync } from 'node:fs'
import { build } from 'esbuild'

export async function buildEnhancements() {
  await build({
    entryPoints: readdirSync('app/enhance')
      .filter((file) => file.endsWith('.ts') && file !== 'names.ts' && !file.endsWith('.test.ts'))
      .map((file) => `app/enhance/${file}`),
    outdir: 'build/enhance',
    bundle: true,
    platform: 'browser',
    format: 'iife',
    // Phones a few years old (Chrome 80, Safari 14 and later understand ES2020).
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) await buildEnhancements()
