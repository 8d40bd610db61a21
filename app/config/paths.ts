/**
 * Every address of the app, and nothing else writes one out: links, forms, redirects, mails, the
 * sitemap and robots.txt read them here. The file names under app/routes make the same addresses
 * (`npx remix routes` lists them); change both together. Browser-safe: pages and servers use it alike.
 */

const CONTACT_FORM_ANCHOR = '#contact-form'

export const paths = {
  home: '/',
  /** The contact form at the foot of the home page. */
  homeContact: '/#contact',
  about: '/about',
  energyMedicine: '/energy-medicine',
  findPractitioner: '/find-practitioner',
  /** A listing's public profile. */
  practitioner: (id: string) => `/practitioner/${id}`,
  membership: '/membership',
  ethics: '/ethics',
  training: '/training',
  news: '/news',
  newsArticle: (id: string) => `/news/${id}`,
  newsEvents: '/news#events',
  newsGalleries: '/news#galleries',
  /** The subscribe box on the news page. */
  newsletter: '/news#newsletter',
  resources: '/resources',
  collaborations: '/collaborations',
  advocacy: '/advocacy',
  donate: '/donate',
  /** The donation page with an amount chosen, scrolled to how to give it. */
  donateAmount: (amount: number) => `/donate?amount=${amount}#how-to-donate`,
  donateHowTo: '/donate#how-to-donate',
  contact: '/contact',
  contactForm: `/contact${CONTACT_FORM_ANCHOR}`,
  disclaimer: '/disclaimer',
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
  verifyEmail: '/verify-email',
  logout: '/logout',

  dashboard: '/member-dashboard',
  /** The administration's first page, the directory listings (the header's menu links to it). */
  admin: '/admin',

} as const

/** The pages (and actions) of a member's CPD entries; the dashboard's dialogs post to the same addresses. */
export const cpdPaths = {
  add: '/member-dashboard/cpd/new',
  edit: (id: string) => `/member-dashboard/cpd/${id}/edit`,
  delete: (id: string) => `/member-dashboard/cpd/${id}/delete`,
  csv: '/member-dashboard/cpd.csv',
  statement: '/member-dashboard/cpd/statement',
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
