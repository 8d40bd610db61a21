import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, test } from 'vitest'
import { ARCHIVE_PATTERN, archiveKindOf, archiveName, pruneArchives } from './backup.ts'

const folders: string[] = []
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-archives-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('backup archives', () => {
  test('are named by their UTC time, so that names sort by age', () => {
    expect(archiveName('pgdump', new Date('2026-11-23T03:15:09.123Z'))).toBe('empam-20261123T031509Z.pgdump')
    expect(archiveName('jsonl.gz', new Date('2027-01-01T00:00:00Z'))).toMatch(ARCHIVE_PATTERN)
  })

  test('--keep N leaves the newest N archives and every other file', () => {
    const dir = folder()
    const names = ['empam-20261120T010000Z.pgdump', 'empam-20261121T010000Z.jsonl.gz', 'empam-20261122T010000Z.pgdump', 'empam-20261123T010000Z.pgdump', 'notes.txt']
    for (const name of names) fs.writeFileSync(path.join(dir, name), '')
    expect(pruneArchives(dir, 2)).toEqual(['empam-20261120T010000Z.pgdump', 'empam-20261121T010000Z.jsonl.gz'])
    expect(fs.readdirSync(dir).sort()).toEqual(['empam-20261122T010000Z.pgdump', 'empam-20261123T010000Z.pgdump', 'notes.txt'])
    expect(pruneArchives(dir, 5)).toEqual([])
  })

  test('are told apart by their first bytes', () => {
    const dir = folder()
    fs.writeFileSync(path.join(dir, 'a'), Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(10)]))
    fs.writeFileSync(path.join(dir, 'b'), zlib.gzipSync('{"empamBackup":1}\n'))
    fs.writeFileSync(path.join(dir, 'c'), 'just text')
    expect([archiveKindOf(path.join(dir, 'a')), archiveKindOf(path.join(dir, 'b')), archiveKindOf(path.join(dir, 'c'))]).toEqual(['pg_dump', 'jsonl', null])
  })
})
