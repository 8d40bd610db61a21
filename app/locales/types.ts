import type enAdmin from './en/admin.json'
import type enAuth from './en/auth.json'
import type enCommon from './en/common.json'
import type enCpd from './en/cpd.json'
import type enDashboard from './en/dashboard.json'
import type enDirectory from './en/directory.json'
import type enErrors from './en/errors.json'
import type enLists from './en/lists.json'
import type enMail from './en/mail.json'
import type enMessages from './en/messages.json'
import type enNav from './en/nav.json'
import type enPublic from './en/public.json'
import type enValidation from './en/validation.json'
// The public pages (issue 15).
import type enHome from './en/home.json'
import type enAbout from './en/about.json'
import type enEnergyMedicine from './en/energy-medicine.json'
import type enEthics from './en/ethics.json'
import type enAdvocacy from './en/advocacy.json'
import type enDisclaimer from './en/disclaimer.json'
import type enDonate from './en/donate.json'
import type enMembership from './en/membership.json'
import type enResources from './en/resources.json'
import type enCollaborations from './en/collaborations.json'
import type enTraining from './en/training.json'
import type enNews from './en/news.json'
import type enContact from './en/contact.json'
import type enListing from './en/listing.json'
import type enPrivacy from './en/privacy.json'
import type enEvents from './en/events.json'
import type enPayments from './en/payments.json'
import type enElections from './en/elections.json'
import type enMeetings from './en/meetings.json'
import type enConduct from './en/conduct.json'
import type enRegister from './en/register.json'
import type enCredentials from './en/credentials.json'
import type enCpdAudit from './en/cpd-audit.json'

/** The shape of each namespace, taken from its English file (types only: nothing reaches the browser). */
export interface Namespaces {
  admin: typeof enAdmin
  auth: typeof enAuth
  common: typeof enCommon
  cpd: typeof enCpd
  dashboard: typeof enDashboard
  directory: typeof enDirectory
  errors: typeof enErrors
  lists: typeof enLists
  mail: typeof enMail
  messages: typeof enMessages
  nav: typeof enNav
  public: typeof enPublic
  validation: typeof enValidation
  home: typeof enHome
  about: typeof enAbout
  'energy-medicine': typeof enEnergyMedicine
  ethics: typeof enEthics
  advocacy: typeof enAdvocacy
  disclaimer: typeof enDisclaimer
  donate: typeof enDonate
  membership: typeof enMembership
  resources: typeof enResources
  collaborations: typeof enCollaborations
  training: typeof enTraining
  news: typeof enNews
  contact: typeof enContact
  listing: typeof enListing
  privacy: typeof enPrivacy
  events: typeof enEvents
  payments: typeof enPayments
  elections: typeof enElections
  meetings: typeof enMeetings
  conduct: typeof enConduct
  register: typeof enRegister
  credentials: typeof enCredentials
  'cpd-audit': typeof enCpdAudit
}

export type Namespace = keyof Namespaces
export type NamespaceStrings<N extends Namespace> = Namespaces[N]

/** The namespaces a page was sent, as its loaders return them under `i18n`. */
export type PageStrings = { [N in Namespace]?: Namespaces[N] }
