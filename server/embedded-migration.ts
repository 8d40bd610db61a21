import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import { ferretdbLink } from './embedded-processes.ts'
import { stopChild } from './process-chain.ts'

/** Written beside the SQLite files once they have been copied into PostgreSQL. */
export const SQLITE_MOVED_MARKER = 'moved-to-postgresql.json'
const SYSTEM_DATABASES = new Set(['admin', 'config', 'local'])
const BATCH = 1_000

export function sqliteDir(dataDir: string) {
  return path.join(dataDir, 'ferretdb', 'sqlite')
}

/** Whether FerretDB's SQLite backend left databases in DATA_DIR (one `<database>.sqlite` file each). */
export function hasSqliteData(dataDir: string) {
  try {
    return fs.readdirSync(sqliteDir(dataDir)).some((name) => name.endsWith('.sqlite'))
  } catch {
    return false
  }
}

export interface CopySummary {
  databases: number
  collections: number
  documents: number
  /** Documents the target already had (a copy that was interrupted and run again). */
  alreadyThere: number
}

/**
 * Copies every database, collection, index and document of DATA_DIR's SQLite FerretDB into the server
 * at `targetUri`, through a second FerretDB on the SQLite files (read only by this copy; the files are
 * left in place). Documents go across as BSON, so every type (ObjectId, Date, nested documents…) is kept.
 * Running it again adds only what is missing: documents are inserted unordered and a duplicate `_id`
 * counts as already there. Writes the marker when every source document is in the target.
 */
export async function copySqliteDataInto({
  ferretdb,
  dataDir,
  targetUri,
  log = () => {},
}: {
  ferretdb: string
  dataDir: string
  targetUri: string
  log?: (m: string) => void
}): Promise<CopySummary> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-move-'))
  const socket = path.join(work, 'sqlite.sock')
  const source = await ferretdbLink(ferretdb, dataDir, { socket }, ['--handler=sqlite', `--sqlite-url=file:${sqliteDir(dataDir)}/`], path.join(work, 'state')).start()
  const from = new mongoose.mongo.MongoClient(`mongodb://${encodeURIComponent(socket)}`, { serverSelectionTimeoutMS: 10_000 })
  const to = new mongoose.mongo.MongoClient(targetUri, { serverSelectionTimeoutMS: 10_000 })
  const summary: CopySummary = { databases: 0, collections: 0, documents: 0, alreadyThere: 0 }
  try {
    await Promise.all([from.connect(), to.connect()])
    const { databases } = await from.db('admin').admin().listDatabases({ nameOnly: true })
    for (const { name } of databases) {
      if (SYSTEM_DATABASES.has(name)) continue
      summary.databases += 1
      const sourceDb = from.db(name)
      const targetDb = to.db(name)
      const collections = await sourceDb.listCollections({}, { nameOnly: true }).toArray()
      for (const { name: collectionName, type } of collections) {
        if (type && type !== 'collection') continue
        summary.collections += 1
        const sourceCollection = sourceDb.collection(collectionName)
        const targetCollection = targetDb.collection(collectionName)
        const existing = await targetDb.listCollections({ name: collectionName }, { nameOnly: true }).toArray()
        if (!existing.length) await targetDb.createCollection(collectionName)
        for (const index of await sourceCollection.listIndexes().toArray()) {
          if (index.name === '_id_') continue
          await targetCollection.createIndex(index.key, { name: index.name, ...(index.unique ? { unique: true } : {}) })
        }
        let batch: mongoose.mongo.Document[] = []
        const flush = async () => {
          if (!batch.length) return
          const documents = batch
          batch = []
          try {
            const result = await targetCollection.insertMany(documents, { ordered: false })
            summary.documents += result.insertedCount
          } catch (error) {
            const bulk = error as mongoose.mongo.MongoBulkWriteError
            const writeErrors = Array.isArray(bulk.writeErrors) ? bulk.writeErrors : bulk.writeErrors ? [bulk.writeErrors] : []
            if (!(error instanceof mongoose.mongo.MongoBulkWriteError) || writeErrors.some((e) => e.code !== 11000)) throw error
            summary.documents += bulk.insertedCount
            summary.alreadyThere += writeErrors.length
          }
        }
        for await (const document of sourceCollection.find({}, { batchSize: BATCH })) {
          batch.push(document)
          if (batch.length >= BATCH) await flush()
        }
        await flush()
        const [inSource, inTarget] = await Promise.all([sourceCollection.countDocuments(), targetCollection.countDocuments()])
        if (inTarget < inSource) throw new Error(`${name}.${collectionName}: ${inSource} documents, only ${inTarget} copied`)
        log(`  ${name}.${collectionName}: ${inSource} documents`)
      }
    }
    fs.writeFileSync(
      path.join(dataDir, 'ferretdb', SQLITE_MOVED_MARKER),
      `${JSON.stringify({ movedAt: new Date().toISOString(), to: targetUri, ...summary }, null, 2)}\n`,
    )
    return summary
  } finally {
    await Promise.allSettled([from.close(), to.close()])
    await stopChild(source)
    fs.rmSync(work, { recursive: true, force: true })
  }
}
