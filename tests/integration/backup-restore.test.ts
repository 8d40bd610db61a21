import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { seedDemoContent } from '#app/seed/seed.server.ts'
import { collectionsWithDocuments, dumpDatabaseAsJsonLines, dumpWithWritesPaused, loadJsonLines } from '#scripts/lib/backup.ts'
import { makeTempDataDir, removeDataDir, startEmbeddedDb, type EmbeddedDbServer } from '#server/embedded-db.ts'
import { MAINTENANCE_COLLECTION } from '#server/write-pause.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * `npm run backup` and `npm run restore` round trips: a seeded database (the demo content, a member with
 * CPD entries, a GridFS bucket as uploads keep media, every BSON type) comes back identical, document
 * for document and index for index, through the JSON-lines archive taken while writes pause, and through
 * PostgreSQL's pg_dump of the embedded cluster into a fresh DATA_DIR.
 */

const server = useTestServer()
const { EJSON } = mongoose.mongo.BSON
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-backup-test-'))
const mediaBytes = randomBytes(600 * 1024)
let token = ''

const db = () => mongoose.connection.db!

/** Every collection's documents (canonical Extended JSON, by `_id`) and indexes (name, key, unique). */
async function contentsOf(database: mongoose.mongo.Db) {
  const names = (await database.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()
  const contents: Record<string, { documents: string[]; indexes: string[] }> = {}
  for (const name of names) {
    const collection = database.collection(name)
    const documents = (await collection.find({}).sort({ _id: 1 }).toArray()).map((doc) => EJSON.stringify(doc, { relaxed: false }))
    const indexes = (await collection.listIndexes().toArray())
      .map((index) => JSON.stringify({ name: index.name, key: index.key, unique: Boolean(index.unique) }))
      .sort()
    contents[name] = { documents, indexes }
  }
  return contents
}

async function mediaOf(database: mongoose.mongo.Db) {
  const chunks: Buffer[] = []
  for await (const chunk of new mongoose.mongo.GridFSBucket(database, { bucketName: 'media' }).openDownloadStreamByName('portrait.jpg')) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Runs `npm run backup` or `npm run restore` as a command (tsx, as the npm scripts do) for one DATA_DIR. */
function runScript(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.once('close', (code) => resolve({ code, output }))
  })
}

beforeAll(async () => {
  await seedDemoContent()
  const member = await createUser()
  for (let i = 0; i < 3; i++) await createCpdEntry(member.id)
  token = (await signIn(member.id)).token
  const upload = new mongoose.mongo.GridFSBucket(db(), { bucketName: 'media' }).openUploadStream('portrait.jpg', { metadata: { ownerId: member.id } })
  await new Promise((resolve, reject) => upload.once('finish', resolve).once('error', reject).end(mediaBytes))
  await db()
    .collection('bson_types')
    .insertOne({
      date: new Date('2026-01-02T03:04:05.678Z'),
      // No Decimal128: FerretDB 1.24 does not store it (the app never does).
      long: mongoose.mongo.Long.fromString('9007199254740993'),
      binary: new mongoose.mongo.Binary(Buffer.from([0, 1, 2, 255])),
      double: 1.5,
      int: 42,
      nested: { list: [1, 'two', null, { deep: true }], empty: {} },
      text: 'Perubatan Tenaga — “quotes” and 中文',
    })
})

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true })
})

describe('backups', () => {
  test('a JSON-lines backup pauses writes while it copies, and restores to an identical database', async () => {
    const file = path.join(work, 'paused.jsonl.gz')
    const during: Record<string, { status: number; retryAfter: string | null }> = {}
    const { collections } = await dumpWithWritesPaused(db(), file, {
      settleMs: 100,
      onPaused: async () => {
        const entry = { title: 'Written during a backup', provider: 'EMPAM', category: 'Workshop', hours: 1, date: '2020-03-12' }
        for (const [name, response] of Object.entries({
          api: await sendJson(server.baseUrl, 'POST', '/api/cpd', entry, { token }),
          form: await postForm(server.baseUrl, '/login', { email: 'someone@example.com', password: 'whatever-it-is' }),
          page: await get(server.baseUrl, '/news'),
        })) {
          during[name] = { status: response.status, retryAfter: response.headers.get('retry-after') }
        }
      },
    })
    expect(during.api).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) })
    expect(during.form).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) })
    expect(during.page).toEqual({ status: 200, retryAfter: null })
    expect(await CpdEntry.countDocuments({ title: 'Written during a backup' })).toBe(0)
    // Every chunk: the 600 KB upload's three and the demo pictures' (the demo content stores them too).
    expect(collections.find((c) => c.name === 'media.chunks')?.documents).toBe(await db().collection('media.chunks').countDocuments())
    expect(await db().collection('media.chunks').countDocuments()).toBeGreaterThanOrEqual(3)

    const restored = mongoose.connection.getClient().db(`${db().databaseName}_restored`)
    try {
      expect(await collectionsWithDocuments(restored)).toEqual([])
      await loadJsonLines(restored, file)
      const [before, after] = [await contentsOf(db()), await contentsOf(restored)]
      expect(Object.keys(after)).toEqual(Object.keys(before))
      for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name])
      // Not paused when restored: the pause's flag is not part of the backup.
      expect(after[MAINTENANCE_COLLECTION]?.documents).toEqual([])
      expect((await mediaOf(restored)).equals(mediaBytes)).toBe(true)
      expect(await collectionsWithDocuments(restored)).toContain('users')
    } finally {
      await restored.dropDatabase()
    }

    // The pause ends with the backup.
    const after = await sendJson(server.baseUrl, 'POST', '/api/cpd', { title: 'Written after the backup', provider: 'EMPAM', category: 'Workshop', hours: 1, date: '2020-03-12' }, { token })
    expect(after.status).toBe(201)
  })

  // pg_dump needs the embedded PostgreSQL, which the run's own server is wherever this machine has one.
  test.skipIf(inject('dbKind') !== 'ferretdb-postgresql')('npm run backup takes a pg_dump of the embedded PostgreSQL while it runs; npm run restore loads it into a fresh DATA_DIR, and only into an empty one', async () => {
    const source = makeTempDataDir('empam-backup-source-')
    const target = makeTempDataDir('empam-backup-target-')
    const servers: EmbeddedDbServer[] = []
    const clients: mongoose.mongo.MongoClient[] = []
    const open = async (server: EmbeddedDbServer) => {
      const client = new mongoose.mongo.MongoClient(`${server.uri}/empam`)
      clients.push(client)
      await client.connect()
      return client.db()
    }
    try {
      // The source: this file's seeded database, copied into an embedded cluster that stays running.
      const running = await startEmbeddedDb({ dataDir: source, durable: false })
      servers.push(running)
      const copy = path.join(work, 'copy.jsonl.gz')
      await dumpDatabaseAsJsonLines(db(), copy)
      const sourceDb = await open(running)
      await loadJsonLines(sourceDb, copy)

      const archive = path.join(work, 'embedded.pgdump')
      const backup = await runScript('backup', ['--output', archive], source)
      expect(backup.output).toContain('pg_dump of the embedded PostgreSQL')
      expect(backup.code).toBe(0)
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600)

      const restore = await runScript('restore', [archive], target)
      expect(restore.output).toMatch(/Restored \d+ collections/)
      expect(restore.code).toBe(0)

      const restoredServer = await startEmbeddedDb({ dataDir: target, durable: false })
      servers.push(restoredServer)
      const restoredDb = await open(restoredServer)
      const [before, after] = [await contentsOf(sourceDb), await contentsOf(restoredDb)]
      expect(Object.keys(after)).toEqual(Object.keys(before))
      for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name])
      expect((await mediaOf(restoredDb)).equals(mediaBytes)).toBe(true)

      // Its server running: refused, as the app would be using it.
      expect((await runScript('restore', [archive], target)).code).toBe(1)
      await clients.pop()!.close()
      await servers.pop()!.stop()
      // Stopped, but holding data: refused without --force, replaced with it.
      const refused = await runScript('restore', [archive], target)
      expect(refused.output).toContain('is not empty')
      expect(refused.code).toBe(3)
      const forced = await runScript('restore', [archive, '--force'], target)
      expect(forced.code).toBe(0)
    } finally {
      for (const client of clients) await client.close()
      for (const server of servers.reverse()) await server.stop()
      removeDataDir(source)
      removeDataDir(target)
    }
  }, 120_000)
})
