/**
 * Marks a navigation link of the header (`data-nav`; `data-nav="end"` for one that matches its own
 * address only, as the home page's): after a client-side navigation the header, server markup, has its
 * `aria-current` set again by `isCurrentNavLink` (root.tsx, `useChromeFollowsLocation`).
 */
export const NAV_LINK_ATTRIBUTE = 'data-nav'

/** The administration's navigation (admin-nav.tsx), server markup too: its `data-nav` links are kept current the same way. */
export const ADMIN_NAV_ID = 'admin-nav'

/** Whether a navigation link is the current page's, as Remix's NavLink decides it. */
export function isCurrentNavLink(linkPath: string, pathname: string, end: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === linkPath || (!end && path.startsWith(`${linkPath}/`))
}

/**
 * The disclaimer banner's close button (issue 17), a form that sets a cookie: on a hydrated page
 * root.tsx sends it in the background and removes the banner at once.
 */
export const DISMISS_DISCLAIMER_FORM_ID = 'dismiss-disclaimer'

/**
 * The administration's pages (adminPaths: /admin, /admin/…, /admin-content…), whose header is the
 * administration's own bar for its staff (site-header.tsx). Here rather than in admin-paths.ts because root.tsx
 * needs it on every page: a client-side navigation across this line loads a whole document, so that
 * the header, server markup, is drawn for the new side.
 */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:-content)?(?:\/|$)/.test(pathname)
}
