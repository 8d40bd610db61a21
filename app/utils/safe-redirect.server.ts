import { getEnv } from './env.server.ts'

/**
 * Characters a browser drops or reads differently in an address: the C0 controls and DEL (a TAB or
 * newline inside `/\t/evil.example` is removed, leaving `//evil.example`), the C1 controls, and the
 * backslash, which browsers treat as `/`. A header cannot carry CR or LF at all (a 500 otherwise).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/

/**
 * The one check of a redirect target that came from input (`redirectTo`, `returnTo`): a path on this
 * site, or the fallback. The target is resolved against the app's own origin with `URL`, as a browser
 * would resolve it, and accepted only when it stays on that origin as a path: never another site, never
 * a scheme (`javascript:`), never a protocol-relative `//host` (also not after `/..//host` is
 * normalised), never a control character or backslash. The answer is the normalised path, query and
 * fragment, so it is always a valid header value.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (!to || typeof to !== 'string') return fallback
  if (!to.startsWith('/') || UNSAFE_CHARACTERS.test(to)) return fallback
  const origin = new URL(getEnv().publicUrl).origin
  let url: URL
  try {
    url = new URL(to, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
