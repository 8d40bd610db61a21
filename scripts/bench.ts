// `npm run bench`: seeds 10,000 practitioners into a scratch DATA_DIR, starts the built server against it
// (NODE_ENV=production, the embedded database), and loads a filtered directory page, the filtered API, a
// profile page and /healthz with autocannon. Prints requests per second, p50 and p99 latency and each
// target's cost relative to /healthz (measured first and last); exits non-zero when the directory
// page's p99 reaches 250 ms or any request fails. Everything it starts is stopped, its DATA_DIR removed.
//
// BENCH_PRACTITIONERS (10000), BENCH_DURATION seconds per target (10) and BENCH_CONNECTIONS (20) tune it.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '#server/embedded-db.ts'

const PRACTITIONERS = Number(process.env.BENCH_PRACTITIONERS ?? 10_000)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const P99_LIMIT_MS = 250
const COST_AIM = 5

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-bench-'))
let server: ChildProcess | null = null

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}

async function stopServer() {
  const child = server
  server = null
  if (!child || child.exitCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

async function cleanUp() {
  await stopServer()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

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
  if (!fs.existsSync('build/server.js') || !fs.existsSync('build/remix/index.js')) {
    throw new Error('No build: run `npm run build` first (`npm run bench` does it for you).')
  }
  const env = { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '' }
  console.log(`Seeding ${PRACTITIONERS.toLocaleString('en-GB')} practitioners into ${dataDir} …`)
  const seedStart = Date.now()
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--practitioners', String(PRACTITIONERS)], env)
  console.log(`Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`)

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`${origin}/healthz`, 60_000)

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
