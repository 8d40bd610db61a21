// `npm run restore -- FILE [--force]`: loads an archive of `npm run backup` into the database the app
// would use, which must be empty: it refuses one holding any document unless --force, which replaces
// it. Stop the app first (with the embedded database it checks and refuses).
//
// - A `.pgdump` (pg_dump of the embedded PostgreSQL) goes into DATA_DIR's embedded PostgreSQL, made when
//   DATA_DIR has none: FerretDB's database is dropped and loaded with pg_restore, FerretDB not running.
// - A `.jsonl.gz` goes into MONGODB_URI's database, or DATA_DIR's embedded server, through the driver:
//   every collection, its documents and its indexes. The app makes its own indexes again at start.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import mongoose from 'mongoose'
import { getEnv, loadDotEnvFile } from '#app/utils/env.server.ts'
import { readDbServerRecord, startEmbeddedDb, startEmbeddedPostgresOnly, type EmbeddedDbServer } from '#server/embedded-db.ts'
import { databasesWithDocuments, restoreFerretDatabase } from '#server/embedded-postgres.ts'
import { archiveKindOf, collectionsWithDocuments, databaseOf, emptyDatabase, loadJsonLines, type CollectionSummary } from './lib/backup.ts'

const usage = 'Usage: npm run restore -- FILE [--force]'
let parsed
try {
  parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`)
  process.exit(2)
}
const [file, ...extra] = parsed.positionals
const force = parsed.values.force
if (!file || extra.length) {
  console.error(usage)
  process.exit(2)
}
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}`)
  process.exit(2)
}

/** Said when the target holds data and --force was not given: exit code 3, nothing changed. */
class NotEmpty extends Error {}

loadDotEnvFile()
const env = getEnv()
const archive = path.resolve(file)
const kind = archiveKindOf(archive)

function refuseIfAppRuns() {
  const record = readDbServerRecord(env.dataDir)
  if (record) {
    try {
      process.kill(record.ownerPid, 0)
      throw new Error(`process ${record.ownerPid} (the app?) is using the database of ${env.dataDir}: stop it first`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
}

async function countCollections(uri: string): Promise<CollectionSummary[]> {
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 })
  try {
    await client.connect()
    const db = databaseOf(client, uri)
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()
    return await Promise.all(names.map(async (name) => ({ name, documents: await db.collection(name).countDocuments() })))
  } finally {
    await client.close()
  }
}

function report(collections: CollectionSummary[], where: string) {
  const documents = collections.reduce((sum, c) => sum + c.documents, 0)
  console.log(`Restored ${collections.length} collections, ${documents} documents from ${archive} into ${where}`)
  for (const { name, documents: n } of collections) console.log(`  ${name}: ${n}`)
}

let exitCode = 0
let server: EmbeddedDbServer | null = null
let client: mongoose.mongo.MongoClient | null = null
try {
  if (kind === 'pg_dump') {
    if (env.MONGODB_URI) {
      throw new Error('this archive is a pg_dump of the embedded PostgreSQL: unset MONGODB_URI to restore it under DATA_DIR (to move to MongoDB, back up with --format jsonl)')
    }
    const postgres = await startEmbeddedPostgresOnly(env.dataDir)
    try {
      const holding = databasesWithDocuments(postgres.location)
      if (holding.length && !force) throw new NotEmpty(`the embedded database of ${env.dataDir} is not empty (databases holding documents: ${holding.join(', ')})`)
      await restoreFerretDatabase(postgres.location, archive)
    } finally {
      await postgres.stop()
    }
    // FerretDB started afresh on the restored database, to show what it now serves.
    server = await startEmbeddedDb({ dataDir: env.dataDir, backend: 'postgresql' })
    report(await countCollections(`${server.uri}/empam`), `the embedded PostgreSQL of ${env.dataDir}`)
  } else if (kind === 'jsonl') {
    let uri = env.MONGODB_URI
    if (!uri) {
      refuseIfAppRuns()
      server = await startEmbeddedDb({ dataDir: env.dataDir, backend: env.DB_BACKEND })
      uri = `${server.uri}/empam`
    }
    client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 })
    await client.connect()
    const db = databaseOf(client, uri)
    const holding = await collectionsWithDocuments(db)
    if (holding.length && !force) throw new NotEmpty(`the database ${db.databaseName} is not empty (collections holding documents: ${holding.join(', ')})`)
    if (holding.length) await emptyDatabase(db)
    report(await loadJsonLines(db, archive), `the database ${db.databaseName}`)
  } else {
    throw new Error(`${archive} is neither a pg_dump archive nor a gzipped JSON-lines backup`)
  }
} catch (error) {
  if (error instanceof NotEmpty) {
    console.error(`Nothing restored: ${error.message}. Add --force to replace what it holds: npm run restore -- ${file} --force`)
    exitCode = 3
  } else {
    console.error(`The restore failed: ${(error as Error).message}`)
    exitCode = 1
  }
} finally {
  await client?.close()
  await server?.stop()
}
process.exit(exitCode)
