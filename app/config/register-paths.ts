/**
 * The public register (issue 36, item 3; decision 044): the page that checks a practitioner's standing
 * by name or membership ID, and its API twin. Part of the app's addresses (paths.ts), in a file of its
 * own so that a page's script carries only the addresses it uses.
 */
export const registerPaths = {
  page: '/check-the-register',
  /** The register's answer for a name or membership ID (a listing's line links to its own entry). */
  search: (q: string) => `/check-the-register?q=${encodeURIComponent(q)}`,
  api: '/api/register',
} as const
