// `npm run loadtest`: a throw-away copy of the site (10,000 practitioners, 500 members, the built app in
// production mode on its embedded FerretDB) under 100 simulated visitors for 60 seconds, mixing browsing,
// directory searches, sign-ins and CPD writes. Prints requests per second and p50/p95/p99 per kind.
// Passes when no request got a 5xx or no answer, no more than LOAD_MAX_4XX (0) answers were a 4xx (every
// request of the load is a valid one), the p95 of every kind is under LOAD_P95_LIMIT_MS (10,000 ms: about
// twice the slowest kind measured on a 2-core machine, so it catches a regression, not jitter), and
// every CPD entry acknowledged as created is stored (scripts/lib/verdicts.ts).
//
// LOAD_USERS (100), LOAD_SECONDS (60), LOAD_PRACTITIONERS (10000) and LOAD_MEMBERS (500) tune it.
import os from 'node:os'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { Recorder, runVisitors, type Acknowledgement } from './lib/load.ts'
import { startScratchSite } from './lib/scratch-site.ts'
import { loadRunProblems } from './lib/verdicts.ts'

const USERS = Number(process.env.LOAD_USERS ?? 100)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const PRACTITIONERS = Number(process.env.LOAD_PRACTITIONERS ?? 10_000)
const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 500)
const P95_LIMIT_MS = Number(process.env.LOAD_P95_LIMIT_MS ?? 10_000)
const MAX_4XX = Number(process.env.LOAD_MAX_4XX ?? 0)

console.log(`Seeding ${PRACTITIONERS} practitioners and ${MEMBERS} members into a scratch database …`)
const site = await startScratchSite({ practitioners: PRACTITIONERS, members: MEMBERS })
let failed = true
try {
  // The first directory request builds its snapshot; a visitor should not pay for that in the figures.
  await fetch(`${site.origin}/api/practitioners?search=warm-up&limit=1`)

  const recorder = new Recorder()
  const acknowledged: Acknowledgement[] = []
  console.log(`${USERS} visitors for ${SECONDS} s against ${site.origin} …`)
  const started = Date.now()
  await runVisitors({
    origin: site.origin,
    users: USERS,
    durationMs: SECONDS * 1000,
    members: site.members,
    recorder,
    onCpdCreated: (ack) => acknowledged.push(ack),
  })
  const elapsed = (Date.now() - started) / 1000

  const stored = await CpdEntry.countDocuments({ _id: { $in: acknowledged.map((ack) => ack.id) } })
  const samples = recorder.all()
  const table = recorder.table(elapsed)

  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`)
  console.table(table)
  console.log(`All kinds: ${samples.length} requests, ${(samples.length / elapsed).toFixed(1)} req/s over ${elapsed.toFixed(0)} s`)
  console.log(`CPD entries acknowledged: ${acknowledged.length}, found stored afterwards: ${stored}`)
  console.log(`Limits: p95 ${P95_LIMIT_MS} ms for every kind, at most ${MAX_4XX} 4xx answers`)
  const problems = loadRunProblems({
    samples,
    p95ByKind: table.map((row) => ({ kind: row.kind, p95Ms: row['p95 ms'] })),
    acknowledged: acknowledged.length,
    stored,
    limits: { p95Ms: P95_LIMIT_MS, max4xx: MAX_4XX },
  })
  if (site.app.child.exitCode !== null) {
    problems.push(`the server exited during the run (${site.app.child.exitCode})`)
    console.error(site.app.output())
  }
  for (const problem of problems) console.error(`- ${problem}`)
  failed = problems.length > 0
  console.log(failed ? 'LOAD TEST FAILED' : 'LOAD TEST PASSED')
} finally {
  await site.cleanUp()
}
process.exit(failed ? 1 : 0)
