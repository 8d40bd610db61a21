// `npm run faulttest`: a throw-away copy of the site under load while its database server is stopped and
// started again. Passes when, while the database is down, /healthz answers 503 and pages answer the
// friendly 503 page (never another 5xx); every request gets an answer; the server process never exits;
// it recovers by itself within 10 seconds of the database coming back; CPD entries sent after the
// recovery are acknowledged (counted apart from those answered around the outage); and every CPD entry
// acknowledged as created is stored (scripts/lib/verdicts.ts).
//
// FAULT_USERS (30), FAULT_SECONDS of load (40), FAULT_DOWN_AT (10) and FAULT_DOWN_FOR (10) seconds tune
// it; FAULT_REQUEST_TIMEOUT_MS (30,000) is how long a visitor waits for an answer.
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { Recorder, runVisitors, type Acknowledgement } from './lib/load.ts'
import { startScratchSite } from './lib/scratch-site.ts'
import { acknowledgementPhases, faultRunProblems } from './lib/verdicts.ts'

const USERS = Number(process.env.FAULT_USERS ?? 30)
const SECONDS = Number(process.env.FAULT_SECONDS ?? 40)
const DOWN_AT = Number(process.env.FAULT_DOWN_AT ?? 10)
const DOWN_FOR = Number(process.env.FAULT_DOWN_FOR ?? 10)
const REQUEST_TIMEOUT_MS = Number(process.env.FAULT_REQUEST_TIMEOUT_MS ?? 30_000)
const RECOVERY_LIMIT_MS = 10_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const t0 = Date.now()
const log = (message: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${message}`)

log('Seeding 2,000 practitioners and 100 members into a scratch database …')
const site = await startScratchSite({ practitioners: 2_000, members: 100 })
const problems: string[] = []

/** While the database is down: what /healthz and a page answer, probed every half second. */
async function probeOutage(until: number) {
  const seen = { healthz: new Map<number, number>(), page: new Map<number, number>(), friendly: 0, unfriendly: 0 }
  while (Date.now() < until) {
    const [health, page] = await Promise.all([
      fetch(`${site.origin}/healthz`).then((r) => r.status).catch(() => 0),
      fetch(`${site.origin}/news`)
        .then(async (r) => ({ status: r.status, text: await r.text() }))
        .catch(() => ({ status: 0, text: '' })),
    ])
    seen.healthz.set(health, (seen.healthz.get(health) ?? 0) + 1)
    seen.page.set(page.status, (seen.page.get(page.status) ?? 0) + 1)
    if (page.status === 503) {
      if (page.text.includes('brief problem reaching its records')) seen.friendly += 1
      else seen.unfriendly += 1
    }
    await sleep(500)
  }
  return seen
}

try {
  await fetch(`${site.origin}/api/practitioners?search=warm-up&limit=1`)
  const recorder = new Recorder()
  const acknowledged: Acknowledgement[] = []
  log(`${USERS} visitors for ${SECONDS} s; the database stops at ${DOWN_AT} s for ${DOWN_FOR} s`)
  const loadStart = Date.now()
  const load = runVisitors({
    origin: site.origin,
    users: USERS,
    durationMs: SECONDS * 1000,
    members: site.members,
    recorder,
    onCpdCreated: (ack) => acknowledged.push(ack),
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  })

  await sleep(DOWN_AT * 1000)
  log(`Stopping the database (${acknowledged.length} CPD entries acknowledged so far)`)
  const stoppedAt = Date.now()
  await site.stopDatabase()
  const downSince = Date.now()
  // The driver notices within its heartbeat (2 s); the probe starts once it has.
  await sleep(3_000)
  const outage = await probeOutage(downSince + DOWN_FOR * 1000)
  log(`While down: /healthz answered ${JSON.stringify(Object.fromEntries(outage.healthz))}, /news ${JSON.stringify(Object.fromEntries(outage.page))}`)

  log('Starting the database again')
  await site.startDatabase()
  const restarted = Date.now()
  let recoveredAt: number | null = null
  while (Date.now() - restarted < 30_000) {
    const [health, page] = await Promise.all([
      fetch(`${site.origin}/healthz`).then((r) => r.status).catch(() => 0),
      fetch(`${site.origin}/news`).then((r) => r.status).catch(() => 0),
    ])
    if (health === 200 && page === 200) {
      recoveredAt = Date.now()
      break
    }
    await sleep(100)
  }
  const recoveredAfterMs = recoveredAt === null ? null : recoveredAt - restarted
  log(recoveredAfterMs === null ? 'Not recovered within 30 s' : `Recovered ${recoveredAfterMs} ms after the database came back`)

  await load
  const elapsed = (Date.now() - loadStart) / 1000
  const samples = recorder.all()
  const other5xx = samples.filter((s) => s.status >= 500 && s.status !== 503).length
  const unavailable = samples.filter((s) => s.status === 503).length
  const unanswered = samples.filter((s) => s.status === 0).length
  const stored = await CpdEntry.countDocuments({ _id: { $in: acknowledged.map((ack) => ack.id) } })
  const phases = acknowledgementPhases(acknowledged, { stoppedAt, recoveredAt })
  console.table(recorder.table(elapsed))
  log(`503 answers during the run: ${unavailable}; other 5xx: ${other5xx}; requests without an answer: ${unanswered}`)
  log(
    `CPD entries acknowledged: ${acknowledged.length} (${phases.beforeStop} before the stop, ${phases.aroundOutage} answered ` +
      `around the outage, ${phases.afterRecovery} sent after the recovery), found stored afterwards: ${stored}`,
  )
  // What the server said about them, to tell which error escaped the 503 answer.
  if (other5xx > 0) console.error(site.app.output().split('\n').slice(-40).join('\n'))
  problems.push(
    ...faultRunProblems({
      outage: { healthz: [...outage.healthz.keys()], page: [...outage.page.keys()], unfriendly: outage.unfriendly },
      recoveredAfterMs,
      recoveryLimitMs: RECOVERY_LIMIT_MS,
      samples,
      phases,
      acknowledged: acknowledged.length,
      stored,
      serverExitCode: site.app.child.exitCode,
    }),
  )
} catch (error) {
  problems.push(`the test itself failed: ${(error as Error).message}`)
} finally {
  await site.cleanUp()
}

for (const problem of problems) console.error(`- ${problem}`)
console.log(problems.length ? 'FAULT TEST FAILED' : 'FAULT TEST PASSED')
process.exit(problems.length ? 1 : 0)
