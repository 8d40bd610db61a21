import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const UNIT_TESTS = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']
const INTEGRATION_TESTS = ['tests/integration/**/*.test.ts']
/** Integration files that start server processes of their own (or stop the database) and time them. */
const PROCESS_TESTS = ['server-process', 'several-processes', 'database-outage', 'backup-restore', 'shared-rate-limits'].map(
  (name) => `tests/integration/${name}.test.ts`,
)

/**
 * A test reads the calendar ("today", "this year" in Malaysia) only through the clock: `#tests/clock.ts`
 * or `#app/domain/clock.ts` (ESLint refuses the Date methods that turn an instant into a day in a test
 * file). So a file that names either reads the date, and the pinned-clock run (`npm run
 * test:clock-edge`) takes exactly those files: a new date-reading test cannot be left out of it.
 */
const READS_THE_CALENDAR = /#tests\/clock\.ts|#app\/domain\/clock\.ts|setTestClock|EMPAM_TEST_NOW|TEST_CLOCK_VARIABLE/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full)
    return /\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The test files below these folders that read the calendar, as include patterns. */
function calendarTests(...dirs: string[]) {
  return dirs.flatMap(filesUnder).filter((file) => READS_THE_CALENDAR.test(readFileSync(file, 'utf8')))
}

const integration = {
  environment: 'node',
  globalSetup: ['tests/setup/global-setup.ts'],
  setupFiles: ['tests/setup/setup-integration.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: UNIT_TESTS, environment: 'node', setupFiles: ['tests/setup/setup-unit.ts'] },
      },
      {
        // Two files at a time: on a 2-core machine a file waits on its database about half the time
        // (664 s with one worker, 440 s with two, measured on a clean clone)...
        test: { name: 'integration', include: INTEGRATION_TESTS, exclude: PROCESS_TESTS, ...integration, maxWorkers: 2 },
      },
      {
        // ...except the files that start whole servers, clusters and database processes and wait on them:
        // one at a time, in a group of their own, so no other file's load slows what they wait for.
        test: { name: 'integration-processes', include: PROCESS_TESTS, ...integration, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      {
        // The same files on the SQLite fallback (DB_BACKEND=sqlite): sign-up and sign-in, a member's CPD
        // entries (create, list, read, update, delete), the atomicity rules, and uploads in GridFS.
        test: {
          name: 'integration-sqlite',
          include: ['tests/integration/auth-api.test.ts', 'tests/integration/cpd-api.test.ts', 'tests/integration/atomicity.test.ts', 'tests/integration/media-gridfs.test.ts'],
          ...integration,
          globalSetup: ['tests/setup/global-setup-sqlite.ts'],
          maxWorkers: 2,
        },
      },
      // Only with the clock pinned, so that running one file runs it once.
      ...(process.env.EMPAM_TEST_NOW ? pinnedClockProjects() : []),
    ],
  },
})

function pinnedClockProjects() {
  const processTestsReadingTheCalendar = calendarTests('tests/integration').filter((file) => PROCESS_TESTS.includes(file))
  return [
      {
        // The files that read the calendar, run by `npm run test:clock-edge` with the clock pinned at 23:59
        // on 31 December in Kuala Lumpur (EMPAM_TEST_NOW): the unit tests among them, then the integration.
        test: { name: 'pinned-clock-unit', include: calendarTests('app', 'server', 'scripts'), environment: 'node', setupFiles: ['tests/setup/setup-unit.ts'], maxWorkers: 2 },
      },
      {
        // Two files at a time, as in the integration phase, and the files that start processes of their own
        // one at a time after them (a default of one worker made this phase 134 s; measured below).
        test: { name: 'pinned-clock', include: calendarTests('tests/integration'), exclude: PROCESS_TESTS, ...integration, maxWorkers: 2 },
      },
      // None of them reads the calendar today (they use a fixed day: docs/testing.md); one that comes to is run here.
      ...(processTestsReadingTheCalendar.length > 0
        ? [{ test: { name: 'pinned-clock-processes', include: processTestsReadingTheCalendar, ...integration, maxWorkers: 1, sequence: { groupOrder: 1 } } }]
        : []),
  ]
}
