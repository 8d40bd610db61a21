import { redirect } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'

/** The old site linked here; the dashboard lives at /member-dashboard. */
export const loader = () => redirect(paths.dashboard, 301)
