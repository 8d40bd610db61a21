import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3101)
export const E2E_ADMIN = { email: 'e2e-admin@empam.example', password: 'e2e-admin-password' }
/** Journeys of the administration (tests/e2e/admin*.spec.ts), which change what the public pages show. */
const ADMIN_SPECS = /\/admin[^/]*\.spec\.ts$/
/** The journeys tagged @js (JS_TAG in tests/playwright-utils.ts). */
const JS_ONLY = /@js\b/

/**
 * End-to-end journeys against the built app and its embedded database (a fresh DATA_DIR each run), in
 * Debian's Chromium, once with JavaScript off and once with it on.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/setup/playwright-global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a journey that passes only on a second try is a flake to fix, not a pass. Should retries
  // come back (`--retries`), a test that needed one still fails the run in CI.
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  // Every journey runs with JavaScript off; those tagged @js (they check what the scripts add: instant
  // search, dialogs, pending states, the file picker, the password toggle, axe with scripts running) run
  // with it on too. A journey that reads `jsEnabled` untagged fails (tests/playwright-utils.ts).
  projects: [
    { name: 'js-off', testIgnore: ADMIN_SPECS, use: { browserName: 'chromium', javaScriptEnabled: false } },
    { name: 'js-on', testIgnore: ADMIN_SPECS, grep: JS_ONLY, use: { browserName: 'chromium', javaScriptEnabled: true } },
    // The administration's journeys add, hide and delete listings and content on the shared server,
    // which the public pages' journeys count: they run once those are done.
    { name: 'admin-js-off', testMatch: ADMIN_SPECS, dependencies: ['js-off', 'js-on'], use: { browserName: 'chromium', javaScriptEnabled: false } },
    { name: 'admin-js-on', testMatch: ADMIN_SPECS, grep: JS_ONLY, dependencies: ['js-off', 'js-on'], use: { browserName: 'chromium', javaScriptEnabled: true } },
  ],
  webServer: {
    command: 'rm -rf .e2e-data && node --max-semi-space-size=32 build/server.js',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    // SIGTERM, so that the app stops its FerretDB and PostgreSQL in order; Playwright's default, a
    // SIGKILL of the process group, would leave them running (they are in a group of their own).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      NODE_ENV: 'test',
      DATA_DIR: '.e2e-data',
      PUBLIC_URL: `http://localhost:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The journeys check the development notice on the forgot-password page, as `npm run dev` shows it.
      DEBUG_RESET_TOKENS: 'true',
      // Each test sends its own X-Forwarded-For, as a proxy in front of the app would, so per-address
      // rate limits stay per test.
      TRUST_PROXY: '1',
    },
  },
})
