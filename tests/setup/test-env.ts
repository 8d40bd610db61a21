import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Every test process gets its own DATA_DIR (outbox, secrets) and a fixed secret, before any app code reads them. */
export function prepareTestEnv() {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-test-data-'))
  process.env.SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789'
  process.env.PUBLIC_URL = 'http://localhost:3999'
  // The tests read reset and confirmation links from the answers as a developer would (npm run dev).
  process.env.DEBUG_RESET_TOKENS = 'true'
  delete process.env.MONGODB_URI
  delete process.env.SMTP_URL
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
}
