import { Link, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'

/**
 * A link to a part of the current page. A plain `<a href="#part">` makes the browser fire popstate,
 * which the router takes for a back/forward step and answers by restoring an old scroll position,
 * so the jump sometimes goes nowhere. Through the router the address keeps its query and the router
 * scrolls to the part itself. Without JavaScript it is an ordinary fragment link.
 */
export function InPageLink({ hash, className, children }: { hash: `#${string}`; className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation()
  return (
    <Link to={{ pathname, search, hash }} className={className}>
      {children}
    </Link>
  )
}
