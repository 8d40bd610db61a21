/** Addresses of the administration pages, for the pages and their server modules alike. */

export const ADMIN_LISTINGS_PATH = '/admin'
export const ADMIN_MEMBERS_PATH = '/admin/members'
export const ADMIN_CPD_PATH = '/admin/cpd'

/** A directory listing's pages without JavaScript, whose actions the inline form and dialog post to as well. */
export const adminListingPaths = {
  add: '/admin/practitioners/new',
  edit: (id: string) => `/admin/practitioners/${id}/edit`,
  delete: (id: string) => `/admin/practitioners/${id}/delete`,
}

/** A page's link with the list to come back to (its search and page), when that is not the plain /admin. */
export function withReturnTo(path: string, returnTo: string) {
  return returnTo === ADMIN_LISTINGS_PATH ? path : `${path}?${new URLSearchParams({ returnTo })}`
}
