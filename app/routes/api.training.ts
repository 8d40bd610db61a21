import { json } from '@remix-run/node'
import { listActiveTrainingProgrammes } from '#app/models/training-programme.server.ts'

/** GET: training programmes on show, newest first, each with `id`. Never cached, so changes show at once. */
export async function loader() {
  return json(await listActiveTrainingProgrammes(), { headers: { 'cache-control': 'no-store' } })
}
