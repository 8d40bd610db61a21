/**
 * Every address of the app, and nothing else writes one out: links, forms, redirects, mails, the
 * sitemap and robots.txt read them here and in its siblings (admin-paths, member-paths, payment-paths,
 * election-paths: one file per part, because the browser bundle splits by file). The file names under app/routes make the same addresses (`npx remix routes`
 * lists them); change both together. Browser-safe: pages and servers use it alike.
 */

const CONTACT_FORM_ANCHOR = '#contact-form'

export const paths = {
  home: '/',
  about: '/about',
  /** The Executive Committee, with its group photo, on the about page. */
  committee: '/about#committee',
  /** A photo gallery's page. */
  gallery: (id: string) => `/news/galleries/${id}`,
  energyMedicine: '/energy-medicine',
  findPractitioner: '/find-practitioner',
  /** A listing's public profile. */
  practitioner: (id: string) => `/practitioner/${id}`,
  membership: '/membership',
  ethics: '/ethics',
  training: '/training',
  /** Every dated event, to come and recent (issue 33). */
  events: '/events',
  news: '/news',
  newsArticle: (id: string) => `/news/${id}`,
  newsEvents: '/news#events',
  newsGalleries: '/news#galleries',
  /** The subscribe box on the news page. */
  newsletter: '/news#newsletter',
  /** A newsletter confirmation mail's link (double opt-in): a page that asks, then confirms. */
  newsletterConfirm: '/newsletter/confirm',
  /** Every issue's unsubscribe link, and the target of its one-click List-Unsubscribe-Post. */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  resources: '/resources',
  collaborations: '/collaborations',
  advocacy: '/advocacy',
  donate: '/donate',
  /** The donation page with an amount chosen, scrolled to the pledge form (issue 18: the gift buttons lead to the form). */
  donateAmount: (amount: number) => `/donate?amount=${amount}#pledge`,
  donateHowTo: '/donate#pledge',
  /** After a pledge: how to pay it (bank, DuitNow QR), with its amount. */
  /** A pledge's confirmation, where its transfer slip is sent: reached only with the pledge's signed token. */
  donateSlip: (id: string, token: string) => `/donate/${id}/slip?token=${encodeURIComponent(token)}`,
  apiDonationSlip: (id: string) => `/api/donations/${id}/slip`,
  donatePay: (amount?: number) => (amount ? `/donate?amount=${amount}#how-to-donate` : '/donate#how-to-donate'),
  contact: '/contact',
  contactForm: `/contact${CONTACT_FORM_ANCHOR}`,
  disclaimer: '/disclaimer',
  /** The disclaimer banner's close button posts here: a cookie keeps the banner away (issue 17). */
  dismissDisclaimer: '/disclaimer/dismiss',
  /** The privacy notice (issue 21); its form records a member's acknowledgement of a new version. */
  privacy: '/privacy',
  sitemap: '/sitemap.xml',
  /** Every JSON endpoint lives below it. */
  api: '/api/',

  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  changeEmail: '/change-email',
  /** The sign-in link that the change-password page shows to a visitor who is signed out (written as the spec writes it). */
  changePasswordSignIn: '/login?redirectTo=/change-password',
  profile: '/profile',
  /** POST: a staff member's choice of mail about their work (issue 33), a form on /profile. */
  staffMail: '/profile/staff-mail',
  verifyEmail: '/verify-email',
  logout: '/logout',

  /** The dashboard: its first tab, CPD (issue 31: each tab an address of its own, `dashboardTabs`). */
  dashboard: '/member-dashboard/cpd',
  /** The dashboard's own address, which leads to the CPD tab (and `?tab=NAME` of old to that tab). */
  dashboardHome: '/member-dashboard',
  /** The member's own directory listing (issue 19): the form, and the preview as the public will see it. */
  myListing: '/member-dashboard/listing',
  myListingPreview: '/member-dashboard/listing/preview',
  /** Closing one's own account (issue 21): a password, then the cooling-off. */
  closeAccount: '/member-dashboard/close-account',
  /** The administration's first page, the directory listings (the header's menu links to it). */
  admin: '/admin',

} as const

/** The sign-in page, coming back to `target` afterwards. */
export function loginPath(target: string) {
  return `${paths.login}?${new URLSearchParams({ redirectTo: target })}`
}

/** The address a mailed password-reset link opens. */
export function resetPasswordPath(token: string) {
  return `${paths.resetPassword}?${new URLSearchParams({ token })}`
}

/** The address a mailed e-mail confirmation link opens. */
export function verifyEmailPath(token: string) {
  return `${paths.verifyEmail}?${new URLSearchParams({ token })}`
}

/** The contact form with a subject chosen and a message written (see domain/contact-links.ts for what it accepts). */
export function contactFormPath({ subject, message, event }: { subject: string; message?: string; event?: string }) {
  const params = new URLSearchParams({ subject })
  if (event) params.set('event', event)
  if (message) params.set('message', message)
  return `${paths.contact}?${params.toString()}${CONTACT_FORM_ANCHOR}`
}

/**
 * The addresses that take a file upload: their requests may carry up to the upload limit
 * (server/security.ts) instead of the 1 MB every other request may. A form page that takes a file adds
 * its address here.
 */
const UPLOAD_ADDRESSES: readonly RegExp[] = [
  /^\/api\/media\/?$/,
  /^\/profile\/?$/,
  /^\/member-dashboard\/cpd\/(?:new|[^/]+\/edit)\/?$/,
  /^\/admin\/practitioners\/(?:new|[^/]+\/edit)\/?$/,
  /^\/admin-content\/[a-z-]+\/(?:new|[^/]+\/edit|[^/]+\/photos)\/?$/,
  /^\/admin-content\/committee-photo\/?$/,
  /^\/member-dashboard\/listing\/?$/,
  /^\/api\/membership\/invoices\/[^/]+\/proof\/?$/,
  /^\/member-dashboard\/invoices\/[^/]+\/proof\/?$/,
  // The application form and its API twin: supporting documents (issue 18).
  /^\/register\/?$/,
  /^\/api\/auth\/register\/?$/,
  // The applicant's answer to the secretariat, with documents (issue 33), and its API twin.
  /^\/member-dashboard\/application\/?$/,
  /^\/api\/membership\/application\/?$/,
  // The donation pledge with its transfer slip, the slip sent later, and the API twin.
  /^\/donate\/?$/,
  /^\/donate\/[^/]+\/slip\/?$/,
  /^\/api\/donations\/[^/]+\/slip\/?$/,
  // A visitor's transfer slip for an event registration's invoice (issue 33): its page and the API twin.
  /^\/events\/[^/]+\/registrations\/[^/]+\/?$/,
  /^\/api\/events\/[^/]+\/registrations\/[^/]+\/slip\/?$/,
  // The association's DuitNow QR image (issue 34): its page and the API twin.
  /^\/admin\/payment-settings\/?$/,
  /^\/api\/admin\/payment-settings\/duitnow-qr\/?$/,
  // The treasurer's bank statement (issue 34, item 3): its page and the API twin.
  /^\/admin\/reconciliation\/?$/,
  /^\/api\/admin\/reconciliation\/?$/,
  // An expense with the receipt the officer was given (issue 34): its page and the API twin.
  /^\/admin\/expenses\/?$/,
  /^\/api\/admin\/expenses\/?$/,
  // A general meeting's papers (issue 35, item 2): PDFs for the members entitled to attend.
  /^\/admin\/meetings\/[^/]+\/papers\/?$/,
  // A member's credentials with their certificates (issue 36, item 4): the page and the API twin.
  /^\/member-dashboard\/credentials\/?$/,
  /^\/api\/me\/credentials\/?$/,
  // A drawn member's CPD audit evidence (issue 36, item 5): its page and the API twin.
  /^\/member-dashboard\/cpd-audit\/?$/,
  /^\/api\/me\/cpd-audit\/evidence\/?$/,
  // Issue 36: a concern with its evidence, a case's documents and the practitioner's response, each with its API twin.
  /^\/(?:api\/concerns|raise-a-concern)\/?$/,
  /^\/(?:api\/)?admin\/concerns\/[^/]+(?:\/documents)?\/?$/,
  /^\/member-dashboard\/concerns\/[^/]+\/?$/,
  /^\/api\/me\/concerns\/[^/]+\/responses\/?$/,
]

export function isUploadPath(pathname: string) {
  return UPLOAD_ADDRESSES.some((pattern) => pattern.test(pathname))
}

/**
 * The directory's pages as a visitor sees them: drawn only from the address, the language and the listings,
 * so their HTML is kept for visitors who are not signed in (server/page-cache.ts, issue 22).
 */
export const KEPT_DIRECTORY_PAGES: readonly RegExp[] = [/^\/find-practitioner\/?$/, /^\/practitioner\/[^/]+\/?$/]

/**
 * The addresses opened by a token or code written into them (issue 30, finding 11): the links of the
 * reset, confirmation, unsubscribe and cancellation mails, a pledge's slip page, a member's verification
 * page, and their API twins. Whoever has the address is let in, so no cache may keep the answer
 * (`no-store`) and no page of theirs may tell another site the address (`Referrer-Policy: no-referrer`):
 * server/security.ts and server/cache-control.ts, and a test that walks every route that reads a token.
 */
export const TOKEN_ADDRESSES: readonly RegExp[] = [
  /^\/(?:api\/auth\/)?(?:reset-password|verify-email)\/?$/,
  /^\/(?:api\/)?newsletter\/(?:confirm|unsubscribe)\/?$/,
  /^\/(?:api\/)?donat(?:e|ions)\/[^/]+\/(?:slip|pay)\/?$/,
  /^\/(?:api\/)?events\/[^/]+\/registrations\/[^/]+(?:\/cancel|\/confirm|\/slip|\/pay)?\/?$/,
  /^\/(?:api\/)?verify\/[^/]+\/?$/,
  // Issue 34: the payer's return carries the provider's signed outcome; the fake bank's page, a bill's id.
  /^\/payments\/(?:return|fake)\/[^/]+\/?$/,
  // A nomination's confirmation link (issue 35), mailed to its candidate, proposer and seconder.
  /^\/elections\/[^/]+\/nominations\/[^/]+\/confirm\/?$/,
]

export function isTokenAddress(pathname: string) {
  return TOKEN_ADDRESSES.some((pattern) => pattern.test(pathname))
}

/** Uploaded photos and files (app/routes/media.$id.$file.ts) and the upload API. */
export const mediaPaths = {
  /** One stored variant of an image: `/media/{id}/480.webp`. */
  variant: (id: string, width: number, extension: string) => `/media/${id}/${width}.${extension}`,
  /** A document, or the largest JPEG of a private image, as a download. */
  download: (id: string) => `/media/${id}/download`,
  api: '/api/media',
  apiItem: (id: string) => `/api/media/${id}`,
} as const
