import type { TestProject } from 'vitest/node'
import { ferretdbBinary } from '#server/embedded-db.ts'
import { startTestDatabase } from './global-setup.ts'

/**
 * The fallback store, FerretDB on SQLite (what the app uses where no PostgreSQL is found), for the files
 * of the `integration-sqlite` project: the core member paths and the atomicity rules must hold there too.
 */
export default function setup(project: TestProject) {
  if (!ferretdbBinary()) {
    console.warn('FerretDB is not built: the integration-sqlite project runs on the default embedded server instead')
    return startTestDatabase(project)
  }
  return startTestDatabase(project, 'sqlite')
}
