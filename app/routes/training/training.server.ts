import { json } from '@remix-run/node'
import { listActiveTrainingProgrammes } from '#app/models/training-programme.server.ts'

export async function loadTrainingPage() {
  const programmes = await listActiveTrainingProgrammes()
  return json({
    programmes: programmes.map(({ id, title, description, duration, level, provider, cost }) => ({
      id,
      title,
      description,
      duration,
      level,
      provider,
      cost,
    })),
  })
}
