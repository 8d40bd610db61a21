import type { TestProject } from 'vitest/node'
import { makeTempDataDir, removeDataDir, startEmbeddedDb, type DbBackend, type DbServerRecord } from '#server/embedded-db.ts'
import { assertBuildIsFresh } from '#scripts/lib/build-freshness.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string
    dbKind: string
    /** The embedded server's record, for the GIN indexes of each test file's database (null for TEST_MONGODB_URI). */
    dbServer: DbServerRecord | null
  }
}

/**
 * Starts one real MongoDB-protocol server for the whole run (FerretDB on PostgreSQL where both are
 * there, else the next fallback; TEST_DB_BACKEND=sqlite forces FerretDB on SQLite); each test file then
 * works in a database of its own. TEST_MONGODB_URI points the run at another server.
 */
export async function startTestDatabase(project: TestProject, backend?: DbBackend) {
  // The HTTP tests load build/ as it is on disk: a change that was never built must not pass as tested.
  assertBuildIsFresh()
  if (process.env.TEST_MONGODB_URI) {
    project.provide('mongoUri', process.env.TEST_MONGODB_URI)
    project.provide('dbKind', 'external')
    project.provide('dbServer', null)
    return
  }
  const dataDir = makeTempDataDir('empam-test-db-')
  const server = await startEmbeddedDb({ dataDir, shareWithOtherProcesses: false, backend, durable: false })
  project.provide('mongoUri', server.uri)
  project.provide('dbKind', server.kind)
  project.provide('dbServer', server.record)
  return async () => {
    await server.stop()
    removeDataDir(dataDir)
  }
}

export default function setup(project: TestProject) {
  const forced = process.env.TEST_DB_BACKEND
  return startTestDatabase(project, forced === 'sqlite' || forced === 'postgresql' ? forced : undefined)
}
