import { redirect } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'

/** The old dashboard linked here; news and events live at /news. */
export const loader = () => redirect(paths.news, 301)
