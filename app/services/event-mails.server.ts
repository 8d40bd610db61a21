import { paymentDetails } from '#app/config/payments.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { formatRinggit } from '#app/domain/money.ts'
import type { Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/**
 * The mails of events and CPD review (issue 20), in the reader's language (app/locales/<lng>/events.json,
 * `mail`): a registration's stored `locale`, a member's account `locale`. Plain values in, a Mail out.
 */

export interface EventMailFacts {
  to: string
  name: string
  locale: Locale
  title: string
  when: string
  where: string
  link: string
}

type Attachment = NonNullable<Mail['attachments']>[number]

function eventMail(
  facts: EventMailFacts,
  kind: 'held' | 'confirmed' | 'waitlisted' | 'promoted' | 'reminder' | 'cancelled' | 'certificate',
  {
    values = {},
    extra = [],
    attachments,
    button,
  }: { values?: Record<string, string | number>; extra?: string[]; attachments?: Attachment[]; button?: { label: string; link: string } } = {},
): Mail {
  const t = fixedT(facts.locale, 'events')
  const all = { title: facts.title, ...values }
  return {
    to: facts.to,
    subject: t(`mail.${kind}.subject`, all),
    attachments,
    ...layout({
      locale: facts.locale,
      greeting: fixedT(facts.locale, 'mail')('greeting', { name: facts.name }),
      paragraphs: [t(`mail.${kind}.body`, all), t('mail.when', { when: facts.when }), t('mail.where', { where: facts.where }), ...extra],
      button: button?.label ?? t('mail.button'),
      link: button?.link ?? facts.link,
      closing: [fixedT(facts.locale, 'mail')('regards'), t('mail.signature')],
    }),
  }
}

export interface SeatFacts {
  seat: number
  code: string
  cancelLink: string
  ics: string
  qr: Buffer
  invoice: { number: string; totalSen: number; dueOn: string } | null
  /** The registration's own page (issue 33): the seat, what is owed, a visitor's slip, the meeting link. */
  page: string
  /** An online event's meeting link ('' for none): for those registered only. */
  meetingLink: string
  /** Where the fee is paid and its slip sent: a visitor's registration page, or a member's dashboard. */
  payOn: 'page' | 'dashboard'
}

/** An online event's meeting link, for those registered only (issue 33). */
const meetingLines = (facts: EventMailFacts, meetingLink: string) => (meetingLink ? [fixedT(facts.locale, 'events')('mail.meetingLink', { link: meetingLink })] : [])

function seatLines(facts: EventMailFacts, seat: SeatFacts) {
  const t = fixedT(facts.locale, 'events')
  return [
    t('mail.code', { code: seat.code }),
    ...meetingLines(facts, seat.meetingLink),
    ...(seat.invoice
      ? [
          // A visitor has no dashboard: they pay and send the slip on their registration's page (the button).
          t(seat.payOn === 'page' ? 'mail.invoiceVisitor' : 'mail.invoice', {
            number: seat.invoice.number,
            total: formatRinggit(seat.invoice.totalSen),
            due: formatLongDate(`${seat.invoice.dueOn}T04:00:00Z`, facts.locale),
            bank: paymentDetails.bank,
            account: paymentDetails.accountNumber,
            accountName: paymentDetails.accountName,
          }),
        ]
      : []),
    t('mail.confirmed.calendar'),
    `${t('mail.cancelLink')} ${seat.cancelLink}`,
  ]
}

/** The seat mails' button: the registration's own page. */
const pageButton = (facts: EventMailFacts, page: string) => ({ label: fixedT(facts.locale, 'events')('mail.pageButton'), link: page })

function seatAttachments(seat: SeatFacts): Attachment[] {
  return [
    { filename: 'event.ics', content: Buffer.from(seat.ics), contentType: 'text/calendar' },
    { filename: `check-in-${seat.code}.png`, content: seat.qr, contentType: 'image/png' },
  ]
}

export const registrationConfirmedMail = (facts: EventMailFacts, seat: SeatFacts) =>
  eventMail(facts, 'confirmed', { values: { seat: seat.seat }, extra: seatLines(facts, seat), attachments: seatAttachments(seat), button: pageButton(facts, seat.page) })

export const seatFreedMail = (facts: EventMailFacts, seat: SeatFacts) =>
  eventMail(facts, 'promoted', { values: { seat: seat.seat }, extra: seatLines(facts, seat), attachments: seatAttachments(seat), button: pageButton(facts, seat.page) })

/** A visitor's seat, held until they confirm it with the mail's button (issue 30); their registration's page says so too. */
export const heldMail = (facts: EventMailFacts, hold: { seat: number; until: string; confirmLink: string; cancelLink: string; page: string }) =>
  eventMail(facts, 'held', {
    values: { seat: hold.seat, until: hold.until },
    extra: [`${fixedT(facts.locale, 'events')('mail.pageLink')} ${hold.page}`, `${fixedT(facts.locale, 'events')('mail.cancelLink')} ${hold.cancelLink}`],
    button: { label: fixedT(facts.locale, 'events')('mail.held.button'), link: hold.confirmLink },
  })

/** On the waiting list; a visitor's mail asks them to keep the place by its link (`confirm`), before it lapses. */
export const waitlistedMail = (
  facts: EventMailFacts,
  { position, cancelLink, page, confirm }: { position: number; cancelLink: string; page: string; confirm: { until: string; confirmLink: string } | null },
) => {
  const t = fixedT(facts.locale, 'events')
  return eventMail(facts, 'waitlisted', {
    values: { position },
    extra: [...(confirm ? [t('mail.waitlisted.confirm', { until: confirm.until })] : []), `${t('mail.pageLink')} ${page}`, `${t('mail.cancelLink')} ${cancelLink}`],
    button: confirm ? { label: t('mail.waitlisted.button'), link: confirm.confirmLink } : undefined,
  })
}

export const eventReminderMail = (facts: EventMailFacts, seat: Pick<SeatFacts, 'code' | 'cancelLink' | 'page' | 'meetingLink'>) =>
  eventMail(facts, 'reminder', {
    extra: [fixedT(facts.locale, 'events')('mail.code', { code: seat.code }), ...meetingLines(facts, seat.meetingLink), `${fixedT(facts.locale, 'events')('mail.cancelLink')} ${seat.cancelLink}`],
    button: pageButton(facts, seat.page),
  })

export const registrationCancelledMail = (facts: EventMailFacts) => eventMail(facts, 'cancelled')

export const attendanceCertificateMail = (facts: EventMailFacts, { hours, pdf, member }: { hours: string; pdf: Buffer; member: boolean }) =>
  eventMail(facts, 'certificate', {
    values: { hours },
    extra: member ? [fixedT(facts.locale, 'events')('mail.certificate.member')] : [],
    attachments: [{ filename: 'certificate-of-attendance.pdf', content: pdf, contentType: 'application/pdf' }],
  })

/** An administrator approved or rejected a member's CPD entry: the decision and the note, in the member's language. */
export function cpdReviewMail({ to, firstName, locale, title, hours, status, note, link }: {
  to: string
  firstName: string
  locale: Locale
  title: string
  hours: string
  status: 'approved' | 'rejected'
  note: string
  link: string
}): Mail {
  const t = fixedT(locale, 'events')
  return {
    to,
    subject: t(status === 'approved' ? 'mail.review.approvedSubject' : 'mail.review.rejectedSubject', { title }),
    ...layout({
      locale,
      greeting: fixedT(locale, 'mail')('greeting', { name: firstName }),
      paragraphs: [t(`mail.review.${status}`, { title, hours }), ...(note ? [t('mail.review.note', { note })] : [])],
      button: t('mail.review.button'),
      link,
      closing: [fixedT(locale, 'mail')('regards'), t('mail.review.signature')],
    }),
  }
}
