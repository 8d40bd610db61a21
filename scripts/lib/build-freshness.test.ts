import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { assertBuildIsFresh, staleBuildReason } from './build-freshness.ts'

let root = ''

function write(file: string, secondsAgo: number) {
  const full = path.join(root, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, '')
  const at = new Date(Date.now() - secondsAgo * 1000)
  fs.utimesSync(full, at, at)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-build-freshness-'))
  write('app/root.tsx', 300)
  write('app/domain/clock.ts', 200)
  write('server/create-app.ts', 300)
  write('server.ts', 300)
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('the build freshness check', () => {
  test('a build newer than every source passes', () => {
    write('build/remix/index.js', 100)
    write('build/server.js', 100)
    expect(staleBuildReason(root)).toBeNull()
    expect(() => assertBuildIsFresh(root)).not.toThrow()
  })

  test('a change under app/ after the build fails loudly, naming the file', () => {
    write('build/remix/index.js', 100)
    write('build/server.js', 100)
    write('app/models/cpd-entry.server.ts', 10)
    expect(() => assertBuildIsFresh(root)).toThrow(
      'build/ is older than app/: run npm run build (app/models/cpd-entry.server.ts changed after the last build)',
    )
  })

  test('a change to server/ or server.ts counts too', () => {
    write('build/remix/index.js', 100)
    write('build/server.js', 100)
    write('server.ts', 10)
    expect(staleBuildReason(root)).toBe('build/ is older than server.ts: run npm run build (server.ts changed after the last build)')
    write('server.ts', 300)
    write('server/embedded-db.ts', 10)
    expect(staleBuildReason(root)).toMatch(/^build\/ is older than server\/: run npm run build/)
  })

  test('the older of the two outputs decides; a missing one is named', () => {
    write('build/remix/index.js', 100)
    expect(staleBuildReason(root)).toBe('build/ is missing build/server.js: run npm run build')
    write('build/server.js', 250)
    expect(staleBuildReason(root)).toMatch(/^build\/ is older than app\/: run npm run build \(app\/domain\/clock.ts/)
  })
})
