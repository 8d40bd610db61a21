import { Outlet } from '@remix-run/react'
import { AdminNavContent } from '#app/components/admin/admin-nav.server.ts'
import { ServerMarkup } from '#app/components/layout/server-markup.tsx'
import { ADMIN_NAV_ID } from '#app/config/nav-link.ts'

/**
 * The administration (/admin and /admin-content, issue 32): the navigation once for every page, shown by
 * the account's parts of the administration (its words come with each page's strings,
 * ADMIN_FRAME_STRINGS), and one error boundary for them all. No loader: each page's loader and action
 * checks the account's part itself (loaders run in parallel, so a layout's check would not guard them).
 * The navigation is server markup (admin-nav.tsx): in the browser it is the server's, as drawn.
 */
export default function Administration() {
  return (
    <>
      <ServerMarkup as="div" id={ADMIN_NAV_ID}>
        {AdminNavContent ? <AdminNavContent /> : null}
      </ServerMarkup>
      <Outlet />
    </>
  )
}

/** The group's one error boundary (decision 027): a refused or failed page keeps the site's frame. */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
