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

beforeEach(async () => {
  await resetAllRateLimits()
})

afterAll(async () => {
  await mongoose.connection.db?.dropDatabase()
  await mongoose.disconnect()
})
