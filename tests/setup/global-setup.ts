import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedDb } from '#server/embedded-db.ts'
import { assertBuildIsFresh } from '#scripts/lib/build-freshness.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string
    dbKind: string
  }
}

/**
 * Starts one real MongoDB-protocol server (FerretDB where it is built) for the whole run; each test
 * file then works in a database of its own. TEST_MONGODB_URI points the run at another server.
 */
export default async function setup(project: TestProject) {
  // The HTTP tests load build/ as it is on disk: a change that was never built must not pass as tested.
  assertBuildIsFresh()
  if (process.env.TEST_MONGODB_URI) {
    project.provide('mongoUri', process.env.TEST_MONGODB_URI)
    project.provide('dbKind', 'external')
    return
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-test-db-'))
  const server = await startEmbeddedDb({ dataDir, shareWithOtherProcesses: false })
  project.provide('mongoUri', server.uri)
  project.provide('dbKind', server.kind)
  return async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
