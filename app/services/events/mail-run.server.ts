import { membershipPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { formatHours } from '#app/domain/cpd-records.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { listRegistrationsOfEvent } from '#app/models/event-registration.server.ts'
import { listActiveEventsEndedBetween, listActiveEventsStartingBetween } from '#app/models/event.server.ts'
import { cpdCertificateCodeOf } from '#app/models/cpd-certificate.server.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { cpdYearCertificatePdf } from '../event-documents.server.ts'
import { memberCpdProgress } from '../cpd.server.ts'
import { attendanceCertificateMail, eventReminderMail } from '../event-mails.server.ts'
import { registrationPageLink } from './links.server.ts'
import { cancelLinkOf } from './registration.server.ts'
import { attendanceCertificateOf, mailFacts, publicUrl } from './shared.server.ts'

/**
 * The scheduled run of events' mails (services/events.server.ts): reminders the day before, certificates
 * after; and the dashboard's link, the member's CPD progress of a year and its yearly certificate.
 */

export interface EventRun {
  reminders: number
  certificates: number
}

/** Midnight in Malaysia at the start of a calendar day, as an instant. */
const startOfMalaysiaDay = (day: string) => new Date(`${day}T00:00:00+08:00`)

/**
 * Run by the scheduler (app/jobs/event-mails.server.ts) and on demand: every confirmed registration of an
 * event starting tomorrow (Malaysia time) gets its reminder, and every attendee of an event that ended
 * in the last week gets the certificate, each once: claimed by an insert before it goes.
 */
export async function runEventMails(): Promise<EventRun> {
  const moment = now()
  const today = toMalaysiaDay(moment)
  const run: EventRun = { reminders: 0, certificates: 0 }
  const tomorrow = await listActiveEventsStartingBetween(startOfMalaysiaDay(addDays(today, 1)), startOfMalaysiaDay(addDays(today, 2)))
  for (const event of tomorrow) {
    for (const registration of await listRegistrationsOfEvent(event.id)) {
      if (registration.status !== 'confirmed' || !(await claimOnce('event-reminder', registration.id))) continue
      sendMailInBackground(
        eventReminderMail(mailFacts(event, registration), {
          code: registration.checkInCode,
          cancelLink: cancelLinkOf(registration),
          page: registrationPageLink(registration),
          meetingLink: event.meetingLink ?? '',
        }),
      )
      run.reminders += 1
    }
  }
  const ended = await listActiveEventsEndedBetween(new Date(moment.getTime() - 7 * 24 * 60 * 60 * 1000), moment)
  for (const event of ended) {
    for (const registration of await listRegistrationsOfEvent(event.id)) {
      if (!registration.attendedAt || !(await claimOnce('attendance-certificate-mail', registration.id))) continue
      const pdf = await attendanceCertificateOf(registration, event, registration.locale)
      sendMailInBackground(attendanceCertificateMail(mailFacts(event, registration), { hours: formatHours(event.cpdHours ?? 0), pdf, member: Boolean(registration.userId) }))
      run.certificates += 1
    }
  }
  return run
}

export const dashboardLink = () => publicUrl(paths.dashboard)

/** The member's CPD progress in a year under the rules (domain/cpd-rules.ts): the dashboard's and the certificate's. */
export async function cpdProgressOf(user: PublicUser, year: number) {
  return memberCpdProgress(user, year)
}

/**
 * The yearly CPD certificate, once the year's target is met; null before. Its code (and so its QR) is
 * made with the first one drawn and stays the member's for that year (models/cpd-certificate.server.ts):
 * a file asked for, not a page drawn.
 */
export async function cpdYearCertificate(user: PublicUser, year: number, locale: Locale) {
  const progress = await cpdProgressOf(user, year)
  if (!progress.met) return null
  const code = await cpdCertificateCodeOf(user.id, year)
  return cpdYearCertificatePdf(
    {
      name: `${user.firstName} ${user.lastName}`,
      membershipId: user.membershipId ?? '',
      year,
      first: progress.first,
      last: progress.last,
      counted: progress.countedHours,
      target: progress.target,
      categories: progress.categories,
      code,
      verifyUrl: publicUrl(membershipPaths.verify(code)),
      issuedOn: now(),
    },
    locale,
  )
}
