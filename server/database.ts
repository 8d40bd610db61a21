import mongoose from 'mongoose'
import { connectDb, disconnectDb } from '#app/utils/db.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { startEmbeddedDb, type EmbeddedDbServer } from './embedded-db.ts'

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
    embedded = await startEmbeddedDb({ dataDir: env.dataDir, log })
    uri = embedded.uri
  } else {
    log(`Using MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//***@')}`)
  }
  try {
    await connectDb(uri)
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()))
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
