import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import mongoose from 'mongoose'
import { DEFAULT_DB_NAME } from '#app/utils/db.server.ts'
import { MAINTENANCE_COLLECTION, pauseWrites, resumeWrites, WRITE_PAUSE_ID } from '#server/write-pause.ts'

/**
 * The document-level backup: one database as gzipped JSON lines, readable with `zcat` and loadable into
 * MongoDB, Atlas or FerretDB alike. Every collection is included (GridFS buckets too: `fs.files`,
 * `fs.chunks`, `media.files` … are ordinary collections), each document as canonical Extended JSON, so
 * every BSON type (ObjectId, Date, Binary, Decimal128, Long) comes back as it was. Layout, one JSON value
 * a line:
 *
 *   {"empamBackup":1,"createdAt":"…","database":"empam"}
 *   {"collection":"users","indexes":[{"key":{"email":1},"name":"email_1","unique":true}, …]}
 *   {"c":"users","d":{…the document…}}
 *   …the next collection…
 *
 * The embedded PostgreSQL is backed up with its own pg_dump instead (server/embedded-postgres.ts).
 */

export const EJSON_FORMAT_VERSION = 1
const { EJSON } = mongoose.mongo.BSON
const BATCH = 1_000

type Db = mongoose.mongo.Db
type IndexSpec = { key: Record<string, unknown>; name: string } & Record<string, unknown>

export interface CollectionSummary {
  name: string
  documents: number
}

/** Index fields that describe the server's copy, not the index: left out of the archive. */
const INDEX_FIELDS_NOT_KEPT = new Set(['v', 'ns', 'background'])

async function collectionNames(db: Db): Promise<string[]> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray()
  return collections
    .filter((c) => (!c.type || c.type === 'collection') && !c.name.startsWith('system.'))
    .map((c) => c.name)
    .sort()
}

/** The collections of a database that hold at least one document (what makes it "not empty"). */
export async function collectionsWithDocuments(db: Db): Promise<string[]> {
  const names: string[] = []
  for (const name of await collectionNames(db)) {
    if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) names.push(name)
  }
  return names
}

/**
 * Writes every collection of `db` to `file` (gzipped JSON lines). The write pause's own flag is left
 * out: a restored database must not come back paused.
 */
export async function dumpDatabaseAsJsonLines(db: Db, file: string): Promise<CollectionSummary[]> {
  const summaries: CollectionSummary[] = []
  const names = await collectionNames(db)
  async function* lines() {
    yield `${JSON.stringify({ empamBackup: EJSON_FORMAT_VERSION, createdAt: new Date().toISOString(), database: db.databaseName })}\n`
    for (const name of names) {
      const collection = db.collection(name)
      const indexes = (await collection.listIndexes().toArray())
        .filter((index) => index.name !== '_id_')
        .map((index) => Object.fromEntries(Object.entries(index).filter(([field]) => !INDEX_FIELDS_NOT_KEPT.has(field))))
      yield `${EJSON.stringify({ collection: name, indexes }, { relaxed: false })}\n`
      const filter = name === MAINTENANCE_COLLECTION ? { _id: { $ne: WRITE_PAUSE_ID } } : {}
      let documents = 0
      for await (const document of collection.find(filter as mongoose.mongo.Filter<mongoose.mongo.Document>, { batchSize: BATCH }).sort({ _id: 1 })) {
        documents += 1
        yield `${EJSON.stringify({ c: name, d: document }, { relaxed: false })}\n`
      }
      summaries.push({ name, documents })
    }
  }
  await pipeline(lines, zlib.createGzip(), fs.createWriteStream(file, { mode: 0o600 }))
  return summaries
}

/** Loads a `dumpDatabaseAsJsonLines` archive into `db`, which should be empty (see `collectionsWithDocuments`). */
export async function loadJsonLines(db: Db, file: string): Promise<CollectionSummary[]> {
  const input = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity })
  const summaries: CollectionSummary[] = []
  let current: { name: string; indexes: IndexSpec[]; batch: mongoose.mongo.Document[]; documents: number } | null = null
  let sawHeader = false

  const flush = async () => {
    if (!current?.batch.length) return
    const batch = current.batch
    current.batch = []
    await db.collection(current.name).insertMany(batch, { ordered: true })
  }
  const finishCollection = async () => {
    if (!current) return
    await flush()
    for (const { key, name, ...options } of current.indexes) {
      await db.collection(current.name).createIndex(key as mongoose.mongo.IndexSpecification, { name, ...options })
    }
    summaries.push({ name: current.name, documents: current.documents })
    current = null
  }

  for await (const line of input) {
    if (!line.trim()) continue
    if (!sawHeader) {
      const header = JSON.parse(line) as { empamBackup?: number }
      if (header.empamBackup !== EJSON_FORMAT_VERSION) throw new Error(`${file} is not an EMPAM backup (version ${EJSON_FORMAT_VERSION})`)
      sawHeader = true
      continue
    }
    const entry = EJSON.parse(line, { relaxed: false }) as { collection?: string; indexes?: IndexSpec[]; c?: string; d?: mongoose.mongo.Document }
    if (entry.collection !== undefined) {
      await finishCollection()
      current = { name: entry.collection, indexes: entry.indexes ?? [], batch: [], documents: 0 }
      await db.createCollection(entry.collection).catch((error: { codeName?: string }) => {
        if (error.codeName !== 'NamespaceExists') throw error
      })
    } else if (current && entry.c === current.name && entry.d) {
      current.batch.push(entry.d)
      current.documents += 1
      if (current.batch.length >= BATCH) await flush()
    } else {
      throw new Error(`${file}: a document line outside its collection`)
    }
  }
  if (!sawHeader) throw new Error(`${file} is empty`)
  await finishCollection()
  return summaries
}

/** Drops every collection of `db` (restore --force). */
export async function emptyDatabase(db: Db) {
  for (const name of await collectionNames(db)) await db.collection(name).drop()
}

export interface PausedDumpOptions {
  /** How long writes already under way are given to finish once the pause is set. */
  settleMs?: number
  /** The longest the flag holds if this process dies mid-way (it is removed as soon as the copy ends). */
  maxPauseSeconds?: number
  /** Called once writes are paused and settled, before the copy (tests look at the site then). */
  onPaused?: () => Promise<void>
}

/**
 * `dumpDatabaseAsJsonLines` while the app's writes are paused (server/write-pause.ts): every action of
 * every app process answers 503 with Retry-After until the copy is written, so the archive is one moment
 * of the database. Answers what was copied and how long writes were paused.
 */
export async function dumpWithWritesPaused(db: Db, file: string, { settleMs = 2_000, maxPauseSeconds = 600, onPaused }: PausedDumpOptions = {}) {
  const started = Date.now()
  await pauseWrites(db, { seconds: maxPauseSeconds, reason: 'npm run backup' })
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    await onPaused?.()
    const collections = await dumpDatabaseAsJsonLines(db, file)
    return { collections, pausedMs: Date.now() - started }
  } finally {
    await resumeWrites(db)
  }
}

/** `empam-2026-11-23T031500Z.<extension>`: sorts by time, and names no one. */
export function archiveName(extension: string, at = new Date()) {
  return `empam-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.${extension}`
}

export const ARCHIVE_PATTERN = /^empam-\d{8}T\d{6}Z\.(pgdump|jsonl\.gz)$/

/** Keeps the newest `keep` archives of a folder (by their names' time), removing older ones; answers those removed. */
export function pruneArchives(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_PATTERN.test(name))
    .sort()
  const removed = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of removed) fs.rmSync(path.join(dir, name))
  return removed
}

export type ArchiveKind = 'pg_dump' | 'jsonl'

/** What an archive is, by its first bytes: pg_dump's custom format starts with PGDMP, gzip with 1f 8b. */
export function archiveKindOf(file: string): ArchiveKind | null {
  const fd = fs.openSync(file, 'r')
  try {
    const head = Buffer.alloc(5)
    fs.readSync(fd, head, 0, 5, 0)
    if (head.toString('latin1') === 'PGDMP') return 'pg_dump'
    if (head[0] === 0x1f && head[1] === 0x8b) return 'jsonl'
    return null
  } finally {
    fs.closeSync(fd)
  }
}

/** The database a URI names, or the app's default (`empam`), as `connectDb` chooses it. */
export function databaseOf(client: mongoose.mongo.MongoClient, uri: string): Db {
  const named = /^mongodb(\+srv)?:\/\/[^/]+\/([^/?]+)/.exec(uri)?.[2]
  return client.db(named ? decodeURIComponent(named) : DEFAULT_DB_NAME)
}
