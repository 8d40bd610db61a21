import { json } from '@remix-run/node'
import { pingDb } from '#app/utils/db.server.ts'

/** 200 while the database answers, 503 while it does not: for load balancers and uptime checks. */
export async function loader() {
  const database = await pingDb()
  return json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down' },
    { status: database ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
