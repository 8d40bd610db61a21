// `npm run weigh -- /member-dashboard /admin/cpd`: the gzipped JavaScript of pages signed in as an
// administrator (a member too), file by file, largest first, as scripts/budgets.ts weighs it, in seconds
// rather than the budget run's minutes. Run `npm run build` first; it serves what build/ holds.
import { gzipSync } from 'node:zlib'
import { startDemoSite } from './lib/demo-site.ts'
import { inlineScriptsOf, scriptsOf } from './lib/page-weight.ts'

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/member-dashboard/cpd']
const site = await startDemoSite('weigh')
const origin = site.origin
try {
  await site.ready()
  const cookie = await site.signIn()
  for (const page of pages) {
    const html = await (await fetch(origin + page, { headers: { cookie } })).text()
    const files = inlineScriptsOf(html).map((body) => ({ file: `inline: ${body.trim().slice(0, 60)}…`, gzipped: gzipSync(body).length }))
    for (const src of scriptsOf(html)) {
      const body = Buffer.from(await (await fetch(new URL(src, origin), { headers: { cookie } })).arrayBuffer())
      files.push({ file: src, gzipped: gzipSync(body).length })
    }
    const total = files.reduce((sum, f) => sum + f.gzipped, 0)
    console.log(`${page}: ${(total / 1024).toFixed(2)} KB of gzipped JavaScript in ${files.length} scripts`)
    for (const f of files.sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${String(f.gzipped).padStart(6)}  ${f.file}`)
  }
} finally {
  await site.stop()
}
