/**
 * Events members can book, attend and get CPD for (issue 20): the one service behind the event pages,
 * the dashboard, the administration and the JSON API. The atomic parts are inserts under unique keys
 * (docs/conventions.md, "Atomicity"): a seat (event, seat number), one open registration per e-mail and
 * event, one CPD credit per registration, and each mail that must go once (confirmation, reminder,
 * certificate) claimed before it is sent.
 *
 * The service is one module per part, under services/events/; this file re-exports what the others import:
 * - `shared.server.ts`: what several parts use: the messages, whether an event is bookable, the public
 *   address, where an event is, a waiting-list position, the calendar, mail and certificate facts.
 * - `pages.server.ts`: what the pages and the API show: lists of events, one event's page, its .ics.
 * - `registration.server.ts`: registering (members, and visitors with their held seats and signed links),
 *   confirming, cancelling, the waiting list, the sweep's part, the dashboard's CPD tab and "My events".
 * - `links.server.ts`: the signed address of a registration's own page (issue 33).
 * - `registration-page.server.ts`: that page: the seat ("Held until …" or "Confirmed"), what is owed and
 *   how to pay it, a visitor's transfer slips, the meeting link for those registered.
 * - `attendance.server.ts`: the administration's registrations, marking present (with the CPD credit),
 *   un-marking, and the door's check-in.
 * - `certificates.server.ts`: a member's certificate of attendance and `/verify/{code}`.
 * - `mail-run.server.ts`: the scheduled run (reminders the day before, certificates after), the dashboard
 *   link, the CPD progress of a year and the yearly CPD certificate.
 */

export { EVENT_MESSAGES_OUT, isBookable } from './events/shared.server.ts'
export {
  eventApiItem,
  eventCalendarFile,
  eventCard,
  getEventForApi,
  getEventPage,
  listEventsForApi,
  listEventsForPages,
  type EventCard,
} from './events/pages.server.ts'
export {
  CPD_ENTRIES_PER_PAGE,
  HOLD_MS,
  MY_EVENTS_PER_PAGE,
  cancelLinkOf,
  cancelRegistration,
  confirmHeldRegistration,
  confirmLinkOf,
  finishPendingSeatSteps,
  getRegistrationForConfirmLink,
  getRegistrationForLink,
  isCancelToken,
  memberCpdTab,
  moveWaitlistUp,
  registerForEvent,
  releaseExpiredHolds,
  type CancelRequester,
  type CancelResult,
  type ConfirmResult,
  type Registrant,
  type RegistrationResult,
} from './events/registration.server.ts'
export { accessOfToken, registrationPageLink, registrationPagePath, visitorPageOfInvoice, type PageAccess } from './events/links.server.ts'
export {
  getRegistrationPage,
  REGISTRATION_PAGE_MESSAGES,
  seatOf,
  sendRegistrationSlip,
  type RegistrationPage,
  type RegistrationSlipResult,
} from './events/registration-page.server.ts'
export {
  checkIn,
  listRegistrationsForAdmin,
  markAttendance,
  unmarkAttendance,
  type AttendanceOutcome,
  type CheckInResult,
} from './events/attendance.server.ts'
export { attendanceCertificateForEntry, verifyAttendance, verifyCpdYear } from './events/certificates.server.ts'
export { cpdProgressOf, cpdYearCertificate, dashboardLink, runEventMails, type EventRun } from './events/mail-run.server.ts'
