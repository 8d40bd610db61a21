import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { ServerPageScripts } from './components/layout/page-assets.server.tsx'
import { ServerMarkup } from './components/layout/server-markup.tsx'
import { SiteFooterContent, SiteHeaderContent } from './components/layout/site-chrome.server.tsx'
import { SkipLink } from './components/layout/skip-link.tsx'
import { Toaster } from './components/toaster.tsx'
import { ADMIN_NAV_ID, DISMISS_DISCLAIMER_FORM_ID, isAdminPath, isCurrentNavLink, NAV_LINK_ATTRIBUTE } from './config/nav-link.ts'
import { siteName } from './config/site-name.ts'
import stylesheet from './tailwind.css'
import typeface from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2'
import { DEFAULT_LOCALE, isLocale, LOCALES, localizedHref } from './domain/locale.ts'
import { FrameStringsProvider, metaTranslation, stringsOfError, useHasFrameStrings } from './utils/i18n.ts'
import { hasNamespace, pageMeta } from './utils/meta.ts'
import { loadRoot } from './root.server.ts'
import { useNonce } from './utils/nonce-provider.ts'

// The stylesheet is linked from every page, cached for a year like every built file (decision 035: a page
// that carried it inline paid for compressing it again on every request). The typeface is fetched while the page is read rather than when the text is first laid out, so that on
// a fair link it arrives within the ~100 ms that `font-display: optional` waits (app/tailwind.css).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: typeface, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

export async function loader(args: LoaderFunctionArgs) {
  return loadRoot(args)
}

export type RootLoaderData = typeof loader

export const meta: MetaFunction = ({ location, matches }) => {
  const { t, locale } = metaTranslation(matches, 'common')
  // An error page that came before any loader (a refused post's 400 or 405) has no strings: site-name.ts's words.
  const description = hasNamespace(matches, 'common') ? t('site.tagline') : siteName.tagline
  return pageMeta({ title: locale === 'ms' ? siteName.nameMs : siteName.name, description, location, matches })
}

/**
 * The same page in each language (`?lng=`), and without it for everyone else (x-default: the language
 * the visitor's cookie or browser asks for).
 */
function AlternateLanguageLinks({ origin }: { origin: string }) {
  const location = useLocation()
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${localizedHref(location, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizedHref(location, null)}`} />
    </>
  )
}

/**
 * What the page runs: on the server, what its routes ask for (ServerPageScripts: Remix's scripts, or
 * a few plain ones); in the browser the page is hydrated already, and a page reached by a client-side
 * navigation keeps Remix's scripts whatever its handle says.
 */
function PageScripts({ toast }: { toast: boolean }) {
  const nonce = useNonce()
  const hydration = (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  )
  return ServerPageScripts ? <ServerPageScripts toast={toast} hydration={hydration} /> : hydration
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>('root')
  const error = useRouteError()
  // Without the root's data (its loader failed: the database is away), a 503 carries the frame's strings.
  const fallback = data ? null : stringsOfError(error)
  const locale = data?.locale ?? fallback?.locale ?? DEFAULT_LOCALE
  return (
    <html lang={locale} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
        <AlternateLanguageLinks origin={data?.origin ?? ''} />
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <FrameStringsProvider value={fallback}>{children}</FrameStringsProvider>
        <Toaster toast={data?.toast ?? null} />
        <PageScripts toast={Boolean(data?.toast)} />
      </body>
    </html>
  )
}

const SITE_HEADER_ID = 'site-header'

/**
 * The header is server markup: after a client-side navigation (on a hydrated page) this sets again
 * what in it depends on the address, the language switch's links and the current navigation link, and
 * closes a menu left open. Everything else in it changes only with who is signed in, and signing in or
 * out loads a new document. A navigation between the public site and the administration, whose
 * headers differ (issue 17), loads the new page's document.
 */
function useChromeFollowsLocation() {
  const location = useLocation()
  const staff = Boolean(useRouteLoaderData<RootLoaderData>('root')?.user?.isAdmin)
  useEffect(() => {
    const header = document.getElementById(SITE_HEADER_ID)
    if (!header) return
    // The same rule as the server's (site-header.tsx), so that the new document never reloads again.
    if (Boolean(header.querySelector('[data-admin-bar]')) !== (staff && isAdminPath(location.pathname))) return window.location.reload()
    for (const link of header.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
      if (isLocale(link.hreflang)) link.setAttribute('href', localizedHref(location, link.hreflang))
    }
    // The header's navigation and the administration's (admin-nav.tsx), both server markup.
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`#${SITE_HEADER_ID} a[${NAV_LINK_ATTRIBUTE}], #${ADMIN_NAV_ID} a[${NAV_LINK_ATTRIBUTE}]`)) {
      const current = isCurrentNavLink(link.pathname, location.pathname, link.getAttribute(NAV_LINK_ATTRIBUTE) === 'end')
      if (current) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
    for (const menu of header.querySelectorAll('details[open]')) menu.removeAttribute('open')
  }, [location, staff])
}

/**
 * The disclaimer banner's close button on a hydrated page (issue 17): posted in the background, its
 * answer sets the cookie (its redirect back is not followed), and the banner goes at once, leaving the
 * page and whatever was typed into it as they were (`keepalive`: a link followed at once does not cancel
 * it). Without JavaScript the form posts and comes back.
 * Kept this small because the hydrated pages are within 0.3 KB of their JavaScript budget.
 */
function useDisclaimerDismissal() {
  useEffect(() => {
    const dismiss = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      if (form.id !== DISMISS_DISCLAIMER_FORM_ID) return
      event.preventDefault()
      void fetch(form.action, { method: 'POST', redirect: 'manual', keepalive: true })
      form.closest('[role=region]')?.remove()
    }
    document.addEventListener('submit', dismiss)
    return () => document.removeEventListener('submit', dismiss)
  }, [])
}

/** Skip link, header, the page, footer: the header and footer are the server's markup (ServerMarkup). */
function SiteFrame({ children }: { children: ReactNode }) {
  useChromeFollowsLocation()
  useDisclaimerDismissal()
  return (
    <>
      <SkipLink />
      <ServerMarkup as="header" id={SITE_HEADER_ID} className="no-print">
        {SiteHeaderContent ? <SiteHeaderContent /> : null}
      </ServerMarkup>
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <ServerMarkup as="footer" id="site-footer" className="no-print mt-auto bg-brand-950 text-brand-50">
        {SiteFooterContent ? <SiteFooterContent /> : null}
      </ServerMarkup>
    </>
  )
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}

/** The last resort, when even the frame's strings are missing: both languages, nothing else. */
function BareErrorPage() {
  return (
    <main id="main" className="container-page flex-1 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4">An unexpected error occurred. Please try again in a minute.</p>
      <p lang="ms" className="mt-8 text-xl font-bold">
        Berlaku masalah
      </p>
      <p lang="ms" className="mt-2">
        Ralat yang tidak dijangka telah berlaku. Sila cuba lagi sebentar lagi.
      </p>
    </main>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (!useHasFrameStrings()) return <BareErrorPage />
  return (
    <SiteFrame>
      <GeneralErrorBoundary error={error} />
    </SiteFrame>
  )
}
