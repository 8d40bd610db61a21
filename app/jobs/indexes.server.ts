import mongoose from 'mongoose'
import { filteredFieldsOfModels } from '#app/models/model-utils.server.ts'
// Every model registered, so that their indexes are all built (importing this module is what start-up relies on).
import '#app/models/index.server.ts'

/** What the embedded PostgreSQL does for the fields models filter on (server/embedded-db.ts `ensureFilterIndexes`). */
export interface FilterIndexMaker {
  ensureFilterIndexes(database: string, lists: ReadonlyArray<{ collection: string; fields: readonly string[] }>): void
}

/**
 * Every model's indexes; on the embedded PostgreSQL also the GIN indexes for the fields the models
 * filter on (`filteredFields` beside each model's indexes), which FerretDB's own indexes cannot serve.
 * Run at start-up (server/database.ts), by the test set-up and by the scratch sites of the benchmarks.
 */
export async function ensureIndexes(embedded: FilterIndexMaker | null) {
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()))
  const database = mongoose.connection.db?.databaseName
  if (embedded && database) embedded.ensureFilterIndexes(database, filteredFieldsOfModels())
}
