import { isRouteErrorResponse, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { paths } from '#app/config/paths.ts'

type StatusHandler = (info: { error: { status: number; data: unknown } }) => ReactNode

function ErrorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 space-y-4 text-slate-700">{children}</div>
      </div>
    </div>
  )
}

export function NotFoundPanel({ title = '404 Page Not Found', message }: { title?: string; message?: string }) {
  return (
    <ErrorPanel title={title}>
      <p>{message ?? "The page you're looking for doesn't exist or has moved."}</p>
      <p>Try one of these instead:</p>
      <ul className="flex flex-wrap justify-center gap-3">
        <li>
          <Link to={paths.home} className="btn-primary">
            Return Home
          </Link>
        </li>
        <li>
          <Link to={paths.findPractitioner} className="btn-secondary">
            Find a Practitioner
          </Link>
        </li>
        <li>
          <Link to={paths.contact} className="btn-secondary">
            Contact Us
          </Link>
        </li>
      </ul>
    </ErrorPanel>
  )
}

/** A thrown `json({ message })` carries words meant for the visitor; a bare status text does not. */
function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return null
}

const defaultHandlers: Record<number, StatusHandler> = {
  403: ({ error }) => (
    <ErrorPanel title="403 Access Denied">
      <p>{messageOf(error.data) ?? 'You do not have permission to view this page.'}</p>
      <p>
        <Link to={paths.home} className="link">
          Return Home
        </Link>
      </p>
    </ErrorPanel>
  ),
  404: ({ error }) => <NotFoundPanel message={messageOf(error.data) ?? undefined} />,
  503: () => (
    <ErrorPanel title="We'll be right back">
      <p>The site is having a brief problem reaching its records. Please try again in a minute.</p>
    </ErrorPanel>
  ),
}

/**
 * The error view of every route: 403, 404 and 503 get their own words, anything else a general
 * apology (details stay in the server log).
 */
export function GeneralErrorBoundary({
  error,
  statusHandlers,
}: {
  error: unknown
  statusHandlers?: Record<number, StatusHandler>
}) {
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultHandlers[error.status]
    if (handler) return <>{handler({ error })}</>
    return (
      <ErrorPanel title={`${error.status} ${error.statusText || 'Error'}`}>
        <p>{messageOf(error.data) ?? 'Something went wrong with this request.'}</p>
      </ErrorPanel>
    )
  }
  return (
    <ErrorPanel title="Something went wrong">
      <p>An unexpected error occurred. Please try again, or contact us if it keeps happening.</p>
      <p>
        <Link to={paths.home} className="link">
          Return Home
        </Link>
      </p>
    </ErrorPanel>
  )
}
