import fs from 'node:fs'
import path from 'node:path'
import mongoose from 'mongoose'
import { afterAll, describe, expect, onTestFinished, test } from 'vitest'
import { SQLITE_MOVED_MARKER, sqliteDir } from '#server/embedded-migration.ts'
import { ferretdbBinary, makeTempDataDir, removeDataDir, startEmbeddedDb } from '#server/embedded-db.ts'
import { clusterUser, findPostgresBinaries } from '#server/embedded-postgres.ts'

/**
 * A DATA_DIR made by the SQLite FerretDB of earlier versions is carried into the new PostgreSQL cluster
 * on its first start: every database, collection, index and document, every BSON type as it was; the
 * SQLite files stay where they were.
 */
const canRun = Boolean(ferretdbBinary() && findPostgresBinaries() && clusterUser() !== 'missing')
const { ObjectId, MongoClient } = mongoose.mongo
const dataDir = makeTempDataDir('empam-move-test-')

afterAll(() => removeDataDir(dataDir))

/** Every document of every collection of every database, as canonical Extended JSON, in `_id` order. */
async function everything(uri: string) {
  const client = await new MongoClient(uri).connect()
  try {
    const out: Record<string, string[]> = {}
    for (const { name } of (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases) {
      if (['admin', 'config', 'local'].includes(name)) continue
      for (const { name: collection } of await client.db(name).listCollections({}, { nameOnly: true }).toArray()) {
        const documents = await client.db(name).collection(collection).find().sort({ _id: 1 }).toArray()
        out[`${name}.${collection}`] = documents.map((d) => mongoose.mongo.BSON.EJSON.stringify(d, { relaxed: false }))
      }
    }
    return out
  }
  finally {
    await client.close()
  }
}

async function indexesOf(uri: string, database: string, collection: string) {
  const client = await new MongoClient(uri).connect()
  try {
    const indexes = await client.db(database).collection(collection).listIndexes().toArray()
    return indexes.map((i) => ({ name: i.name, key: i.key, unique: Boolean(i.unique) })).sort((a, b) => a.name.localeCompare(b.name))
  } finally {
    await client.close()
  }
}

describe.runIf(canRun)('moving an old SQLite DATA_DIR into PostgreSQL', () => {
  test('keeps every document, every type and every index, and leaves the SQLite files in place', async () => {
    const sqlite = await startEmbeddedDb({ dataDir, backend: 'sqlite', shareWithOtherProcesses: false })
    onTestFinished(() => sqlite.stop())
    expect(sqlite.kind).toBe('ferretdb-sqlite')
    const client = await new MongoClient(sqlite.uri).connect()
    const members = Array.from({ length: 30 }, () => new ObjectId())
    await client.db('empam').collection('users').createIndex({ email: 1 }, { unique: true, name: 'email_1' })
    await client.db('empam').collection('users').insertMany(
      members.map((_id, i) => ({
        _id,
        email: `member${i}@example.com`,
        joinDate: new Date(Date.UTC(2020, 0, 1 + i)),
        specialties: ['Body', 'Mind'],
        address: { state: 'Sabah', postcode: '88000' },
        lastLogin: null,
        emailVerified: i % 2 === 0,
        rating: 4.5,
      })),
    )
    await client.db('empam').collection('cpdentries').createIndex({ userId: 1, date: -1 }, { name: 'userId_1_date_-1' })
    // More than one copy batch (1,000).
    await client.db('empam').collection('cpdentries').insertMany(
      Array.from({ length: 2_345 }, (_, i) => ({ userId: members[i % members.length], hours: 1.5, date: new Date(1_700_000_000_000 + i * 60_000), title: `Entry ${i}` })),
    )
    await client.db('empam').collection('directory_state').insertOne({ _id: 'practitioners' as never, version: 7 })
    await client.db('empam_other').collection('notes').insertOne({ _id: 'a-string-id' as never, text: 'Selamat datang' })
    await client.close()
    const before = await everything(sqlite.uri)
    const indexesBefore = await indexesOf(sqlite.uri, 'empam', 'users')
    await sqlite.stop()

    const log: string[] = []
    const postgres = await startEmbeddedDb({ dataDir, shareWithOtherProcesses: false, log: (m) => log.push(m) })
    try {
      expect(postgres.kind).toBe('ferretdb-postgresql')
      expect(log.join('\n')).toContain('Moved 2377 documents in 4 collections of 2 databases')
      const after = await everything(postgres.uri)
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
      for (const collection of Object.keys(before)) expect(after[collection], collection).toEqual(before[collection])
      expect(await indexesOf(postgres.uri, 'empam', 'users')).toEqual(indexesBefore)
      expect((await indexesOf(postgres.uri, 'empam', 'cpdentries')).map((i) => i.name)).toContain('userId_1_date_-1')
    } finally {
      await postgres.stop()
    }
    expect(fs.readdirSync(sqliteDir(dataDir)).filter((f) => f.endsWith('.sqlite')).sort()).toEqual(['empam.sqlite', 'empam_other.sqlite'])
    expect(fs.existsSync(path.join(dataDir, 'ferretdb', SQLITE_MOVED_MARKER))).toBe(true)

    // Once only: the next start does not copy again.
    const again: string[] = []
    const restarted = await startEmbeddedDb({ dataDir, shareWithOtherProcesses: false, log: (m) => again.push(m) })
    await restarted.stop()
    expect(again.join('\n')).not.toContain('Moving')
  }, 120_000)
})
