import mongoose from 'mongoose'
import { filteredFieldsOfModels } from '#app/models/model-utils.server.ts'
import { connectDb, disconnectDb } from '#app/utils/db.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { startEmbeddedDb, type EmbeddedDbServer } from './embedded-db.ts'

export interface OpenDatabase {
  description: string
  close(): Promise<void>
}

/**
 * Every model's indexes; on the embedded PostgreSQL also the GIN indexes for the fields the models
 * filter on (`filteredFields` beside each model's indexes), which FerretDB's own indexes cannot serve.
 */
export async function ensureIndexes(embedded: Pick<EmbeddedDbServer, 'ensureFilterIndexes'> | null) {
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()))
  const database = mongoose.connection.db?.databaseName
  if (embedded && database) embedded.ensureFilterIndexes(database, filteredFieldsOfModels())
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
