import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { SkipLink } from './components/layout/skip-link.tsx'
import { Toaster } from './components/toaster.tsx'
import { site } from './config/site.ts'
import stylesheet from './tailwind.css'
import { getUser } from './utils/auth.server.ts'
import { getEnv, getPublicEnv } from './utils/env.server.ts'
import { pageMeta } from './utils/meta.ts'
import { useNonce } from './utils/nonce-provider.ts'
import { getToast } from './utils/toast.server.ts'
import type { SessionUser } from './utils/user.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** What every page knows of the signed-in member (utils/user.ts reads it). */
function sessionUserOf(user: SessionUser): SessionUser {
  const { id, firstName, lastName, imageUrl, membershipType, isAdmin } = user
  return { id, firstName, lastName, imageUrl, membershipType, isAdmin }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)])
  return json(
    {
      user: user ? sessionUserOf(user) : null,
      toast,
      origin: getEnv().publicUrl,
      ENV: getPublicEnv(),
    },
    { headers: headers ?? undefined },
  )
}

export type RootLoaderData = typeof loader

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: site.name, description: site.tagline, location, matches })

/** A route sets `handle: { siteChrome: false }` to draw its own header (the member dashboard does). */
export interface RouteHandle {
  siteChrome?: boolean
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<RootLoaderData>('root')
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <Toaster toast={data?.toast ?? null} />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data?.ENV ?? {})}` }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function useSiteChrome() {
  const matches = useMatches()
  return !matches.some((m) => (m.handle as RouteHandle | undefined)?.siteChrome === false)
}

export default function App() {
  const chrome = useSiteChrome()
  if (!chrome) return <Outlet />
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <GeneralErrorBoundary error={error} />
      </main>
      <SiteFooter />
    </>
  )
}
