// `npm run weigh -- /member-dashboard /admin/cpd`: the gzipped JavaScript of pages signed in as an
// administrator (a member too), file by file, largest first, as scripts/budgets.ts weighs it, in seconds
// rather than the budget run's minutes. Run `npm run build` first; it serves what build/ holds.
import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { freePort, makeTempDataDir, removeDataDir } from '#server/embedded-db.ts'
import { inlineScriptsOf, scriptsOf } from './lib/page-weight.ts'
import { startServerProcess, waitForHealth } from './lib/server-process.ts'

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/member-dashboard']
const dataDir = makeTempDataDir('empam-weigh-')
const port = await freePort()
const origin = `http://localhost:${port}`
const admin = { email: 'weigh-admin@empam.example', password: randomBytes(12).toString('hex') }
const app = startServerProcess({
  PORT: String(port),
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: origin,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
})
try {
  await waitForHealth(port, { timeoutMs: 90_000 })
  const signIn = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  })
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('empam_session='))?.split(';')[0] ?? ''
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
  app.child.kill('SIGTERM')
  await app.exited
  removeDataDir(dataDir)
}
