import { randomBytes } from 'node:crypto'
import { freePort, makeTempDataDir, removeDataDir } from '#server/embedded-db.ts'
import { startServerProcess, waitForHealth } from './server-process.ts'

/**
 * The built app in production mode on a fresh data folder (its own embedded database, the demo content
 * seeded at start) with an administrator, who is a member too, for the pages behind sign-in. Used by
 * the budgets and `npm run weigh`, which look at pages as a browser gets them.
 */
export async function startDemoSite(name: string) {
  const dataDir = makeTempDataDir(`empam-${name}-`)
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const admin = { email: `${name}-admin@empam.example`, password: randomBytes(12).toString('hex') }
  const app = startServerProcess({
    PORT: String(port),
    NODE_ENV: 'production',
    // A demonstration site: the demo content on its empty database, as before issue 30.
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  })
  return {
    origin,
    /** Waits until the app answers (the first start creates the database and seeds it). */
    ready: () => waitForHealth(port, { timeoutMs: 90_000 }),
    /** A session cookie for the administrator, signed in through the API. */
    async signIn(): Promise<string> {
      const response = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(admin),
      })
      const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?empam_session=/.test(c))
      if (!response.ok || !cookie) throw new Error(`signing in to the demo site answered ${response.status}`)
      return cookie.split(';')[0]!
    },
    async stop() {
      app.child.kill('SIGTERM')
      await app.exited
      removeDataDir(dataDir)
    },
  }
}
