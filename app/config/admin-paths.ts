import { paths } from './paths.ts'

/**
 * The administration's addresses, beside the site's (paths.ts): kept apart so that the public pages,
 * which load paths.ts, do not carry them (every page's JavaScript is weighed against a budget).
 */

/** The administration: every page checks the administrator itself (there is no admin layout route). */
export const adminPaths = {
  listings: paths.admin,
  /** A listing's pages without JavaScript, whose actions the inline form and dialog post to as well. */
  listing: {
    add: '/admin/practitioners/new',
    edit: (id: string) => `/admin/practitioners/${id}/edit`,
    delete: (id: string) => `/admin/practitioners/${id}/delete`,
  },
  members: '/admin/members',
  cpd: '/admin/cpd',
  /** The content administration; with JavaScript its dialogs post to the same addresses. */
  content: '/admin-content',
  contentItem: {
    list: (type: string) => `/admin-content?tab=${type}`,
    add: (type: string) => `/admin-content/${type}/new`,
    edit: (type: string, id: string) => `/admin-content/${type}/${id}/edit`,
    delete: (type: string, id: string) => `/admin-content/${type}/${id}/delete`,
  },
  messages: '/admin/messages',
  unhandledMessages: '/admin/messages?show=unhandled',
  deleteMessage: (id: string) => `/admin/messages/${id}/delete`,
  subscribers: '/admin/messages/subscribers',
  subscribersCsv: '/admin/messages/subscribers.csv',
  removeSubscriber: (id: string) => `/admin/messages/subscribers/${id}/delete`,
  audit: '/admin/audit',
} as const

/** An admin page's link with the listing page to come back to (its search and page), when that is not the plain list. */
export function withReturnTo(path: string, returnTo: string) {
  return returnTo === adminPaths.listings ? path : `${path}?${new URLSearchParams({ returnTo })}`
}
