import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { startServerProcess, waitForHealth } from '#scripts/lib/server-process.ts'
import { freePort } from '#server/embedded-db.ts'

/**
 * The real `node build/server.js`, as `npm start` runs it: its own embedded database under DATA_DIR,
 * the first admin from the environment, the seed, a clean stop on SIGTERM and data kept across restarts.
 */
const children: Array<ReturnType<typeof startServerProcess>['child']> = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env)
  children.push(server.child)
  return server
}

async function statusOf(port: number) {
  return (await fetch(`http://127.0.0.1:${port}/find-practitioner`)).status
}

describe('the server process', () => {
  test('starts on PORT with DATA_DIR, creates the admin, seeds, stops cleanly and keeps its data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-server-test-'))
    const port = await freePort()
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'Chair@EMPAM.example',
      ADMIN_PASSWORD: 'a-long-admin-password',
    }

    const first = startServer(env)
    await waitForHealth(port)
    expect(first.output()).toMatch(/Started embedded (FerretDB|mongod|mongodb-memory-server)/)
    expect(first.output()).toContain('Created administrator chair@empam.example')
    expect(first.output()).toContain('demo content added')
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(true)
    const secret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8')
    expect(await statusOf(port)).toBeLessThan(500)

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
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 90_000)

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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-server-test-'))
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

  test('/healthz answers 503 while the database is away, and the process keeps running', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-server-test-'))
    const port = await freePort()
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir })
    await waitForHealth(port)
    const record = JSON.parse(fs.readFileSync(path.join(dataDir, 'db-server.json'), 'utf8')) as { pid: number }
    process.kill(record.pid, 'SIGKILL')
    await new Promise((r) => setTimeout(r, 500))
    const response = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' })
    expect(server.child.exitCode).toBeNull()
    server.child.kill('SIGTERM')
    await server.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)
})
