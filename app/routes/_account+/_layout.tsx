import { Outlet } from '@remix-run/react'

/** Pathless layout of the account pages (sign-in, registration, password and profile forms). */
export default function AccountLayout() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="container-page py-10 sm:py-16">
        <Outlet />
      </div>
    </div>
  )
}

/** The group's one error boundary (decision 027): a refused or failed page keeps the site's frame. */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
