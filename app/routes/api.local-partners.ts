import { json } from '@remix-run/node'
import { listActiveLocalPartners } from '#app/models/local-partner.server.ts'

/** GET: local partners on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveLocalPartners(), { headers: { 'cache-control': 'no-store' } })
}
