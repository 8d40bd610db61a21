import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { startServerProcess, waitForHealth } from '#scripts/lib/server-process.ts'
import { freePort, makeTempDataDir, readDbServerRecord, removeDataDir } from '#server/embedded-db.ts'

/**
 * The real `node build/server.js`, as `npm start` runs it: its own embedded database under DATA_DIR,
 * the first admin from the environment, the seed, a clean stop on SIGTERM and data kept across restarts.
 */
const children: Array<{ child: ReturnType<typeof startServerProcess>['child']; dataDir: string }> = []

afterEach(() => {
  // A test that failed half-way: its server is killed, and the database processes it started with it.
  for (const { child, dataDir } of children.splice(0)) {
    if (child.exitCode !== null) continue
    child.kill('SIGKILL')
    for (const pid of Object.values(readDbServerRecord(dataDir)?.pids ?? {})) {
      try {
        if (pid) process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
})

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env)
  children.push({ child: server.child, dataDir: env.DATA_DIR ?? '' })
  return server
}

/** What a visitor sees on the directory: its status and the count it announces. */
async function directoryOf(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/find-practitioner`)
  const count = /(\d+) practitioners? found/.exec(await response.text())?.[1]
  return { status: response.status, count: Number(count) }
}

/** The administrator of the environment signing in through the API, as an app would. */
async function adminSignIn(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'chair@empam.example', password: 'a-long-admin-password' }),
  })
  const body = (await response.json()) as { user?: { email: string; isAdmin: boolean } }
  return { status: response.status, user: body.user && { email: body.user.email, isAdmin: body.user.isAdmin } }
}

describe('the server process', () => {
  test('starts on PORT with DATA_DIR, creates the admin, seeds, stops cleanly and keeps its data', async () => {
    const dataDir = makeTempDataDir('empam-server-test-')
    const port = await freePort()
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'Chair@EMPAM.example',
      ADMIN_PASSWORD: 'a-long-admin-password',
    }

    const first = startServer(env)
    // A first start makes the PostgreSQL cluster and seeds the demo photos: on a busy 2-core machine, past 30 s.
    await waitForHealth(port, { timeoutMs: 75_000 })
    expect(first.output()).toMatch(/Started embedded (FerretDB|mongod|mongodb-memory-server)/)
    // The same server the test run uses (the same machine, the same choice), recorded for the scripts.
    const record = readDbServerRecord(dataDir)
    expect(record?.kind).toBe(inject('dbKind'))
    expect(fs.statSync(path.join(dataDir, 'db-server.json')).mode & 0o777).toBe(0o600)
    expect(first.output()).toContain('Created administrator chair@empam.example')
    expect(first.output()).toContain('demo content added')
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(true)
    const secret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8')
    // The seeded directory is served, and the administrator can sign in.
    expect(await directoryOf(port)).toEqual({ status: 200, count: 24 })
    expect(await adminSignIn(port)).toEqual({ status: 200, user: { email: 'chair@empam.example', isAdmin: true } })

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain('SIGTERM received')
    // The embedded database stopped with it: nothing answers on its port any more.
    expect(fs.existsSync(path.join(dataDir, 'db-server.json'))).toBe(false)

    const second = startServer(env)
    await waitForHealth(port)
    expect(second.output()).not.toContain('Created administrator')
    expect(second.output()).not.toContain('demo content added')
    expect(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret)
    // The same data, neither lost nor seeded twice.
    expect(await directoryOf(port)).toEqual({ status: 200, count: 24 })
    expect(await adminSignIn(port)).toEqual({ status: 200, user: { email: 'chair@empam.example', isAdmin: true } })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    removeDataDir(dataDir)
  }, 150_000)

  test('refuses to start with a bad variable, naming it', async () => {
    const bad = startServer({ PORT: 'not-a-port', DATA_DIR: os.tmpdir() })
    expect(await bad.exited).toBe(1)
    expect(bad.output()).toContain('Invalid environment configuration')
    expect(bad.output()).toMatch(/PORT: /)
  })

  test('TRUST_PROXY=true stops the start, saying what to set instead', async () => {
    const bad = startServer({ PORT: '0', DATA_DIR: os.tmpdir(), TRUST_PROXY: 'true' })
    expect(await bad.exited).toBe(1)
    expect(bad.output()).toContain('Invalid environment configuration')
    expect(bad.output()).toMatch(/TRUST_PROXY: .*number of proxies/)
  })

  test('a busy port stops the start with a clear message and leaves no database server behind', async () => {
    const blocker = (await import('node:net')).createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => blocker.listen(port, resolve))
    const dataDir = makeTempDataDir('empam-server-test-')
    try {
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`Port ${port} is already in use`)
      expect(fs.existsSync(path.join(dataDir, 'db-server.json'))).toBe(false)
    } finally {
      blocker.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  test('a database process that dies is logged, the site answers 503 until it is back, and it is restarted', async () => {
    const dataDir = makeTempDataDir('empam-server-test-')
    const port = await freePort()
    // A first back-off longer than the 3 s a query waits for a server, so that a page sees the outage.
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DB_RESTART_DELAY_MS: '6000' })
    await waitForHealth(port)
    const before = readDbServerRecord(dataDir)!
    // PostgreSQL first (FerretDB is stopped with it and both come back), then FerretDB alone.
    const processes = Object.keys(before.pids).reverse()
    for (const name of processes) {
      const pid = readDbServerRecord(dataDir)!.pids[name]!
      process.kill(pid, 'SIGKILL')
      await waitForHealth(port, { status: 503, timeoutMs: 5_000 })
      const page = await fetch(`http://127.0.0.1:${port}/news`)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain('brief problem reaching its records')
      await waitForHealth(port, { timeoutMs: 20_000 })
      expect(server.output()).toContain(`${name} exited unexpectedly (SIGKILL)`)
      expect(readDbServerRecord(dataDir)!.pids[name]).not.toBe(pid)
      expect((await fetch(`http://127.0.0.1:${port}/news`)).status).toBe(200)
    }
    expect(server.output()).toContain('running again')
    expect(server.child.exitCode).toBeNull()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    removeDataDir(dataDir)
  }, 90_000)
})
