import { Types } from 'mongoose'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { CPD_CATEGORIES } from '#app/domain/constants.ts'
import '#app/models/index.server.ts'
import { CpdEntry, cpdYearKeyOf, refreshCpdFigures } from '#app/models/cpd-entry.server.ts'
import { User } from '#app/models/user.server.ts'
import { seedBulkListings, seedDemoContent } from '#app/seed/seed.server.ts'
import { connectDb, disconnectDb } from '#app/utils/db.server.ts'
import { hashPassword } from '#app/utils/password.server.ts'
import { ensureIndexes } from '#app/jobs/indexes.server.ts'
import { freePort, makeTempDataDir, removeDataDir, startEmbeddedDb, type EmbeddedDbServer } from '#server/embedded-db.ts'
import { startServerProcess, waitForHealth } from './server-process.ts'

export const SCRATCH_MEMBER_PASSWORD = 'load-test-password'

export interface ScratchSite {
  origin: string
  members: Array<{ email: string; id: string }>
  /** What the database server is (ferretdb-postgresql, …). */
  dbKind: string
  /** The database server's own processes (their children, such as PostgreSQL's backends, not included). */
  dbPids(): number[]
  app: ReturnType<typeof startServerProcess>
  /**
   * Another app process on the same database, with Node flags of its own (`--cpu-prof` for
   * `npm run profile`); `stop()` ends it as a deploy does (SIGTERM), which writes its profile.
   */
  startAnotherApp(nodeArgs: string[]): Promise<{ origin: string; pid: number; stop(): Promise<void> }>
  /** Stops the database server (the app keeps running). */
  stopDatabase(): Promise<void>
  /** Starts it again at the same address with the same files. */
  startDatabase(): Promise<void>
  cleanUp(): Promise<void>
}

/**
 * A throw-away copy of the site for load and fault tests: its own embedded database server in a temporary
 * folder (started apart from the app, so a test can stop and restart it), seeded with the demo content,
 * `practitioners` generated listings and `members` active member accounts with `cpdEntriesPerMember`
 * CPD entries each, and the built app running in production mode against it. This process stays
 * connected to the same database to check what was stored.
 */
export async function startScratchSite({
  practitioners,
  members,
  cpdEntriesPerMember = 0,
}: {
  practitioners: number
  members: number
  cpdEntriesPerMember?: number
}): Promise<ScratchSite> {
  const root = makeTempDataDir('empam-scratch-')
  const dbDir = path.join(root, 'db')
  // DB_BACKEND=sqlite measures the SQLite fallback (the embedded default before PostgreSQL).
  const backend = process.env.DB_BACKEND === 'sqlite' || process.env.DB_BACKEND === 'postgresql' ? process.env.DB_BACKEND : undefined
  const startDb = () => startEmbeddedDb({ dataDir: dbDir, shareWithOtherProcesses: false, durable: false, backend })
  let db: EmbeddedDbServer = await startDb()
  const uri = `${db.uri}/empam`
  await connectDb(uri)
  // What the app does at start-up with an embedded server; here the app is given MONGODB_URI instead.
  await ensureIndexes(db)

  await seedDemoContent()
  if (practitioners) await seedBulkListings(practitioners)
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
      membershipType: 'Practicing Ordinary',
      membershipStatus: 'active',
      emailVerified: true,
    }
  })
  const userIds: string[] = []
  for (let i = 0; i < accounts.length; i += 500) {
    userIds.push(...(await User.insertMany(accounts.slice(i, i + 500))).map((doc) => String(doc._id)))
  }
  await insertCpdEntries(userIds, cpdEntriesPerMember)

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const appDataDir = path.join(root, 'app')
  const sessionSecret = randomBytes(32).toString('hex')
  const appEnv = (appPort: number, appOrigin: string) => ({
    PORT: String(appPort),
    NODE_ENV: 'production',
    // A demonstration site: the demo content on its empty database, as before issue 30.
    SEED_DEMO: 'true',
    MONGODB_URI: uri,
    DATA_DIR: appDataDir,
    SESSION_SECRET: sessionSecret,
    PUBLIC_URL: appOrigin,
    // Every simulated visitor sends its own X-Forwarded-For, as the one proxy in front of the app would.
    TRUST_PROXY: '1',
  })
  const app = startServerProcess(appEnv(port, origin))
  try {
    await waitForHealth(port, { timeoutMs: 60_000 })
  } catch (error) {
    console.error(app.output())
    throw error
  }

  return {
    origin,
    members: accounts.map(({ email }, i) => ({ email, id: userIds[i]! })),
    dbKind: db.kind,
    dbPids: () => Object.values(db.record.pids).filter((pid): pid is number => typeof pid === 'number'),
    app,
    async startAnotherApp(nodeArgs) {
      const otherPort = await freePort()
      const other = startServerProcess(appEnv(otherPort, `http://127.0.0.1:${otherPort}`), 'build/server.js', nodeArgs)
      try {
        await waitForHealth(otherPort, { timeoutMs: 60_000 })
      } catch (error) {
        console.error(other.output())
        throw error
      }
      return {
        origin: `http://127.0.0.1:${otherPort}`,
        pid: other.child.pid!,
        async stop() {
          if (other.child.exitCode === null) other.child.kill('SIGTERM')
          await other.exited
        },
      }
    },
    stopDatabase: () => db.stop(),
    async startDatabase() {
      db = await startDb()
    },
    async cleanUp() {
      if (app.child.exitCode === null) {
        app.child.kill('SIGTERM')
        await app.exited
      }
      await disconnectDb()
      await db.stop()
      removeDataDir(dbDir)
      removeDataDir(root)
    },
  }
}

/** A member's CPD record over the last years: dated entries of every category, most approved. */
/**
 * `perMember` entries for each member, 17 days apart going back from 3 days ago; `from` skips that many
 * of the newest (a member's longer history: the entries before the ones they have).
 */
export async function insertCpdEntries(userIds: readonly string[], perMember: number, { from = 0 } = {}) {
  const day = 24 * 60 * 60 * 1000
  const statuses = ['approved', 'approved', 'approved', 'pending', 'rejected'] as const
  let batch: Array<Record<string, unknown>> = []
  for (const userId of userIds) {
    for (let i = from; i < from + perMember; i++) {
      const date = new Date(Date.now() - (i * 17 + 3) * day)
      batch.push({
        // An ObjectId, as the app stores it: a lean insert does not cast, and a string matches no member's query.
        userId: new Types.ObjectId(userId),
        title: `Workshop ${i + 1}: ${CPD_CATEGORIES[i % CPD_CATEGORIES.length]}`,
        provider: 'EMPAM Academy',
        category: CPD_CATEGORIES[i % CPD_CATEGORIES.length],
        hours: 1 + (i % 6) / 2,
        date,
        yearKey: cpdYearKeyOf(userId, date),
        description: 'Generated for the benchmark.',
        status: statuses[i % statuses.length],
      })
      if (batch.length >= 2_000) {
        await CpdEntry.insertMany(batch, { lean: true })
        batch = []
      }
    }
  }
  if (batch.length) await CpdEntry.insertMany(batch, { lean: true })
  // Stored as the app stores a member's entries: with their kept figures (issue 31).
  for (const userId of userIds) await refreshCpdFigures(userId)
}
