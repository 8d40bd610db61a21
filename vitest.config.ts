import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const UNIT_TESTS = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']
const INTEGRATION_TESTS = ['tests/integration/**/*.test.ts']

/**
 * A test reads the calendar ("today", "this year" in Malaysia) only through the clock: `#tests/clock.ts`
 * or `#app/domain/clock.ts` (ESLint refuses the Date methods that turn an instant into a day in a test
 * file). So a file that names either reads the date, and the pinned-clock run (`npm run
 * test:clock-edge`) takes exactly those files: a new date-reading test cannot be left out of it.
 */
export const READS_THE_CALENDAR = /#tests\/clock\.ts|#app\/domain\/clock\.ts|setTestClock|EMPAM_TEST_NOW|TEST_CLOCK_VARIABLE/

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

const integration: {
  environment: 'node'
  globalSetup: string[]
  setupFiles: string[]
  pool: 'forks'
  testTimeout: number
  hookTimeout: number
} = {
  environment: 'node',
  globalSetup: ['tests/setup/global-setup.ts'],
  setupFiles: ['tests/setup/setup-integration.ts'],
  pool: 'forks',
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
        test: { name: 'integration', include: INTEGRATION_TESTS, ...integration },
      },
      {
        // The same files on the SQLite fallback (DB_BACKEND=sqlite): sign-up and sign-in, a member's CPD
        // entries (create, list, read, update, delete), the atomicity rules, and uploads in GridFS.
        test: {
          name: 'integration-sqlite',
          include: ['tests/integration/auth-api.test.ts', 'tests/integration/cpd-api.test.ts', 'tests/integration/atomicity.test.ts', 'tests/integration/media-gridfs.test.ts'],
          ...integration,
          globalSetup: ['tests/setup/global-setup-sqlite.ts'],
        },
      },
      // Only with the clock pinned, so that running one file runs it once.
      ...(process.env.EMPAM_TEST_NOW ? pinnedClockProjects() : []),
    ],
  },
})

function pinnedClockProjects() {
  return [
      {
        // The files that read the calendar, run by `npm run test:clock-edge` with the clock pinned at 23:59
        // on 31 December in Kuala Lumpur (EMPAM_TEST_NOW): the unit tests among them, then the integration.
        test: { name: 'pinned-clock-unit', include: calendarTests('app', 'server', 'scripts'), environment: 'node', setupFiles: ['tests/setup/setup-unit.ts'] },
      },
      {
        test: { name: 'pinned-clock', include: calendarTests('tests/integration'), ...integration },
      },
  ]
}
