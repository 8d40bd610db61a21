import { randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { TEST_WINDOWS_VARIABLE, setTestWindowClock } from '#app/domain/clock.ts'
import { resetAllRateLimits } from '#app/utils/db-rate-limit.server.ts'
import { prepareTestEnv } from './test-env.ts'
import './fail-on-console-error.ts'
import './matchers.ts'

prepareTestEnv()

/** Each test file works in a database of its own on the shared server, dropped at the end. */
beforeAll(async () => {
  const { connectDb } = await import('#app/utils/db.server.ts')
  const { ensureIndexes } = await import('#app/jobs/indexes.server.ts')
  const { filterIndexesOf } = await import('#server/embedded-db.ts')
  await import('#app/models/index.server.ts')
  await connectDb(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`)
  // The indexes the app makes at start-up, the GIN indexes of the embedded PostgreSQL among them.
  const server = inject('dbServer')
  await ensureIndexes(server ? { ensureFilterIndexes: filterIndexesOf(server) } : null)
})

/**
 * Rate limits count in fixed windows (15 minutes, an hour, a day; a test's own limiter a minute). A test
 * that makes 30 attempts and expects the 31st refused would fail when a window's edge fell between them,
 * so the file's windows are held at one instant, a minute into a quarter hour to come (so what they store
 * does not expire during the file), here and in any server process the file starts
 * (EMPAM_TEST_WINDOWS_AT): no test waits for an edge to pass.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000
const windowsAt = new Date((Math.floor(Date.now() / QUARTER_HOUR_MS) + 2) * QUARTER_HOUR_MS + 60_000)
setTestWindowClock(windowsAt)
process.env[TEST_WINDOWS_VARIABLE] = windowsAt.toISOString()

beforeEach(async () => {
  await resetAllRateLimits()
})

afterAll(async () => {
  await mongoose.connection.db?.dropDatabase()
  await mongoose.disconnect()
})
