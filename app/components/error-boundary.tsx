import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

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

export function NotFoundPanel({ title, message }: { title?: string; message?: string }) {
  const { t } = useTranslation('errors')
  return (
    <ErrorPanel title={title ?? t('notFound.title')}>
      <p>{message ?? t('notFound.message')}</p>
      <p>{t('notFound.tryInstead')}</p>
      <ul className="flex flex-wrap justify-center gap-3">
        <li>
          <Link to={paths.home} className="btn-primary">
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link to={paths.findPractitioner} className="btn-secondary">
            {t('notFound.findPractitioner')}
          </Link>
        </li>
        <li>
          <Link to={paths.contact} className="btn-secondary">
            {t('notFound.contact')}
          </Link>
        </li>
      </ul>
    </ErrorPanel>
  )
}

/**
 * A thrown `json({ message })` carries words meant for the visitor (translated on its way out by
 * server/answer-language.ts); a bare status text does not.
 */
function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return null
}

function ForbiddenPanel({ data }: { data: unknown }) {
  const { t } = useTranslation('errors')
  return (
    <ErrorPanel title={t('forbidden.title')}>
      <p>{messageOf(data) ?? t('forbidden.message')}</p>
      <p>
        <Link to={paths.home} className="link">
          {t('returnHome')}
        </Link>
      </p>
    </ErrorPanel>
  )
}

function UnavailablePanel() {
  const { t } = useTranslation('errors')
  return (
    <ErrorPanel title={t('unavailable.title')}>
      <p>{t('unavailable.message')}</p>
    </ErrorPanel>
  )
}

const defaultHandlers: Record<number, StatusHandler> = {
  403: ({ error }) => <ForbiddenPanel data={error.data} />,
  404: ({ error }) => <NotFoundPanel message={messageOf(error.data) ?? undefined} />,
  503: () => <UnavailablePanel />,
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
  const { t } = useTranslation('errors')
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultHandlers[error.status]
    if (handler) return <>{handler({ error })}</>
    return (
      <ErrorPanel title={t('status.title', { status: error.status, statusText: error.statusText || t('status.error') })}>
        <p>{messageOf(error.data) ?? t('status.message')}</p>
      </ErrorPanel>
    )
  }
  return (
    <ErrorPanel title={t('unexpected.title')}>
      <p>{t('unexpected.message')}</p>
      <p>
        <Link to={paths.home} className="link">
          {t('returnHome')}
        </Link>
      </p>
    </ErrorPanel>
  )
}

/**
 * The error boundary of a group of routes (decision 027): the public pages', the account pages', the
 * member area's and the administration's layouts export it as their `ErrorBoundary`, so that a page
 * which fails, or refuses the request, shows this in the site's frame without repeating it.
 */
export function RouteErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
