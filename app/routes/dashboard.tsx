import { redirect } from '@remix-run/node'

/** The old site linked here; the dashboard lives at /member-dashboard. */
export const loader = () => redirect('/member-dashboard', 301)
