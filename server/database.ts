import mongoose from 'mongoose'
import { ensureIndexes } from '#app/jobs/indexes.server.ts'
import { connectDb, disconnectDb } from '#app/utils/db.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { readDbServerRecord, startEmbeddedDb, type EmbeddedDbServer } from './embedded-db.ts'

export interface OpenDatabase {
  description: string
  close(): Promise<void>
}

/**
 * Connects to MONGODB_URI, or starts (or reuses) the embedded server under DATA_DIR, and makes sure
 * every model's indexes exist before the first request.
 */
export async function openDatabase(env: Env, log: (message: string) => void = console.log): Promise<OpenDatabase> {
  let embedded: EmbeddedDbServer | null = null
  let uri = env.MONGODB_URI
  if (!uri) {
    embedded = await startEmbeddedDb({ dataDir: env.dataDir, log, backend: env.DB_BACKEND, restartDelayMs: env.DB_RESTART_DELAY_MS })
    uri = embedded.uri
  } else {
    log(`Using MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//***@')}`)
  }
  try {
    await connectDb(uri)
    await ensureIndexes(embedded)
  } catch (error) {
    await embedded?.stop()
    throw error
  }
  return {
    description: embedded ? `embedded ${embedded.kind}` : 'MONGODB_URI',
    async close() {
      await disconnectDb()
      await embedded?.stop()
    },
  }
}

/**
 * A worker of `npm run start:cluster` (server/cluster.ts): the primary has started the embedded
 * server (or checked MONGODB_URI), made the indexes and run the start-up content steps, so a worker
 * only connects: to MONGODB_URI, or to the URI the primary recorded in DATA_DIR/db-server.json. It
 * never starts a database of its own, and it does not stop the primary's.
 */
export async function connectClusterWorker(env: Env, primaryPid = process.ppid): Promise<OpenDatabase> {
  let uri = env.MONGODB_URI
  let description = 'MONGODB_URI'
  if (!uri) {
    const record = readDbServerRecord(env.dataDir)
    if (!record || record.ownerPid !== primaryPid) {
      throw new Error(`the cluster's primary (pid ${primaryPid}) has not recorded its database in ${env.dataDir}/db-server.json`)
    }
    uri = record.uri
    description = `embedded ${record.kind}, run by the primary (pid ${primaryPid})`
  }
  // The primary made every index; N workers asking again at once would only race each other.
  mongoose.set('autoIndex', false)
  await connectDb(uri)
  return { description, close: disconnectDb }
}
