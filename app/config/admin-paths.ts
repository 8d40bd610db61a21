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
  /** Members' listings waiting for a decision (issue 19). */
  listingReviews: '/admin/listings/reviews',
  members: '/admin/members',
  /** The members whose renewal is due (the admin panel's count opens it). */
  membersRenewalDue: '/admin/members?due=renewal',
  /** POST: the renewal run (invoices, reminders, lapses) now, from the /admin panel's button. */
  runReminders: '/admin/reminders/run',
  /** The roster import's dry run and confirmation (issue 18, item 6); the API twin is POST /api/admin/members/import. */
  membersImport: '/admin/members/import',
  /** The membership lifecycle's pages (issue 18). */
  applications: '/admin/applications',
  applicationsInState: (state: string) => `/admin/applications?state=${state}`,
  /** Members' requests to become a Fellow (issue 18, item 11), beside the applications. */
  fellowships: '/admin/applications/fellowships',
  /** Cancels a member's pending account closure (issue 21); a form on the member's row posts here. */
  cancelClosure: (id: string) => `/admin/members/${id}/cancel-closure`,
  /** A member's whole story for the secretariat, with their notes (issue 33, item 4); the API twin is apiMemberStory. */
  member: (id: string) => `/admin/members/${id}`,
  apiMemberStory: (id: string) => `/api/admin/members/${id}/story`,
  apiMemberNotes: (id: string) => `/api/admin/members/${id}/notes`,
  cpd: '/admin/cpd',
  /** The content administration; with JavaScript its dialogs post to the same addresses. */
  content: '/admin-content',
  contentItem: {
    list: (type: string) => `/admin-content?tab=${type}`,
    add: (type: string) => `/admin-content/${type}/new`,
    edit: (type: string, id: string) => `/admin-content/${type}/${id}/edit`,
    delete: (type: string, id: string) => `/admin-content/${type}/${id}/delete`,
  },
  /** Member resources (issue 17): documents and links published to members on their dashboard. */
  memberResources: '/admin-content/resources',
  memberResource: {
    edit: (id: string) => `/admin-content/resources/${id}/edit`,
    delete: (id: string) => `/admin-content/resources/${id}/delete`,
  },
  /** The committee's group photo. */
  committeePhoto: '/admin-content/committee-photo',
  /** A gallery's photos: add several at once, order, caption, remove. */
  galleryPhotos: (id: string) => `/admin-content/galleries/${id}/photos`,
  messages: '/admin/messages',
  unhandledMessages: '/admin/messages?show=unhandled',
  deleteMessage: (id: string) => `/admin/messages/${id}/delete`,
  subscribers: '/admin/messages/subscribers',
  subscribersCsv: '/admin/messages/subscribers.csv',
  removeSubscriber: (id: string) => `/admin/messages/subscribers/${id}/delete`,
  /** Writing and sending newsletter issues, with their send log (issue 21, item 5). */
  newsletterIssues: '/admin/messages/newsletter',
  /** Messages to members (issue 35, item 5); its other addresses are in member-message-paths.ts. */
  memberMessages: '/admin/messages/members',
  audit: '/admin/audit',
  /** The privacy notice's versions (issue 21). */
  privacy: '/admin/privacy',
  /** Members' requests about their data, with the Act's 21-day clock (issue 21, item 4). */
  privacyRequests: '/admin/privacy/requests',
  /** The register of personal-data breaches, with the 72-hour and 7-day deadlines (issue 21, item 4). */
  privacyBreaches: '/admin/privacy/breaches',
  /** An event's registrations and attendance (issue 20). */
  event: (id: string) => `/admin/events/${id}`,
  eventCsv: (id: string) => `/admin/events/${id}/registrations.csv`,
  /** The door's check-in from a phone; the confirmation mail's QR opens it with the code filled in. */
  eventRegistrationCancel: (id: string, registrationId: string) => `/admin/events/${id}/registrations/${registrationId}/cancel`,
  eventCheckIn: (id: string, code?: string) => `/admin/events/${id}/check-in${code ? `?${new URLSearchParams({ code })}` : ''}`,
} as const

/** An admin page's link with the listing page to come back to (its search and page), when that is not the plain list. */
export function withReturnTo(path: string, returnTo: string) {
  return returnTo === adminPaths.listings ? path : `${path}?${new URLSearchParams({ returnTo })}`
}
