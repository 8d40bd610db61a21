import type { Enhancement } from '#app/enhance/names.ts'

/**
 * What a route tells the frame (root.tsx) about its page, as its `handle` (docs/decisions/018-page-scripts.md).
 *
 * ```ts
 * export const handle: RouteHandle = STATIC_PAGE                                 // no script at all
 * export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] } // a few plain lines
 * ```
 */
export interface RouteHandle {
  /** false: the route draws its own header instead of the site's. */
  siteChrome?: boolean
  /**
   * false: nothing on the page needs React in the browser. The server sends the page without Remix's
   * scripts (React DOM and Remix's runtime are ~83 KB gzipped): its links and forms work as HTML.
   * Unset: the page is hydrated (forms with pending states, dialogs, live results).
   */
  hydrate?: boolean
  /** The plain scripts (app/enhance/) a page that is not hydrated sends inline instead. */
  enhance?: readonly Enhancement[]
}

/** A page with nothing interactive: it sends no JavaScript. */
export const STATIC_PAGE = { hydrate: false } as const satisfies RouteHandle

interface MatchLike {
  handle?: unknown
}

/** Whether the server sends Remix's scripts, and which plain scripts instead when it does not. */
export function pageScriptsOf(matches: readonly MatchLike[]): { hydrate: boolean; enhance: Enhancement[] } {
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle)
  const hydrate = !handles.some((handle) => handle.hydrate === false)
  return { hydrate, enhance: hydrate ? [] : [...new Set(handles.flatMap((handle) => handle.enhance ?? []))] }
}
