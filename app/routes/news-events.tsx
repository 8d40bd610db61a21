import { redirect } from '@remix-run/node'

/** The old dashboard linked here; news and events live at /news. */
export const loader = () => redirect('/news', 301)
