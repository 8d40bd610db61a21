// `npm run loadtest`: a throw-away copy of the site (10,000 practitioners, 500 members, the built app in
// production mode on its embedded FerretDB) under 100 simulated visitors for 60 seconds, mixing browsing,
// directory searches, sign-ins and CPD writes. Prints requests per second and p50/p95/p99 per kind.
// Passes when no request got a 5xx or no answer and every CPD entry acknowledged as created is stored.
//
// LOAD_USERS (100), LOAD_SECONDS (60), LOAD_PRACTITIONERS (10000) and LOAD_MEMBERS (500) tune it.
import os from 'node:os'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { Recorder, runVisitors } from './lib/load.ts'
import { startScratchSite } from './lib/scratch-site.ts'

const USERS = Number(process.env.LOAD_USERS ?? 100)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const PRACTITIONERS = Number(process.env.LOAD_PRACTITIONERS ?? 10_000)
const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 500)

console.log(`Seeding ${PRACTITIONERS} practitioners and ${MEMBERS} members into a scratch database …`)
const site = await startScratchSite({ practitioners: PRACTITIONERS, members: MEMBERS })
let failed = true
try {
  // The first directory request builds its snapshot; a visitor should not pay for that in the figures.
  await fetch(`${site.origin}/api/practitioners?search=warm-up&limit=1`)

  const recorder = new Recorder()
  const acknowledged: string[] = []
  console.log(`${USERS} visitors for ${SECONDS} s against ${site.origin} …`)
  const started = Date.now()
  await runVisitors({
    origin: site.origin,
    users: USERS,
    durationMs: SECONDS * 1000,
    members: site.members,
    recorder,
    onCpdCreated: (id) => acknowledged.push(id),
  })
  const elapsed = (Date.now() - started) / 1000

  const stored = await CpdEntry.countDocuments({ _id: { $in: acknowledged } })
  const samples = recorder.all()
  const serverErrors = samples.filter((s) => s.status >= 500).length
  const noAnswer = samples.filter((s) => s.status === 0).length

  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`)
  console.table(recorder.table(elapsed))
  console.log(`All kinds: ${samples.length} requests, ${(samples.length / elapsed).toFixed(1)} req/s over ${elapsed.toFixed(0)} s`)
  console.log(`CPD entries acknowledged: ${acknowledged.length}, found stored afterwards: ${stored}`)
  console.log(`5xx answers: ${serverErrors}, requests without an answer: ${noAnswer}`)
  failed = serverErrors > 0 || noAnswer > 0 || stored !== acknowledged.length || acknowledged.length === 0
  console.log(failed ? 'LOAD TEST FAILED' : 'LOAD TEST PASSED')
  if (site.app.child.exitCode !== null) {
    failed = true
    console.error(`The server exited during the run:\n${site.app.output()}`)
  }
} finally {
  await site.cleanUp()
}
process.exit(failed ? 1 : 0)
