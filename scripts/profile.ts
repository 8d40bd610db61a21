// `npm run profile`: where a page's CPU time goes (issue 31, item 4). Seeds a scratch site as the bench
// does (fewer listings by default: a profile needs the pages, not the volume), then for each page starts
// one more app process with `--cpu-prof` on the same database, loads the page with autocannon, stops the
// process (which writes its profile) and prints the profile's self time per request, grouped by what
// spends it (route matching, the root loader's modules, Mongoose, the MongoDB driver, React, gzip, the
// garbage collector …) and its busiest functions. The profiles stay in PROFILE_DIR for a closer look
// (Chrome's DevTools, or speedscope).
//
// PROFILE_PATHS (comma-separated, default /login,/about,/member-dashboard/cpd), PROFILE_DURATION seconds
// (8), PROFILE_CONNECTIONS (10), PROFILE_PRACTITIONERS (2000), PROFILE_CPD_PER_MEMBER (40), PROFILE_DIR;
// PROFILE_EACH_TIME=1 sends a new cookie with every request, as the bench does, so a visitor's page is
// drawn each time rather than served from the page cache. PROFILE_NODE_ARGS (space-separated) go to the
// profiled app's node, to compare a flag's effect.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { SCRATCH_MEMBER_PASSWORD, startScratchSite, type ScratchSite } from './lib/scratch-site.ts'
import { summariseProfile, type CpuProfile } from './lib/profile-summary.ts'

const PATHS = (process.env.PROFILE_PATHS ?? '/login,/about,/member-dashboard/cpd').split(',').filter(Boolean)
const DURATION_S = Number(process.env.PROFILE_DURATION ?? 8)
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10)
const PRACTITIONERS = Number(process.env.PROFILE_PRACTITIONERS ?? 2_000)
const CPD_PER_MEMBER = Number(process.env.PROFILE_CPD_PER_MEMBER ?? 40)
const EACH_TIME = process.env.PROFILE_EACH_TIME === '1'
const NODE_ARGS = (process.env.PROFILE_NODE_ARGS ?? '').split(' ').filter(Boolean)
const OUT_DIR = path.resolve(process.env.PROFILE_DIR ?? path.join(os.tmpdir(), `empam-profiles-${Date.now()}`))

let site: ScratchSite | null = null

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true })
  site = await startScratchSite({ practitioners: PRACTITIONERS, members: 10, cpdEntriesPerMember: CPD_PER_MEMBER })
  const member = site.members[0]!
  const login = await fetch(`${site.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: SCRATCH_MEMBER_PASSWORD }),
  })
  if (!login.ok) throw new Error(`signing the member in answered ${login.status}`)
  const token = ((await login.json()) as { token: string }).token

  for (const pagePath of PATHS) {
    const dir = path.join(OUT_DIR, pagePath.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root')
    fs.mkdirSync(dir, { recursive: true })
    const app = await site.startAnotherApp([...NODE_ARGS, '--cpu-prof', `--cpu-prof-dir=${dir}`])
    // A member's page is asked for with the member's token; a public page without it.
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...(pagePath.startsWith('/member-dashboard') || pagePath.startsWith('/api/cpd') ? { authorization: `Bearer ${token}` } : {}) }
    const url = app.origin + pagePath
    const first = await fetch(url, { headers })
    if (!first.ok) throw new Error(`${pagePath} answered ${first.status}`)
    let sent = 0
    const eachTime = EACH_TIME ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, cookie: `profile=${++sent}` } }) }] } : {}
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, ...eachTime })
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, ...eachTime })
    await app.stop()
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error(`no profile written for ${pagePath}`)
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile
    // The warm-up's requests are in the profile too: spread the time over every request it answered.
    const requests = result.requests.total + Math.round((result.requests.total * 2) / DURATION_S) + 1
    const summary = summariseProfile(profile, requests)
    console.log(`\n${pagePath}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms; about ${requests} requests profiled (${path.join(dir, file)})`)
    console.table(summary.groups.map((group) => ({ 'spent in': group.name, 'ms per request': Number(group.msPerRequest.toFixed(2)), share: `${group.percent.toFixed(1)}%` })))
    console.table(summary.functions.slice(0, 12).map((fn) => ({ function: fn.name, where: fn.where, 'ms per request': Number(fn.msPerRequest.toFixed(3)) })))
  }
}

let exitCode = 0
try {
  await main()
} catch (error) {
  console.error(`Profile failed: ${(error as Error).message}`)
  exitCode = 1
} finally {
  await (site as ScratchSite | null)?.cleanUp()
}
process.exit(exitCode)
