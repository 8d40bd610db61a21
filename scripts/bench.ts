// `npm run bench`: seeds 10,000 practitioners and 500 members with 40 CPD entries each into a scratch
// database, starts the built server against it (NODE_ENV=production, its own embedded database), and loads
// a filtered directory page, the filtered API, a profile page, /login, a member's dashboard, GET /api/cpd,
// the CPD statement and /healthz with autocannon (the directory page both kept as HTML and drawn afresh:
// server/page-cache.ts; a member's pages are always drawn, decision 024), then, in a second pass, the
// member pages of a member with 2,000 entries. Prints requests per second, p50 and p99 latency, each
// target's cost relative to /healthz (measured first and last) and the CPU time per request; exits
// non-zero when the directory page's p99 reaches 250 ms, a page costs more than its aim (issue 22, issue
// 31), a member's page with 2,000 entries costs more than 1.5 times the one with 40, or any request fails.
// Everything it starts is stopped, its files removed.
//
// BENCH_PRACTITIONERS (10000), BENCH_MEMBERS (500), BENCH_CPD_PER_MEMBER (40), BENCH_HEAVY_CPD (2000; 0
// leaves the second pass out), BENCH_DURATION seconds per target (10) and BENCH_CONNECTIONS (20) tune it;
// DB_BACKEND=sqlite measures the SQLite fallback.
import os from 'node:os'
import autocannon from 'autocannon'
import { cpuMsOfProcessTrees } from './lib/process-cpu.ts'
import { User } from '#app/models/user.server.ts'
import { insertCpdEntries, SCRATCH_MEMBER_PASSWORD, startScratchSite, type ScratchSite } from './lib/scratch-site.ts'

const PRACTITIONERS = Number(process.env.BENCH_PRACTITIONERS ?? 10_000)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500)
const CPD_PER_MEMBER = Number(process.env.BENCH_CPD_PER_MEMBER ?? 40)
/** The second pass: another member with this many entries (issue 31; 0 leaves the pass out). */
const HEAVY_CPD = Number(process.env.BENCH_HEAVY_CPD ?? 2_000)
const P99_LIMIT_MS = 250
/** Issue 22: the directory page at most twice the cost of /healthz (a visitor's page, kept as HTML). */
const COST_AIM = 2
/**
 * Issue 31, pages drawn each time: /login (the frame every page shares), the directory page for a search
 * nobody made before, and a member's own pages, at most this many times /healthz.
 */
const DRAWN_COST_AIMS: Record<string, number> = {
  '/login': 3,
  'directory page, drawn each time': 5,
  '/member-dashboard/cpd': 6,
  '/api/cpd': 2.5,
  '/member-dashboard/cpd/statement': 6,
}
/** Issue 31: a member's page with 2,000 entries at most this many times dearer than with 40. */
const HEAVY_COST_AIM = 1.5
/** Issue 19: the first directory request after an edit (the snapshot updated in place, not rebuilt). */
const AFTER_EDIT_AIM_MS = 100
const EDITS = 5

let site: ScratchSite | null = null

interface Target {
  name: string
  path: string
  headers?: Record<string, string>
  /** Every request with a cookie of its own, which no kept page answers (server/page-cache.ts): the page drawn each time. */
  drawnEachTime?: boolean
}

interface Measured {
  name: string
  path: string
  rps: number
  p50: number
  p99: number
  failures: number
  /** CPU time per request of the app's process and of the database's processes, when /proc tells. */
  appCpuMs: number | null
  dbCpuMs: number | null
}

async function load(name: string, url: string, duration: number, headers: Record<string, string> = {}, drawnEachTime = false): Promise<Measured> {
  const appPids = site ? [site.app.child.pid!] : []
  const dbPids = site ? site.dbPids() : []
  const appBefore = cpuMsOfProcessTrees(appPids)
  const dbBefore = cpuMsOfProcessTrees(dbPids)
  let sent = 0
  const eachTime = drawnEachTime
    ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, cookie: `bench=${++sent}` } }) }] }
    : {}
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip', ...headers }, ...eachTime })
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null || result.requests.total === 0 ? null : (after - before) / result.requests.total
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    appCpuMs: perRequest(appBefore, cpuMsOfProcessTrees(appPids)),
    dbCpuMs: perRequest(dbBefore, cpuMsOfProcessTrees(dbPids)),
  }
}

async function main() {
  const cpdEntries = MEMBERS * CPD_PER_MEMBER
  console.log(
    `Seeding ${PRACTITIONERS.toLocaleString('en-GB')} practitioners, ${MEMBERS} members and ${cpdEntries.toLocaleString('en-GB')} CPD entries into a scratch database …`,
  )
  const seedStart = Date.now()
  site = await startScratchSite({ practitioners: PRACTITIONERS, members: MEMBERS, cpdEntriesPerMember: CPD_PER_MEMBER })
  console.log(`Seeded and started on ${site.dbKind} in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`)
  const { origin } = site

  // One member in the middle of the list, signed in through the API; pages accept the bearer token too.
  const member = site.members[Math.floor(site.members.length / 2)]
  const auth = member ? await bearerOf(origin, member.email) : null
  // The second pass (issue 31): the last member gets HEAVY_CPD entries; their pages must cost at most
  // 1.5 times the first member's.
  const heavy = HEAVY_CPD > 0 && site.members.length > 1 ? site.members[site.members.length - 1]! : null
  // Their newest 40 are every member's; the rest go further back: a long history, the same recent years.
  if (heavy) await insertCpdEntries([heavy.id], HEAVY_CPD - CPD_PER_MEMBER, { from: CPD_PER_MEMBER })
  const heavyAuth = heavy ? await bearerOf(origin, heavy.email) : null

  // The first directory request builds the snapshot.
  const coldStart = Date.now()
  const sample = (await (await fetch(`${origin}/api/practitioners?search=tan&state=Sabah&limit=1`)).json()) as Array<{ id: string }>
  console.log(`First directory request (the snapshot build included): ${Date.now() - coldStart} ms`)
  if (!sample[0]) throw new Error('the seeded directory has no match for the benchmark search')
  const afterEdit = await firstRequestsAfterEdits(origin, sample[0].id)
  // A member's pages are drawn each time (decision 024).
  const memberPages = [
    { name: `member dashboard (${CPD_PER_MEMBER} CPD entries)`, path: '/member-dashboard/cpd' },
    { name: `GET /api/cpd (${CPD_PER_MEMBER})`, path: '/api/cpd' },
    { name: `CPD statement (${CPD_PER_MEMBER})`, path: '/member-dashboard/cpd/statement' },
  ]
  const memberTargets: Target[] = auth ? memberPages.map((page) => ({ ...page, headers: auth })) : []
  const heavyTargets: Target[] = heavyAuth
    ? memberPages.map((page) => ({ ...page, name: page.name.replace(`(${CPD_PER_MEMBER}`, `(${HEAVY_CPD}`), headers: heavyAuth }))
    : []
  const targets: Target[] = [
    { name: '/healthz (baseline)', path: '/healthz' },
    { name: 'directory page, filtered', path: '/find-practitioner?search=tan&state=Sabah' },
    // The same page drawn every time, as for a search nobody made before: a cookie the page does not read
    // passes the page cache by (server/page-cache.ts).
    { name: 'directory page, drawn each time', path: '/find-practitioner?search=tan&state=Sabah', headers: { cookie: 'bench=drawn' } },
    { name: 'API, filtered', path: '/api/practitioners?search=tan&state=Sabah' },
    { name: 'profile page', path: `/practitioner/${sample[0].id}` },
    // The frame every page shares, and nothing else: drawn each time (no page cache keeps it).
    { name: '/login', path: '/login' },
    ...memberTargets,
    ...heavyTargets,
  ]

  // A short run per target warms the JIT.
  for (const target of targets) {
    const response = await fetch(origin + target.path, { headers: target.headers })
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}`)
  }
  for (const target of targets) await load(target.name, origin + target.path, 2, target.headers, target.drawnEachTime)

  // /healthz is measured first and last; the baseline is the mean of both, so that a change in the
  // machine's load during the run (it is shared) skews the ratios less.
  const results: Measured[] = []
  const runs: Target[] = [...targets, { name: '/healthz (again)', path: '/healthz' }]
  for (const target of runs) {
    process.stdout.write(`Loading ${target.path} for ${DURATION_S} s at ${CONNECTIONS} connections …\n`)
    results.push(await load(target.name, origin + target.path, DURATION_S, target.headers, target.drawnEachTime))
    await drained(origin)
  }
  const healthz = [results[0]!, results[results.length - 1]!]
  const baseline = {
    rps: (healthz[0]!.rps + healthz[1]!.rps) / 2,
    p99: (healthz[0]!.p99 + healthz[1]!.p99) / 2,
    cpuMs: cpuPerRequest(healthz[0]!) !== null ? (cpuPerRequest(healthz[0]!)! + cpuPerRequest(healthz[1]!)!) / 2 : null,
  }

  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`)
  console.table(
    results.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      // A target whose every request timed out has no cost to show, only its failures.
      'cost x healthz': r.rps > 0 ? Number((baseline.rps / r.rps).toFixed(2)) : 'none completed',
      'p99 x healthz': Number((r.p99 / Math.max(1, baseline.p99)).toFixed(2)),
      // CPU time of app + database per request: steadier than req/s when the machine is shared.
      'app+db CPU ms': cpuPerRequest(r) === null ? 'n/a' : `${r.appCpuMs!.toFixed(2)}+${r.dbCpuMs!.toFixed(2)}`,
      'CPU x healthz': cpuPerRequest(r) === null || !baseline.cpuMs ? 'n/a' : Number((cpuPerRequest(r)! / baseline.cpuMs).toFixed(2)),
      failures: r.failures,
    })),
  )

  // Let requests still queued in the server finish before it is stopped.
  await new Promise((resolve) => setTimeout(resolve, 1_000))

  const directory = results[1]!
  const cost = baseline.rps / directory.rps
  const problems: string[] = []
  if (results.some((r) => r.failures > 0)) problems.push('some requests failed')
  if (directory.p99 >= P99_LIMIT_MS) problems.push(`the directory page's p99 is ${directory.p99} ms (limit ${P99_LIMIT_MS} ms)`)
  console.log(
    `Directory page: p99 ${directory.p99} ms (limit ${P99_LIMIT_MS} ms), cost ${cost.toFixed(2)}x /healthz (aim ${COST_AIM}x): ` +
      (cost <= COST_AIM ? 'within the aim' : 'above the aim'),
  )
  if (cost > COST_AIM) problems.push(`the directory page costs ${cost.toFixed(2)}x /healthz (aim ${COST_AIM}x)`)
  const costOf = (name: string) => {
    const measured = results.find((r) => r.name === name)!
    return measured.rps > 0 ? baseline.rps / measured.rps : Number.POSITIVE_INFINITY
  }
  // Issue 31: a page drawn each time above its aim fails the bench, as a slow directory page does.
  for (const target of targets.filter((t) => DRAWN_COST_AIMS[t.name] ?? (memberTargets.includes(t) && DRAWN_COST_AIMS[t.path]))) {
    const aim = DRAWN_COST_AIMS[target.name] ?? DRAWN_COST_AIMS[target.path]!
    const cost = costOf(target.name)
    console.log(`${target.name}: cost ${cost.toFixed(2)}x /healthz (aim ${aim}x): ${cost <= aim ? 'within the aim' : 'above the aim'}`)
    if (cost > aim) problems.push(`${target.name} costs ${cost.toFixed(2)}x /healthz (aim ${aim}x)`)
  }
  heavyTargets.forEach((target, i) => {
    const dearer = costOf(target.name) / costOf(memberTargets[i]!.name)
    console.log(`${target.name}: ${dearer.toFixed(2)}x the cost with ${CPD_PER_MEMBER} entries (aim ${HEAVY_COST_AIM}x): ${dearer <= HEAVY_COST_AIM ? 'within the aim' : 'above the aim'}`)
    if (dearer > HEAVY_COST_AIM) problems.push(`${target.name} costs ${dearer.toFixed(2)}x as much as with ${CPD_PER_MEMBER} entries (aim ${HEAVY_COST_AIM}x)`)
  })
  if (afterEdit.length) {
    const sorted = [...afterEdit].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    console.log(
      `First directory request after an edit (${afterEdit.length} edits, ${PRACTITIONERS.toLocaleString('en-GB')} listings): median ${median} ms, ` +
        `max ${sorted[sorted.length - 1]} ms (aim under ${AFTER_EDIT_AIM_MS} ms): ${median < AFTER_EDIT_AIM_MS ? 'within the aim' : 'above the aim'}`,
    )
  }
  if (problems.length) throw new Error(problems.join('; '))
}

/**
 * An administrator edits a listing (PUT /api/practitioners/{id}) and the next directory page is timed:
 * the change is applied to the snapshot in place (docs/decisions/019), where it used to be rebuilt.
 */
async function firstRequestsAfterEdits(origin: string, listingId: string): Promise<number[]> {
  const admin = site?.members[0]
  if (!admin) return []
  await User.updateOne({ email: admin.email }, { $set: { isAdmin: true } })
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: SCRATCH_MEMBER_PASSWORD }),
  })
  if (!login.ok) throw new Error(`signing the benchmark's administrator in answered ${login.status}`)
  const token = ((await login.json()) as { token: string }).token
  const listing = (await (await fetch(`${origin}/api/practitioners/${listingId}`)).json()) as Record<string, unknown>
  const timings: number[] = []
  for (let edit = 1; edit <= EDITS; edit++) {
    // What the answer says of the listing's standing today (issue 36) is not the listing's to edit.
    const { sanctions: _sanctions, coverCurrent: _coverCurrent, ...fields } = listing
    // Nor is its address shown unless the practitioner publishes it (issue 36): the form needs one.
    const body = { ...fields, email: String(listing.email || `listing-${listingId}@example.com`), description: `${String(listing.description ?? '')} (edit ${edit})` }
    const saved = await fetch(`${origin}/api/practitioners/${listingId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    if (!saved.ok) throw new Error(`editing a listing answered ${saved.status}: ${await saved.text()}`)
    const started = performance.now()
    const page = await fetch(`${origin}/find-practitioner?search=tan&state=Sabah`)
    await page.text()
    timings.push(Math.round(performance.now() - started))
    if (!page.ok) throw new Error(`the directory after an edit answered ${page.status}`)
  }
  return timings
}

/**
 * Waits until the server has answered what a slow target left queued (autocannon stops sending, the
 * server goes on), so that the next target is measured alone: /healthz answering within 50 ms, 10 s at most.
 */
async function drained(origin: string) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const started = performance.now()
    await (await fetch(`${origin}/healthz`)).text()
    if (performance.now() - started < 50) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A member signed in through the API: the token every page also accepts. */
async function bearerOf(origin: string, email: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SCRATCH_MEMBER_PASSWORD }),
  })
  if (!login.ok) throw new Error(`signing the benchmark's member in answered ${login.status}`)
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
}

function cpuPerRequest(measured: Measured): number | null {
  return measured.appCpuMs === null || measured.dbCpuMs === null ? null : measured.appCpuMs + measured.dbCpuMs
}

async function cleanUp() {
  const started = site
  site = null
  await started?.cleanUp()
}

process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130))
})

let exitCode = 0
try {
  await main()
} catch (error) {
  console.error(`Benchmark failed: ${(error as Error).message}`)
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
