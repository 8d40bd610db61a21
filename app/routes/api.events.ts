import { json } from '@remix-run/node'
import { listActiveEvents } from '#app/models/event.server.ts'

/** GET: events on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveEvents(), { headers: { 'cache-control': 'no-store' } })
}
