import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import { describe, expect, test } from 'vitest'
import { ferretdbBinary, readDbServerRecord, removeDataDir, startEmbeddedDb } from '#server/embedded-db.ts'
import { clusterUser, findPostgresBinaries } from '#server/embedded-postgres.ts'

const runAs = clusterUser()
const asRootWithPostgres = Boolean(ferretdbBinary() && findPostgresBinaries() && runAs && runAs !== 'missing')

async function countNotes(uri: string) {
  const client = await new mongoose.mongo.MongoClient(uri).connect()
  try {
    return await client.db('empam').collection('notes').countDocuments()
  } finally {
    await client.close()
  }
}

describe.runIf(asRootWithPostgres)('run as root, with a DATA_DIR the postgres user cannot enter', () => {
  test('the cluster lives in a folder of its own, recorded in db-server.json, and a DATA_DIR made anew starts empty', async () => {
    // mkdtemp makes a 0700 folder owned by root: out of the postgres user's reach.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-private-'))
    let outside = ''
    try {
      const first = await startEmbeddedDb({ dataDir, durable: false })
      const record = readDbServerRecord(dataDir)!
      expect(first.kind).toBe('ferretdb-postgresql')
      expect(record.postgres!.clusterDir.startsWith(dataDir)).toBe(false)
      expect(record.postgres!.clusterDir).toMatch(/\/empam-[0-9a-f]{16}\/data$/)
      expect(fs.statSync(record.postgres!.clusterDir).uid).toBe((runAs as { uid: number }).uid)
      outside = path.dirname(record.postgres!.clusterDir)
      const client = await new mongoose.mongo.MongoClient(first.uri).connect()
      await client.db('empam').collection('notes').insertOne({ text: 'kept across restarts' })
      await client.close()
      await first.stop()

      const again = await startEmbeddedDb({ dataDir, durable: false })
      expect(await countNotes(again.uri)).toBe(1)
      await again.stop()

      // The folder removed and made anew, as the end-to-end tests do with theirs.
      fs.rmSync(dataDir, { recursive: true })
      fs.mkdirSync(dataDir, { mode: 0o700 })
      const log: string[] = []
      const fresh = await startEmbeddedDb({ dataDir, durable: false, log: (m) => log.push(m) })
      expect(await countNotes(fresh.uri)).toBe(0)
      expect(log.join('\n')).toContain('belonged to an earlier')
      await fresh.stop()
    } finally {
      removeDataDir(dataDir)
    }
    // A throw-away DATA_DIR takes its cluster along.
    expect(outside).not.toBe('')
    expect(fs.existsSync(outside)).toBe(false)
  }, 90_000)
})
