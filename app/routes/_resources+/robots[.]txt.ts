import { getEnv } from '#app/utils/env.server.ts'
import { renderRobots } from '#app/services/sitemap.server.ts'

export function loader() {
  return new Response(renderRobots(getEnv().publicUrl.replace(/\/$/, '')), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}
