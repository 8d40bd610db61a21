import { json } from '@remix-run/node'
import { listActiveInternationalPartners } from '#app/models/international-partner.server.ts'

/** GET: international partners on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveInternationalPartners(), { headers: { 'cache-control': 'no-store' } })
}
