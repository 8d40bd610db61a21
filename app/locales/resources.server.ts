import enAdmin from './en/admin.json'
import enAuth from './en/auth.json'
import enCommon from './en/common.json'
import enCpd from './en/cpd.json'
import enDashboard from './en/dashboard.json'
import enDirectory from './en/directory.json'
import enErrors from './en/errors.json'
import enLists from './en/lists.json'
import enMail from './en/mail.json'
import enMessages from './en/messages.json'
import enNav from './en/nav.json'
import enPublic from './en/public.json'
import enValidation from './en/validation.json'
import msAdmin from './ms/admin.json'
import msAuth from './ms/auth.json'
import msCommon from './ms/common.json'
import msCpd from './ms/cpd.json'
import msDashboard from './ms/dashboard.json'
import msDirectory from './ms/directory.json'
import msErrors from './ms/errors.json'
import msLists from './ms/lists.json'
import msMail from './ms/mail.json'
import msMessages from './ms/messages.json'
import msNav from './ms/nav.json'
import msPublic from './ms/public.json'
import msValidation from './ms/validation.json'
// The public pages (issue 15): one namespace per page, and what their shared components draw.
import enHome from './en/home.json'
import enAbout from './en/about.json'
import enEnergyMedicine from './en/energy-medicine.json'
import enEthics from './en/ethics.json'
import enAdvocacy from './en/advocacy.json'
import enDisclaimer from './en/disclaimer.json'
import enDonate from './en/donate.json'
import enMembership from './en/membership.json'
import enResources from './en/resources.json'
import enCollaborations from './en/collaborations.json'
import enTraining from './en/training.json'
import enNews from './en/news.json'
import enContact from './en/contact.json'
import msHome from './ms/home.json'
import msAbout from './ms/about.json'
import msEnergyMedicine from './ms/energy-medicine.json'
import msEthics from './ms/ethics.json'
import msAdvocacy from './ms/advocacy.json'
import msDisclaimer from './ms/disclaimer.json'
import msDonate from './ms/donate.json'
import msMembership from './ms/membership.json'
import msResources from './ms/resources.json'
import msCollaborations from './ms/collaborations.json'
import msTraining from './ms/training.json'
import msNews from './ms/news.json'
import msContact from './ms/contact.json'
// A member's own listing (issue 19).
import enListing from './en/listing.json'
import msListing from './ms/listing.json'
// Personal data (issue 21).
import enPrivacy from './en/privacy.json'
import msPrivacy from './ms/privacy.json'
// Issue 20: events, registrations, attendance and CPD progress.
import enEvents from './en/events.json'
import msEvents from './ms/events.json'
// Issue 34: paying online (the fake provider's bank page, the outcome, the "Pay online" buttons).
import enPayments from './en/payments.json'
import msPayments from './ms/payments.json'
// Issue 35: elections.
import enElections from './en/elections.json'
import msElections from './ms/elections.json'
// Issue 35: general meetings.
import enMeetings from './en/meetings.json'
import msMeetings from './ms/meetings.json'
// Issue 36: conduct.
import enConduct from './en/conduct.json'
import msConduct from './ms/conduct.json'
// Issue 36: register.
import enRegister from './en/register.json'
import msRegister from './ms/register.json'
// Issue 36: credentials.
import enCredentials from './en/credentials.json'
import msCredentials from './ms/credentials.json'
// Issue 36: cpd-audit.
import enCpdAudit from './en/cpd-audit.json'
import msCpdAudit from './ms/cpd-audit.json'

/**
 * Every sentence a person reads, one file per language and area (docs/i18n.md). Server-side only
 * (the `.server` name keeps it out of the browser build): pages get the namespaces they draw through
 * their loaders. A new area: add its two files here and in types.ts.
 */
export const resources = {
  en: {
    admin: enAdmin,
    auth: enAuth,
    common: enCommon,
    cpd: enCpd,
    dashboard: enDashboard,
    directory: enDirectory,
    errors: enErrors,
    lists: enLists,
    mail: enMail,
    messages: enMessages,
    nav: enNav,
    public: enPublic,
    validation: enValidation,
    home: enHome,
    about: enAbout,
    'energy-medicine': enEnergyMedicine,
    ethics: enEthics,
    advocacy: enAdvocacy,
    disclaimer: enDisclaimer,
    donate: enDonate,
    membership: enMembership,
    resources: enResources,
    collaborations: enCollaborations,
    training: enTraining,
    news: enNews,
    contact: enContact,
    listing: enListing,
    privacy: enPrivacy,
    events: enEvents,
    payments: enPayments,
    elections: enElections,
    meetings: enMeetings,
    conduct: enConduct,
    register: enRegister,
    credentials: enCredentials,
    'cpd-audit': enCpdAudit,
  },
  ms: {
    admin: msAdmin,
    auth: msAuth,
    common: msCommon,
    cpd: msCpd,
    dashboard: msDashboard,
    directory: msDirectory,
    errors: msErrors,
    lists: msLists,
    mail: msMail,
    messages: msMessages,
    nav: msNav,
    public: msPublic,
    validation: msValidation,
    home: msHome,
    about: msAbout,
    'energy-medicine': msEnergyMedicine,
    ethics: msEthics,
    advocacy: msAdvocacy,
    disclaimer: msDisclaimer,
    donate: msDonate,
    membership: msMembership,
    resources: msResources,
    collaborations: msCollaborations,
    training: msTraining,
    news: msNews,
    contact: msContact,
    listing: msListing,
    privacy: msPrivacy,
    events: msEvents,
    payments: msPayments,
    elections: msElections,
    meetings: msMeetings,
    conduct: msConduct,
    register: msRegister,
    credentials: msCredentials,
    'cpd-audit': msCpdAudit,
  },
} as const
