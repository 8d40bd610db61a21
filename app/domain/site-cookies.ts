import { LOCALE_COOKIE } from './locale.ts'

/**
 * Every cookie the site sets (issue 33): the privacy notice's cookie table prints this list, and
 * tests/integration/privacy-notice.test.ts finds each place in app/ and server/ that sets a cookie and
 * holds its name and lifetime to a row here, so that a cookie added without a row fails. None is for
 * advertising, analytics or tracking, and no other site's cookie is set through the pages.
 * Browser-safe: /privacy draws it. `values` fill the row's lifetime sentence.
 */
export const SITE_COOKIES = [
  /** utils/session.server.ts: the signed sign-in cookie; `__Host-` prefixed in production. */
  { key: 'session', names: ['empam_session', '__Host-empam_session'], values: { days: 30, idleDays: 14 } },
  /** utils/session.server.ts: the one-request message after a redirect (utils/toast.server.ts). */
  { key: 'toast', names: ['empam_toast'], values: {} },
  /** utils/i18n.server.ts: the language chosen with the header's switch or `?lng=`. */
  { key: 'language', names: [LOCALE_COOKIE], values: { count: 1 } },
  /** utils/disclaimer-cookie.server.ts: the disclaimer banner closed, until the browser closes. */
  { key: 'disclaimer', names: ['empam_disclaimer_dismissed'], values: {} },
] as const

export type SiteCookieKey = (typeof SITE_COOKIES)[number]['key']
