import type { ReactNode } from 'react'

/** The markup each element had when the page arrived, read once from the document. */
const markupFromServer = new Map<string, string>()

function markupOf(id: string): string {
  if (!markupFromServer.has(id)) markupFromServer.set(id, document.getElementById(id)?.innerHTML ?? '')
  return markupFromServer.get(id)!
}

/**
 * An element whose content only the server draws, so that the code drawing it stays out of the
 * browser: the site's header and footer, which have nothing for React to do (menus are <details>, the
 * language switch and the navigation are links, signing out is a plain form).
 *
 * In the browser the element is hydrated with `dangerouslySetInnerHTML`, which React never compares
 * with or writes over the server's content; the markup it gives is the server's own, read from the
 * document, so that the element looks the same if React ever draws it afresh (an error page replacing
 * the page, a hydration mismatch elsewhere). After a client-side navigation the markup stays the first
 * page's: `useChromeFollowsLocation` (root.tsx) updates what depends on the address, and signing in or
 * out loads a whole new document (entry.server.tsx, `handleDataRequest`).
 */
export function ServerMarkup({
  as: Element,
  id,
  className,
  children,
}: {
  as: 'header' | 'footer' | 'div'
  id: string
  className?: string
  /** What the server draws; in the browser, nothing (the component that draws it is server-only). */
  children?: ReactNode
}) {
  if (typeof document === 'undefined') {
    return (
      <Element id={id} className={className}>
        {children}
      </Element>
    )
  }
  return <Element id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markupOf(id) }} />
}
