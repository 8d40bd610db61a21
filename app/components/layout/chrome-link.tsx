import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { isCurrentNavLink, NAV_LINK_ATTRIBUTE } from '#app/config/nav-link.ts'

/*
 * The links of the site's header and footer, which are server markup (server-markup.tsx): React never
 * hydrates them, so Remix's <Link> gave them no click handler, only its work on the server (resolving the
 * address three times, reading the router's state) for some 35 links on every page (issue 31). A plain
 * <a> is what the browser got anyway; without `data-discover`, Remix no longer asks the server for the
 * routes of links it cannot follow itself.
 */

interface ChromeLinkProps {
  to: string
  className?: string
  children: ReactNode
}

export function ChromeLink({ to, className, children }: ChromeLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  )
}

/**
 * A navigation link, `aria-current="page"` on the page it leads to (or one below it, unless `end`), by the
 * rule root.tsx applies after a client-side navigation; `data-nav` marks it for that.
 */
export function ChromeNavLink({ to, end = false, className, children }: ChromeLinkProps & { end?: boolean }) {
  const current = isCurrentNavLink(to, useLocation().pathname, end)
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined} {...{ [NAV_LINK_ATTRIBUTE]: end ? 'end' : '' }}>
      {children}
    </a>
  )
}
