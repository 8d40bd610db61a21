// `npm run make-admin -- <email>` makes an existing account a working administrator (the role, the
// account reactivated, a suspension lifted) and says what it changed, in the database
// the app uses (MONGODB_URI, or the embedded server under DATA_DIR, shared with a running app).
import '#app/models/index.server.ts'
import { promoteToAdmin, PROMOTION_CHANGES } from '#app/services/members.server.ts'
import { getEnv, loadDotEnvFile } from '#app/utils/env.server.ts'
import { openDatabase } from '#server/database.ts'

const email = process.argv[2]?.trim()
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run make-admin -- <email>')
  process.exit(1)
}

loadDotEnvFile()
const db = await openDatabase(getEnv(), () => {})
let exitCode = 0
try {
  const result = await promoteToAdmin(email)
  if (result.outcome === 'unknown-email') {
    console.error(`No account has the e-mail address ${email}. The person must register first, then run this again.`)
    exitCode = 1
  } else if (result.outcome === 'already-admin') {
    console.log(`${result.user.email} is already an administrator; nothing changed.`)
  } else {
    console.log(`${result.user.email} (${result.user.firstName} ${result.user.lastName}): ${result.changes.map((change) => PROMOTION_CHANGES[change]).join('; ')}.`)
  }
} finally {
  await db.close()
}
process.exit(exitCode)
