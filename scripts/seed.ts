// `npm run seed` adds the demo content that is missing; `npm run seed -- --practitioners 10000` also
// adds that many generated practitioners. Uses the same database as the app (MONGODB_URI or DATA_DIR).
import { parseArgs } from 'node:util'
import '#app/models/index.server.ts'
import { seedBulkListings, seedDemoContent } from '#app/seed/seed.server.ts'
import { getEnv, loadDotEnvFile } from '#app/utils/env.server.ts'
import { openDatabase } from '#server/database.ts'

const { values } = parseArgs({ options: { practitioners: { type: 'string' } } })
const bulk = values.practitioners ? Number(values.practitioners) : 0
if (!Number.isInteger(bulk) || bulk < 0) {
  console.error('--practitioners must be a whole number')
  process.exit(1)
}

loadDotEnvFile()
const db = await openDatabase(getEnv())
try {
  const counts = await seedDemoContent()
  console.log('Demo content added (0 means it was already there):', counts)
  if (bulk) console.log(`Added ${await seedBulkListings(bulk)} generated practitioners`)
} finally {
  await db.close()
}
