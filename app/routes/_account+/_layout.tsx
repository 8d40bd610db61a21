import { Outlet, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'

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

/** The account pages' one error boundary (decision 027): a refused or failed form keeps the site's frame. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
