import { randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { resetAllRateLimits } from '#app/utils/db-rate-limit.server.ts'
import { prepareTestEnv } from './test-env.ts'
import './fail-on-console-error.ts'
import './matchers.ts'

prepareTestEnv()

/** Each test file works in a database of its own on the shared server, dropped at the end. */
beforeAll(async () => {
  const { connectDb } = await import('#app/utils/db.server.ts')
  const { ensureIndexes } = await import('#server/database.ts')
  const { filterIndexesOf } = await import('#server/embedded-db.ts')
  await import('#app/models/index.server.ts')
  await connectDb(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`)
  // The indexes the app makes at start-up, the GIN indexes of the embedded PostgreSQL among them.
  const server = inject('dbServer')
  await ensureIndexes(server ? { ensureFilterIndexes: filterIndexesOf(server) } : null)
})

/**
 * Rate limits count in fixed windows on the real clock (15 minutes at the shortest, every longer one a
 * multiple of it). A test that makes 30 attempts and expects the 31st refused fails when a window
 * boundary falls between them, so a test that would start in a window's last 30 seconds waits for the
 * next window: its attempts then all count in one.
 */
const SHORTEST_LIMIT_WINDOW_MS = 15 * 60 * 1000
const WINDOW_EDGE_MARGIN_MS = 30_000

async function awayFromLimitWindowEdge() {
  const remaining = SHORTEST_LIMIT_WINDOW_MS - (Date.now() % SHORTEST_LIMIT_WINDOW_MS)
  if (remaining < WINDOW_EDGE_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, remaining + 100))
}

beforeEach(async () => {
  await awayFromLimitWindowEdge()
  await resetAllRateLimits()
})

afterAll(async () => {
  // A revision still being stored for the file's last write would find its collection dropped.
  const { writesSettled } = await import('#app/utils/write-watch.server.ts')
  await writesSettled()
  await mongoose.connection.db?.dropDatabase()
  await mongoose.disconnect()
})
