import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'

/** The old dashboard linked here; news and events live at /news (the query, `?lng=` too, kept). */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(`${paths.news}${new URL(request.url).search}`, 301)
