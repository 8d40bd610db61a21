// `npm run bench`: seeds 10,000 practitioners into a scratch database, starts the built server against it
// (NODE_ENV=production, its own embedded database), and loads a filtered directory page, the filtered API, a
// profile page and /healthz with autocannon. Prints requests per second, p50 and p99 latency and each
// target's cost relative to /healthz (measured first and last); exits non-zero when the directory
// page's p99 reaches 250 ms or any request fails. Everything it starts is stopped, its files removed.
//
// BENCH_PRACTITIONERS (10000), BENCH_DURATION seconds per target (10) and BENCH_CONNECTIONS (20) tune it.
import os from 'node:os'
import autocannon from 'autocannon'
import { startScratchSite, type ScratchSite } from './lib/scratch-site.ts'

const PRACTITIONERS = Number(process.env.BENCH_PRACTITIONERS ?? 10_000)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const P99_LIMIT_MS = 250
const COST_AIM = 5

let site: ScratchSite | null = null

interface Measured {
  name: string
  path: string
  rps: number
  p50: number
  p99: number
  failures: number
}

async function load(name: string, url: string, duration: number): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip' } })
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

async function main() {
  console.log(`Seeding ${PRACTITIONERS.toLocaleString('en-GB')} practitioners into a scratch database …`)
  const seedStart = Date.now()
  site = await startScratchSite({ practitioners: PRACTITIONERS, members: 0 })
  console.log(`Seeded and started in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`)
  const { origin } = site

  // The first directory request builds the snapshot.
  const coldStart = Date.now()
  const sample = (await (await fetch(`${origin}/api/practitioners?search=tan&state=Sabah&limit=1`)).json()) as Array<{ id: string }>
  console.log(`First directory request (the snapshot build included): ${Date.now() - coldStart} ms`)
  if (!sample[0]) throw new Error('the seeded directory has no match for the benchmark search')
  const targets = [
    { name: '/healthz (baseline)', path: '/healthz' },
    { name: 'directory page, filtered', path: '/find-practitioner?search=tan&state=Sabah' },
    { name: 'API, filtered', path: '/api/practitioners?search=tan&state=Sabah' },
    { name: 'profile page', path: `/practitioner/${sample[0].id}` },
  ]

  // A short run per target warms the JIT.
  for (const target of targets) {
    const response = await fetch(origin + target.path)
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}`)
  }
  for (const target of targets) await load(target.name, origin + target.path, 2)

  // /healthz is measured first and last; the baseline is the mean of both, so that a change in the
  // machine's load during the run (it is shared) skews the ratios less.
  const results: Measured[] = []
  for (const target of [...targets, { name: '/healthz (again)', path: '/healthz' }]) {
    process.stdout.write(`Loading ${target.path} for ${DURATION_S} s at ${CONNECTIONS} connections …\n`)
    results.push(await load(target.name, origin + target.path, DURATION_S))
  }
  const healthz = [results[0]!, results[results.length - 1]!]
  const baseline = {
    rps: (healthz[0]!.rps + healthz[1]!.rps) / 2,
    p99: (healthz[0]!.p99 + healthz[1]!.p99) / 2,
  }

  console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`)
  console.table(
    results.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'cost x healthz': Number((baseline.rps / r.rps).toFixed(2)),
      'p99 x healthz': Number((r.p99 / Math.max(1, baseline.p99)).toFixed(2)),
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
  if (problems.length) throw new Error(problems.join('; '))
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
