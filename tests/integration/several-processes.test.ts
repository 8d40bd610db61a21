import http from 'node:http'
import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServerProcess, waitForHealth } from '#scripts/lib/server-process.ts'
import { freePort, makeTempDataDir, readDbServerRecord, removeDataDir } from '#server/embedded-db.ts'
import { EXPIRY_SWEEP_JOB } from '#app/jobs/expiry-sweep.server.ts'
import { cookiesFrom, newClientIp, postForm, sendJson } from '#tests/http.ts'

/**
 * `npm run start:cluster` and a second server on the same DATA_DIR: one embedded database (started by
 * the cluster's primary, reached by its two workers and by the other server through db-server.json),
 * and nothing a person or the schedule relies on kept in one process only. A is the cluster (either of
 * its workers answers), B the separate server.
 */

const ADMIN = { email: 'chair@empam.example', password: 'a-long-admin-password' }
const SWEEP_INTERVAL_MS = 2_000
const PER_EMAIL_AND_ADDRESS = 10

let dataDir = ''
let a: ReturnType<typeof startServerProcess>
let b: ReturnType<typeof startServerProcess>
let aUrl = ''
let bUrl = ''
let mongo: mongoose.mongo.MongoClient

/** A GET on a connection of its own, so that the cluster's primary hands each to the next worker in turn. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

async function matches(baseUrl: string, name: string) {
  const response = await getOnNewConnection(`${baseUrl}/api/practitioners?search=${encodeURIComponent(name)}`)
  expect(response.status).toBe(200)
  return (JSON.parse(response.body) as Array<{ name: string }>).map((p) => p.name)
}

beforeAll(async () => {
  dataDir = makeTempDataDir('empam-cluster-test-')
  const [aPort, bPort] = [await freePort(), await freePort()]
  aUrl = `http://127.0.0.1:${aPort}`
  bUrl = `http://127.0.0.1:${bPort}`
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    EXPIRY_SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
  }
  a = startServerProcess({ ...env, PORT: String(aPort), PUBLIC_URL: aUrl, CLUSTER_WORKERS: '2' }, 'build/cluster.js')
  await waitForHealth(aPort, { timeoutMs: 60_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${a.output()}`)
  })
  // B is started once the cluster serves: it finds the primary's database in db-server.json.
  b = startServerProcess({ ...env, PORT: String(bPort), PUBLIC_URL: bUrl })
  await waitForHealth(bPort, { timeoutMs: 60_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${b.output()}`)
  })
  mongo = new mongoose.mongo.MongoClient(`${readDbServerRecord(dataDir)!.uri}/empam`)
  await mongo.connect()
}, 90_000)

afterAll(async () => {
  await mongo?.close()
  for (const server of [b, a]) {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }
  // A cluster that did not stop: its database processes are killed, so that the folder can go.
  for (const pid of Object.values(readDbServerRecord(dataDir)?.pids ?? {})) {
    try {
      if (pid) process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  removeDataDir(dataDir)
}, 60_000)

describe('several app processes on one database', () => {
  test('one database: started by the primary, used by both workers and by the other server', async () => {
    const record = readDbServerRecord(dataDir)!
    expect(record.ownerPid).toBe(a.child.pid)
    expect(a.output().match(/listening on .*\(worker \d, pid \d+\)/g)).toHaveLength(2)
    expect(a.output().match(/run by the primary/g)).toHaveLength(2)
    expect(a.output().match(/Started embedded/g)).toHaveLength(1)
    expect(a.output().match(/demo content added/g)).toHaveLength(1)
    expect(b.output()).toContain(`Using the ${record.kind} server already running`)
    expect(b.output()).not.toContain('Started embedded')
  })

  test('a session made on A works on B, and signing out on B ends it on A', async () => {
    const signIn = await postForm(aUrl, '/login', { ...ADMIN, redirectTo: '/member-dashboard/cpd' }, { origin: aUrl })
    expect(signIn).toHaveRedirect('/member-dashboard/cpd')
    const cookie = cookiesFrom(signIn)
    const dashboard = await fetch(`${bUrl}/member-dashboard/cpd`, { headers: { cookie }, redirect: 'manual' })
    expect(dashboard.status).toBe(200)
    // The administrator's own membership ID (made at start: ADM and six digits) on their dashboard.
    expect(await dashboard.text()).toMatch(/ADM\d{6}/)
    expect(await fetch(`${bUrl}/member-dashboard/cpd`, { redirect: 'manual' })).toHaveRedirect('/login')

    const apiLogin = await sendJson(aUrl, 'POST', '/api/auth/login', ADMIN)
    const { token } = (await apiLogin.json()) as { token: string }
    const me = await fetch(`${bUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email)

    expect((await sendJson(bUrl, 'POST', '/api/auth/logout', {}, { token })).status).toBeLessThan(300)
    expect((await fetch(`${aUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  test("a member's CPD list on B shows the entry saved on A at once, and signing out on A ends it on B", async () => {
    const apiLogin = await sendJson(aUrl, 'POST', '/api/auth/login', ADMIN)
    const { token } = (await apiLogin.json()) as { token: string }
    const list = async (baseUrl: string) => {
      const response = await fetch(`${baseUrl}/api/cpd`, { headers: { authorization: `Bearer ${token}` } })
      return { status: response.status, titles: response.ok ? ((await response.json()) as Array<{ title: string }>).map((e) => e.title) : [] }
    }
    const title = `Saved On A ${Date.now()}`
    // A fixed day in the past: what is tested is the list, not the calendar (docs/testing.md, the pinned clock).
    const saved = await sendJson(aUrl, 'POST', '/api/cpd', { title, provider: 'EMPAM', category: 'Workshop', hours: 1, date: '2020-03-12' }, { token })
    expect(saved.status).toBe(201)
    // No waiting: B draws the list from the database each time (no process keeps a member's page).
    expect(await list(bUrl)).toMatchObject({ status: 200, titles: expect.arrayContaining([title]) })

    expect((await sendJson(aUrl, 'POST', '/api/auth/logout', {}, { token })).status).toBeLessThan(300)
    expect((await list(bUrl)).status).toBe(401)
  })

  test('a sign-in limit counts the attempts made on A and on B together', async () => {
    const ip = newClientIp()
    for (let i = 0; i < PER_EMAIL_AND_ADDRESS; i++) {
      const response = await sendJson(i % 2 ? bUrl : aUrl, 'POST', '/api/auth/login', { email: ADMIN.email, password: `wrong-${i}-password` }, { ip })
      expect(response.status).toBe(401)
    }
    for (const baseUrl of [aUrl, bUrl]) {
      const response = await sendJson(baseUrl, 'POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password }, { ip })
      expect(response.status).toBe(429)
    }
  })

  test('a directory change made on A is seen on B and on both workers of A a second later', async () => {
    const name = `Zarina Multiprocess ${Date.now().toString(36)}`
    // Every process has built its snapshot before the change, so it must notice the change to show it.
    for (const baseUrl of [bUrl, aUrl, aUrl]) expect(await matches(baseUrl, name)).toEqual([])

    const apiLogin = await sendJson(aUrl, 'POST', '/api/auth/login', ADMIN)
    const { token } = (await apiLogin.json()) as { token: string }
    const created = await sendJson(aUrl, 'POST', '/api/practitioners', { name, email: 'zarina@example.com', state: 'Sabah' }, { token })
    expect(created.status).toBe(201)

    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await matches(bUrl, name)).toEqual([name])
    // Four connections in turn: the primary hands them to its two workers alternately.
    for (let i = 0; i < 4; i++) expect(await matches(aUrl, name)).toEqual([name])
  })

  test('each expiry sweep runs once per slot, though all three processes try it', async () => {
    // Slots after every process's first try at start-up, which may fall in a slot it tries again.
    const since = Date.now() + 2 * SWEEP_INTERVAL_MS
    const slotsTried = () => {
      const lines = `${a.output()}\n${b.output()}`.split('\n')
      const bySlot = new Map<string, { ran: string[]; skipped: string[] }>()
      for (const line of lines) {
        const match = new RegExp(`^${EXPIRY_SWEEP_JOB} \\(slot (\\S+)\\) (run by|already claimed: skipped by) (\\S+?):?(?: |$)`).exec(line)
        if (!match || Date.parse(match[1]!) < since) continue
        const entry = bySlot.get(match[1]!) ?? { ran: [], skipped: [] }
        ;(match[2] === 'run by' ? entry.ran : entry.skipped).push(match[3]!)
        bySlot.set(match[1]!, entry)
      }
      return bySlot
    }
    // Three slots in which all three processes (two workers and B) reported.
    const deadline = Date.now() + 20_000
    let complete: Array<[string, { ran: string[]; skipped: string[] }]> = []
    while (Date.now() < deadline) {
      complete = [...slotsTried()].filter(([, tried]) => tried.ran.length + tried.skipped.length >= 3)
      if (complete.length >= 3) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(complete.length).toBeGreaterThanOrEqual(3)
    for (const [slot, tried] of complete) {
      expect(tried.ran, `slot ${slot}`).toHaveLength(1)
      expect(tried.skipped, `slot ${slot}`).toHaveLength(2)
      expect(new Set([...tried.ran, ...tried.skipped]).size, `slot ${slot}: three different processes`).toBe(3)
      const claim = await mongo.db().collection('job_runs').findOne({ _id: `${EXPIRY_SWEEP_JOB}:${slot}` as never })
      expect(claim?.runner).toBe(tried.ran[0])
    }
  }, 30_000)
})
