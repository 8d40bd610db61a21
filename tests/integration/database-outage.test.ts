import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServerProcess, waitForHealth } from '#scripts/lib/server-process.ts'
import { freePort, makeTempDataDir, removeDataDir, startEmbeddedDb, type EmbeddedDbServer } from '#server/embedded-db.ts'

/**
 * The app against a database server that goes away and comes back: answers 503 (a friendly page, JSON on
 * the API) instead of crashing, and recovers by itself.
 */
const dbDir = makeTempDataDir('empam-outage-db-')
const appDir = makeTempDataDir('empam-outage-app-')
let db: EmbeddedDbServer
let appPort: number
let app: ReturnType<typeof startServerProcess>

beforeAll(async () => {
  db = await startEmbeddedDb({ dataDir: dbDir, shareWithOtherProcesses: false, durable: false })
  appPort = await freePort()
  app = startServerProcess({ PORT: String(appPort), DATA_DIR: appDir, MONGODB_URI: `${db.uri}/outage` })
  await waitForHealth(appPort)
}, 60_000)

afterAll(async () => {
  app.child.kill('SIGTERM')
  await app.exited
  await db.stop()
  removeDataDir(dbDir)
  removeDataDir(appDir)
})

const at = (p: string) => `http://127.0.0.1:${appPort}${p}`

describe('while the database is away', () => {
  test('health, pages and the API answer 503; the directory keeps serving; it all recovers', async () => {
    expect((await fetch(at('/news'))).status).toBe(200)
    expect((await fetch(at('/find-practitioner'))).status).toBe(200)

    await db.stop()
    await waitForHealth(appPort, { status: 503, timeoutMs: 10_000 })

    const page = await fetch(at('/news'))
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('right back')
    expect(html).toContain('brief problem reaching its records')

    const api = await fetch(at('/api/news'))
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({ message: expect.stringContaining('brief problem') })

    // The directory answers from its snapshot while it cannot check for changes.
    expect((await fetch(at('/find-practitioner?search=tan'))).status).toBe(200)
    expect(app.child.exitCode).toBeNull()

    db = await startEmbeddedDb({ dataDir: dbDir, shareWithOtherProcesses: false, durable: false })
    // How fast it recovers is for the benchmarks; here, that it does, without a restart of the app.
    await waitForHealth(appPort, { timeoutMs: 30_000 })
    expect((await fetch(at('/news'))).status).toBe(200)
    expect(app.output()).not.toMatch(/Unhandled|TypeError/)
  }, 90_000)
})
