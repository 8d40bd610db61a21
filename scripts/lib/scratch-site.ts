import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import '#app/models/index.server.ts'
import { User } from '#app/models/user.server.ts'
import { seedBulkPractitioners, seedDemoContent } from '#app/seed/seed.server.ts'
import { connectDb, disconnectDb } from '#app/utils/db.server.ts'
import { hashPassword } from '#app/utils/password.server.ts'
import { freePort, startEmbeddedDb, type EmbeddedDbServer } from '#server/embedded-db.ts'
import { startServerProcess, waitForHealth } from './server-process.ts'

export const SCRATCH_MEMBER_PASSWORD = 'load-test-password'

export interface ScratchSite {
  origin: string
  members: Array<{ email: string }>
  app: ReturnType<typeof startServerProcess>
  /** Stops the database server (the app keeps running). */
  stopDatabase(): Promise<void>
  /** Starts it again on the same port with the same files. */
  startDatabase(): Promise<void>
  cleanUp(): Promise<void>
}

/**
 * A throw-away copy of the site for load and fault tests: its own embedded database server in a temporary
 * folder (started apart from the app, so a test can stop and restart it), seeded with the demo content,
 * `practitioners` generated listings and `members` active member accounts, and the built app running in
 * production mode against it. This process stays connected to the same database to check what was stored.
 */
export async function startScratchSite({ practitioners, members }: { practitioners: number; members: number }): Promise<ScratchSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-scratch-'))
  const dbDir = path.join(root, 'db')
  const dbPort = await freePort()
  let db: EmbeddedDbServer = await startEmbeddedDb({ dataDir: dbDir, shareWithOtherProcesses: false, port: dbPort })
  const uri = `${db.uri}/empam`
  await connectDb(uri)

  await seedDemoContent()
  if (practitioners) await seedBulkPractitioners(practitioners)
  const passwordHash = await hashPassword(SCRATCH_MEMBER_PASSWORD)
  const accounts = Array.from({ length: members }, (_, i) => {
    const n = String(i + 1).padStart(4, '0')
    return {
      email: `member${n}@load.example`,
      username: `member${n}`,
      passwordHash,
      firstName: 'Load',
      lastName: `Member ${n}`,
      membershipId: `LDT${n}`,
      membershipType: 'Practicing Ordinary Member',
      membershipStatus: 'active',
      emailVerified: true,
    }
  })
  for (let i = 0; i < accounts.length; i += 500) await User.insertMany(accounts.slice(i, i + 500))

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const app = startServerProcess({
    PORT: String(port),
    NODE_ENV: 'production',
    MONGODB_URI: uri,
    DATA_DIR: path.join(root, 'app'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    // Every simulated visitor sends its own X-Forwarded-For, as the one proxy in front of the app would.
    TRUST_PROXY: '1',
  })
  try {
    await waitForHealth(port, { timeoutMs: 60_000 })
  } catch (error) {
    console.error(app.output())
    throw error
  }

  return {
    origin,
    members: accounts.map(({ email }) => ({ email })),
    app,
    stopDatabase: () => db.stop(),
    async startDatabase() {
      db = await startEmbeddedDb({ dataDir: dbDir, shareWithOtherProcesses: false, port: dbPort })
    },
    async cleanUp() {
      if (app.child.exitCode === null) {
        app.child.kill('SIGTERM')
        await app.exited
      }
      await disconnectDb()
      await db.stop()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
