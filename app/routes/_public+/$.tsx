import type { MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { site } from '#app/config/site.ts'
import { metaTranslation } from '#app/utils/i18n.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** The not-found page has nothing interactive: no JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

/** Every address no other route claims: a real 404 status with the not-found page. */
export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

/** A form posted to such an address (or an id left out, /admin/messages//delete) gets the same page, not a 405. */
export async function action() {
  throw new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = metaTranslation(matches, 'errors')
  return [{ title: `${t('notFound.title')} | ${site.shortName}` }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <ErrorBoundary />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
