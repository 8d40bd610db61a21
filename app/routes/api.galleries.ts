import { json } from '@remix-run/node'
import { listActiveGalleries } from '#app/models/gallery.server.ts'

/** GET: photo galleries on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveGalleries(), { headers: { 'cache-control': 'no-store' } })
}
