/**
 * A member's own pages (the dashboard's tabs, CPD, proof of membership, resources, personal data), the
 * events members and visitors book, and their API twins.
 * Part of the app's addresses (paths.ts), in a file of its own so that a page's script carries only the
 * addresses it uses: the browser bundle splits by file, not by export.
 */

/** A member's proof of membership and papers (issue 18): the dashboard's files, and the public check of a certificate. */
export const membershipPaths = {
  certificate: '/member-dashboard/certificate',
  receipt: (id: string) => `/member-dashboard/receipts/${id}`,
  /** The public page a certificate's QR leads to. */
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
  /**
   * The association's DuitNow QR (issue 34), when an officer has uploaded it: the image the pages show
   * (SVG), and the PNG a payer saves to scan from their gallery. Their addresses carry the QR's version,
   * so that a replaced QR is never shown from a browser's cache.
   */
  duitNowQr: '/duitnow-qr.svg',
  duitNowQrPng: '/duitnow-qr.png',
  duitNowQrImage: (version: string) => `/duitnow-qr.svg?v=${encodeURIComponent(version)}`,
  duitNowQrDownload: (version: string) => `/duitnow-qr.png?v=${encodeURIComponent(version)}`,
  /** A member's transfer slip for an invoice (multipart `file`, `reference`). */
  apiInvoiceProof: (invoiceId: string) => `/api/membership/invoices/${invoiceId}/proof`,
  /** The dashboard's form for the same slip (multipart, works without JavaScript). */
  invoiceProof: (invoiceId: string) => `/member-dashboard/invoices/${invoiceId}/proof`,
  /** A rejected applicant applies again (the page; the API twin is apiReapply). */
  reapply: '/member-dashboard/reapply',
  apiReapply: '/api/membership/reapply',
  /** A Practicing Ordinary member of five years asks to become a Fellow (the page; the API twin is POST /api/membership/fellowship). */
  fellowship: '/member-dashboard/fellowship',
  /** An applicant's application: what to send for the type, and the answer to the secretariat's request for more (the API twin is apiApplication). */
  application: '/member-dashboard/application',
  apiApplication: '/api/membership/application',
  /** The dashboard's Membership tab. */
  tab: '/member-dashboard/membership',
} as const

/** The dashboard's four tabs (issue 31), in the order they are shown. */
export const dashboardTabs = {
  cpd: '/member-dashboard/cpd',
  profile: '/member-dashboard/profile',
  resources: '/member-dashboard/resources',
  membership: '/member-dashboard/membership',
} as const

/** Member resources (issue 17): the dashboard's tab, and a published document's member-only download. */
export const memberResourcePaths = {
  tab: '/member-dashboard/resources',
  download: (id: string) => `/member-dashboard/resources/${id}/download`,
} as const

/** A member's personal data (issue 21): what they can see, take, correct and close themselves. */
export const myDataPaths = {
  /** The dashboard's tab with the export, the correction request and closing the account. */
  page: '/member-dashboard/my-data',
  zip: '/member-dashboard/my-data.zip',
  apiExport: '/api/me/export',
  apiMe: '/api/me',
  /** GET the member's own requests about their data, POST a new one (the page's form is its HTML twin). */
  apiRequests: '/api/me/data-requests',
} as const

/** The pages (and actions) of a member's CPD entries; the dashboard's dialogs post to the same addresses. */
export const cpdPaths = {
  add: '/member-dashboard/cpd/new',
  edit: (id: string) => `/member-dashboard/cpd/${id}/edit`,
  delete: (id: string) => `/member-dashboard/cpd/${id}/delete`,
  csv: '/member-dashboard/cpd.csv',
  statement: '/member-dashboard/cpd/statement',
} as const

/** Events members and visitors can book (issue 20). */
export const eventPaths = {
  page: (id: string) => `/events/${id}`,
  /** The "Add to calendar" file. */
  ics: (id: string) => `/events/${id}/calendar.ics`,
  /** The signed link of a confirmation mail: a page asking to confirm, whose form cancels. */
  cancel: (id: string, registrationId: string, token: string) =>
    `/events/${id}/registrations/${registrationId}/cancel?${new URLSearchParams({ token })}`,
  cancelAction: (id: string, registrationId: string) => `/events/${id}/registrations/${registrationId}/cancel`,
  /** The signed link of a visitor's "confirm your place" mail (issue 30): a page asking, whose form confirms. */
  confirm: (id: string, registrationId: string, token: string) =>
    `/events/${id}/registrations/${registrationId}/confirm?${new URLSearchParams({ token })}`,
  confirmAction: (id: string, registrationId: string) => `/events/${id}/registrations/${registrationId}/confirm`,
  /**
   * A registration's own page (issue 33): its seat, what is owed and how to pay it, a visitor's transfer
   * slip, an online event's meeting link. A visitor opens it by the signed `token` of their mails (or the
   * one shown after registering); the member who registered, signed in, without one. Its slip form posts
   * to the same address (multipart `file`, `reference`, `token`).
   */
  registration: (id: string, registrationId: string, token?: string) =>
    `/events/${id}/registrations/${registrationId}${token ? `?${new URLSearchParams({ token })}` : ''}`,
  /** POST a visitor's transfer slip for their registration's invoice (multipart `file`, `reference`, `token`). */
  apiSlip: (id: string, registrationId: string) => `/api/events/${id}/registrations/${registrationId}/slip`,
  apiConfirm: (id: string, registrationId: string) => `/api/events/${id}/registrations/${registrationId}/confirm`,
  apiList: '/api/events',
  apiRegistrations: (id: string) => `/api/events/${id}/registrations`,
  apiRegistration: (id: string, registrationId: string) => `/api/events/${id}/registrations/${registrationId}`,
  /** A CPD entry's certificate of attendance (the member's own). */
  attendanceCertificate: (cpdEntryId: string) => `/member-dashboard/cpd/${cpdEntryId}/certificate`,
  /** The year's CPD certificate, once its target is met. */
  cpdYearCertificate: (year: number) => `/member-dashboard/cpd/certificate/${year}`,
} as const
