// `npm run backup -- [--output FILE | --dir DIR] [--keep N] [--format pg_dump|jsonl]`: an archive of the
// database the app uses, written to `DIR/empam-<UTC time>.<pgdump|jsonl.gz>` (DIR: BACKUP_DIR, else
// ./backups), mode 0600; it holds password hashes and members' records.
//
// - The embedded PostgreSQL (the default): PostgreSQL's own pg_dump of FerretDB's database, one
//   consistent snapshot taken while the app keeps serving and writing (`.pgdump`, custom format).
// - MONGODB_URI, another embedded server, or `--format jsonl`: every collection as Extended JSON lines,
//   gzipped (`.jsonl.gz`, scripts/lib/backup.ts), taken while the app's writes pause: every form post and
//   JSON write answers 503 with Retry-After for the seconds the copy takes (server/write-pause.ts).
//
// `--keep N` then removes all but the newest N archives of the folder. `npm run restore -- FILE` loads one.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import mongoose from 'mongoose'
import { getEnv, loadDotEnvFile } from '#app/utils/env.server.ts'
import { postgresLocationOf, startEmbeddedDb, type EmbeddedDbServer } from '#server/embedded-db.ts'
import { dumpFerretDatabase } from '#server/embedded-postgres.ts'
import { archiveName, databaseOf, dumpWithWritesPaused, pruneArchives, type CollectionSummary } from './lib/backup.ts'

const usage = 'Usage: npm run backup -- [--output FILE | --dir DIR] [--keep N] [--format pg_dump|jsonl]'
let options
try {
  options = parseArgs({
    options: { output: { type: 'string' }, dir: { type: 'string' }, keep: { type: 'string' }, format: { type: 'string' } },
  }).values
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`)
  process.exit(2)
}
const keep = options.keep === undefined ? null : Number(options.keep)
if ((keep !== null && !(Number.isInteger(keep) && keep >= 1)) || (options.format && !['pg_dump', 'jsonl'].includes(options.format)) || (options.output && options.dir)) {
  console.error(usage)
  process.exit(2)
}

loadDotEnvFile()
const env = getEnv()
let server: EmbeddedDbServer | null = null
let client: mongoose.mongo.MongoClient | null = null
let exitCode = 0
let partial: string | null = null
try {
  let uri = env.MONGODB_URI
  let location = null
  if (!uri) {
    // The running app's server when there is one (db-server.json), else started for the copy and stopped after.
    server = await startEmbeddedDb({ dataDir: env.dataDir, backend: env.DB_BACKEND })
    uri = server.uri
    location = postgresLocationOf(server.record)
  }
  const format = options.format ?? (location ? 'pg_dump' : 'jsonl')
  if (format === 'pg_dump' && !location) throw new Error('pg_dump needs the embedded PostgreSQL: this database is not one (use --format jsonl)')

  const dir = path.resolve(options.dir ?? (process.env.BACKUP_DIR || 'backups'))
  const file = path.resolve(options.output ?? path.join(dir, archiveName(format === 'pg_dump' ? 'pgdump' : 'jsonl.gz')))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written beside its final name and renamed when complete: a failed copy never looks like a backup.
  partial = `${file}.partial`
  client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 })
  await client.connect()
  const db = databaseOf(client, uri)

  const started = Date.now()
  let collections: CollectionSummary[]
  let how: string
  if (format === 'pg_dump') {
    await dumpFerretDatabase(location!, partial)
    // What the archive holds, counted beside it (pg_dump's snapshot is its own; these are for the log).
    collections = await Promise.all(
      (await db.listCollections({}, { nameOnly: true }).toArray()).map(async ({ name }) => ({ name, documents: await db.collection(name).countDocuments() })),
    )
    how = `pg_dump of the embedded PostgreSQL, no pause, ${Date.now() - started} ms`
  } else {
    const result = await dumpWithWritesPaused(db, partial)
    collections = result.collections
    how = `Extended JSON lines; writes paused for ${(result.pausedMs / 1000).toFixed(1)} s`
  }
  fs.chmodSync(partial, 0o600)
  fs.renameSync(partial, file)
  partial = null
  const documents = collections.reduce((sum, c) => sum + c.documents, 0)
  console.log(`Backed up ${collections.length} collections, ${documents} documents of ${db.databaseName} to ${file}`)
  console.log(`  ${fs.statSync(file).size} bytes; ${how}`)
  for (const { name, documents: n } of collections.sort((x, y) => x.name.localeCompare(y.name))) console.log(`  ${name}: ${n}`)
  if (keep !== null) {
    for (const removed of pruneArchives(path.dirname(file), keep)) console.log(`Removed the older archive ${removed} (--keep ${keep})`)
  }
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`)
  exitCode = 1
} finally {
  if (partial) fs.rmSync(partial, { force: true })
  await client?.close()
  await server?.stop()
}
process.exit(exitCode)
