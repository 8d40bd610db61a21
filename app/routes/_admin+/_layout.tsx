import { Outlet } from '@remix-run/react'
import { AdminNav } from '#app/components/admin/admin-shell.tsx'

/**
 * The administration (/admin and /admin-content, issue 32): the navigation once for every page, shown by
 * the account's parts of the administration (its words come with each page's strings,
 * ADMIN_FRAME_STRINGS), and one error boundary for them all. No loader: each page's loader and action
 * checks the account's part itself (loaders run in parallel, so a layout's check would not guard them).
 */
export default function Administration() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  )
}

/** The group's one error boundary (decision 027): a refused or failed page keeps the site's frame. */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
