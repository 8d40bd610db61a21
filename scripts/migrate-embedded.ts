// `npm run db:migrate-embedded`: copies the SQLite data of DATA_DIR (FerretDB's SQLite backend, the
// embedded default before PostgreSQL) into the embedded PostgreSQL. The app does this by itself on its
// first start on PostgreSQL; this runs it by hand, and again after an interrupted copy (it adds only
// what is missing). The SQLite files stay in place until you remove DATA_DIR/ferretdb/sqlite yourself.
import fs from 'node:fs'
import path from 'node:path'
import { getEnv, loadDotEnvFile } from '#app/utils/env.server.ts'
import { ferretdbBinary, startEmbeddedDb } from '#server/embedded-db.ts'
import { copySqliteDataInto, hasSqliteData, SQLITE_MOVED_MARKER, sqliteDir } from '#server/embedded-migration.ts'

loadDotEnvFile()
const env = getEnv()
const ferretdb = ferretdbBinary()
if (env.MONGODB_URI) {
  console.error('MONGODB_URI is set: the app does not use the embedded database, so there is nothing to move into it.')
  process.exit(1)
}
if (!ferretdb) {
  console.error('FerretDB is not built (install Go, then run `npm install`): the SQLite files cannot be read without it.')
  process.exit(1)
}
if (!hasSqliteData(env.dataDir)) {
  console.log(`No SQLite data in ${sqliteDir(env.dataDir)}: nothing to move.`)
  process.exit(0)
}

const movedBefore = fs.existsSync(path.join(env.dataDir, 'ferretdb', SQLITE_MOVED_MARKER))
// Starting the embedded PostgreSQL moves the data the first time (or reuses the running app's server).
const server = await startEmbeddedDb({ dataDir: env.dataDir, log: console.log, backend: 'postgresql' })
let exitCode = 0
try {
  if (server.kind !== 'ferretdb-postgresql') {
    throw new Error(`the app running for ${env.dataDir} uses ${server.kind}: stop it, then run this again`)
  }
  if (movedBefore || !server.owned) {
    const summary = await copySqliteDataInto({ ferretdb, dataDir: env.dataDir, targetUri: server.uri, log: console.log })
    console.log(`Copied ${summary.documents} documents; ${summary.alreadyThere} were already there.`)
  }
  console.log(`The SQLite files are still in ${sqliteDir(env.dataDir)}; remove them once you no longer need them.`)
} catch (error) {
  console.error(`Moving the data failed: ${(error as Error).message}`)
  exitCode = 1
} finally {
  await server.stop()
}
process.exit(exitCode)
