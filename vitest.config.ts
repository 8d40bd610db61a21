import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/setup-integration.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same files on the SQLite fallback (DB_BACKEND=sqlite): sign-up and sign-in, a member's CPD
        // entries (create, list, read, update, delete), the atomicity rules, and uploads in GridFS.
        test: {
          name: 'integration-sqlite',
          include: ['tests/integration/auth-api.test.ts', 'tests/integration/cpd-api.test.ts', 'tests/integration/atomicity.test.ts', 'tests/integration/media-gridfs.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup-sqlite.ts'],
          setupFiles: ['tests/setup/setup-integration.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
