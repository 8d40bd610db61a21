import { paymentDetails } from '#app/config/payments.ts'
import { site } from '#app/config/site.ts'
import { renewalSchedule } from '#app/config/membership.ts'
import { addDays, daysBetween, formatDate } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { formatRinggit } from '#app/domain/money.ts'
import type { RenewalReminder } from '#app/domain/membership-periods.ts'
import { fixedT, listLabel, type ServerT } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { associationName, layout } from './account-mails.server.ts'

/**
 * Every mail of the membership lifecycle (issue 18), each in the member's language (`locale` on the
 * account; English for a donor or anyone whose language is not known). The words are the `membership`
 * section of app/locales/<lng>/mail.json. Plain values in, a Mail out; the services send them.
 */

const dayText = (day: string, locale: Locale) => formatDate(`${day}T04:00:00Z`, locale)

/** What every mail of the lifecycle says in the same way, in one language. */
function wordsIn(locale: Locale = DEFAULT_LOCALE) {
  const t = fixedT(locale, 'mail')
  return { t, locale, values: { site: site.shortName, name: associationName(locale) } }
}

/** A lifecycle mail's own parts; `lifecycleMail` adds the frame they all share. */
interface LifecycleMailParts {
  subject: string
  paragraphs: string[]
  /** The button's words: the member dashboard's unless the mail leads elsewhere. */
  button?: string
  link: string
  /** Lines before the signature. */
  closing?: string[]
  /** Who signs: the membership committee, or the treasurer for money. */
  signedBy?: 'committee' | 'treasurer'
  /** false: the signature alone, without "Regards". */
  regards?: boolean
  attachments?: Mail['attachments']
}

/** The frame every lifecycle mail shares: addressed by name, the button, the closing lines and the signature. */
function lifecycleMail({ t, values, locale }: ReturnType<typeof wordsIn>, to: string, name: string, parts: LifecycleMailParts): Mail {
  const { subject, paragraphs, button = t('membership.dashboardButton'), link, closing = [], signedBy = 'committee', regards = true, attachments } = parts
  const signature = signedBy === 'treasurer' ? t('membership.treasurer', values) : t('membership.committee')
  return {
    to,
    subject,
    ...(attachments ? { attachments } : {}),
    ...layout({ locale, greeting: t('greeting', { name }), paragraphs, button, link, closing: [...closing, ...(regards ? [t('regards')] : []), signature] }),
  }
}

function howToPay(t: ServerT<'mail'>, invoiceNumber: string) {
  return [
    t('membership.howToPay', { bank: paymentDetails.bank, account: paymentDetails.accountNumber, accountName: paymentDetails.accountName }),
    t('membership.reference', { number: invoiceNumber }),
  ]
}

interface InvoiceSummary {
  number: string
  totalSen: number
  dueOn: string
  items: Array<{ description: string; amountSen: number }>
}

function invoiceLines(t: ServerT<'mail'>, locale: Locale, invoice: InvoiceSummary) {
  const items = invoice.items.map((item) => `${item.description} ${formatRinggit(item.amountSen)}`).join('; ')
  return [t('membership.invoiceLine', { number: invoice.number, items, total: formatRinggit(invoice.totalSen), due: dayText(invoice.dueOn, locale) })]
}

/** The acknowledgement of a new application (issue 33): what was received and what happens next. */
export function applicationReceivedMail({ to, firstName, membershipType, appliedOn, link, locale }: {
  to: string
  firstName: string
  membershipType: string
  /** YYYY-MM-DD (Malaysia). */
  appliedOn: string
  link: string
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, values, locale: lng } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.received.subject', values),
    paragraphs: [
      t('membership.received.thanks', { ...values, type: listLabel(lng, 'membershipTypes', membershipType), date: dayText(appliedOn, lng) }),
      t('membership.received.next'),
      t('membership.received.step1'),
      t('membership.received.step2'),
      t('membership.received.step3'),
      t('membership.received.step4'),
    ],
    link,
  })
}

export function applicationApprovedMail({ to, firstName, membershipId, membershipType, invoice, link, locale }: {
  to: string
  firstName: string
  membershipId: string
  membershipType: string
  invoice: InvoiceSummary | null
  link: string
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, values, locale: lng } = words
  const welcome = t('membership.approved.welcome', { ...values, type: listLabel(lng, 'membershipTypes', membershipType), id: membershipId })
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.approved.subject', values),
    paragraphs: invoice
      ? [welcome, ...invoiceLines(t, lng, invoice), ...howToPay(t, invoice.number), t('membership.approved.activeOnPayment')]
      : [welcome, t('membership.approved.nothingToPay')],
    link,
  })
}

export function applicationRejectedMail({ to, firstName, reason, link, locale }: { to: string; firstName: string; reason: string; link: string; locale?: Locale }): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.rejected.subject', values),
    paragraphs: [t('membership.rejected.intro', values), t('membership.rejected.reason', { reason }), t('membership.rejected.again')],
    link,
    closing: [t('membership.rejected.questions', { email: site.emails.membership })],
  })
}

/** The secretariat asks an applicant for more (issue 33, item 5): its message and the documents wanted, and where to answer. */
export function moreInformationMail({
  to,
  firstName,
  message,
  documents,
  link,
  locale,
}: {
  to: string
  firstName: string
  message: string
  documents: readonly string[]
  link: string
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, values, locale: lng } = words
  const wanted = documents.map((kind) => `• ${listLabel(lng, 'evidence', kind)}`)
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.moreInformation.subject', values),
    paragraphs: [
      t('membership.moreInformation.intro', values),
      message,
      ...(wanted.length ? [t('membership.moreInformation.documents'), ...wanted] : []),
      t('membership.moreInformation.answer'),
    ],
    button: t('membership.moreInformation.button'),
    link,
    closing: [t('membership.rejected.questions', { email: site.emails.membership })],
  })
}

/** The administrators approved a member's request to become a Fellow: the invoice for the fee difference, if any. */
export function fellowshipApprovedMail({ to, firstName, invoice, link, locale }: { to: string; firstName: string; invoice: InvoiceSummary | null; link: string; locale?: Locale }): Mail {
  const words = wordsIn(locale)
  const { t, values, locale: lng } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.fellowshipApproved.subject', values),
    paragraphs: invoice
      ? [t('membership.fellowshipApproved.intro', values), t('membership.fellowshipApproved.invoice'), ...invoiceLines(t, lng, invoice), ...howToPay(t, invoice.number)]
      : [t('membership.fellowshipApproved.intro', values), t('membership.fellowshipApproved.nothingToPay')],
    link,
  })
}

/** The administrators declined a member's request to become a Fellow, with their reason. */
export function fellowshipDeclinedMail({ to, firstName, reason, link, locale }: { to: string; firstName: string; reason: string; link: string; locale?: Locale }): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.fellowshipDeclined.subject', values),
    paragraphs: [t('membership.fellowshipDeclined.intro', values), t('membership.fellowshipDeclined.reason', { reason }), t('membership.fellowshipDeclined.again')],
    link,
    closing: [t('membership.rejected.questions', { email: site.emails.membership })],
  })
}

/** A receipt as a PDF, attached. */
const receiptPdf = (receiptNumber: string, pdf: Buffer) => [{ filename: `${receiptNumber}.pdf`, content: pdf, contentType: 'application/pdf' }]

export function receiptMail({ to, firstName, receiptNumber, amountSen, purpose, pdf, link, button = 'dashboard', locale }: {
  to: string
  firstName: string
  receiptNumber: string
  amountSen: number
  purpose: string
  pdf: Buffer
  link: string
  /** Where the button leads: the member's dashboard, or a visitor's event registration page (issue 33). */
  button?: 'dashboard' | 'registration'
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.receipt.subject', { ...values, number: receiptNumber }),
    attachments: receiptPdf(receiptNumber, pdf),
    paragraphs: [t('membership.receipt.thanks', { amount: formatRinggit(amountSen), purpose }), t('membership.receipt.attached', { number: receiptNumber })],
    ...(button === 'registration' ? { button: t('membership.receipt.registrationButton') } : {}),
    link,
    signedBy: 'treasurer',
  })
}

export function membershipActiveMail({ to, firstName, validUntil, link, locale }: { to: string; firstName: string; validUntil: string; link: string; locale?: Locale }): Mail {
  const words = wordsIn(locale)
  const { t, values, locale: lng } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.active.subject', values),
    paragraphs: [validUntil ? t('membership.active.until', { until: dayText(validUntil, lng) }) : t('membership.active.noExpiry'), t('membership.active.certificate')],
    link,
  })
}

export function renewalReminderSubject(reminder: RenewalReminder, locale: Locale = DEFAULT_LOCALE) {
  const { t, values } = wordsIn(locale)
  return reminder === 'after-7' ? t('membership.reminder.subjectAfter', values) : t('membership.reminder.subject', values)
}

/**
 * A renewal reminder, counting the days from the day it is sent (`today`): a reminder sent late in its
 * window (an expiry set close by an import) says "in 17 days", not "a month from now" (issue 33). It
 * asks to renew by the period's last day, or after it by the end of the grace days.
 */
export function renewalReminderMail({ to, firstName, reminder, validUntil, today, invoice, link, locale }: {
  to: string
  firstName: string
  reminder: RenewalReminder
  validUntil: string
  /** The day it is sent, YYYY-MM-DD (Malaysia). */
  today: string
  invoice: InvoiceSummary | null
  link: string
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, locale: lng } = words
  const days = daysBetween(today, validUntil)
  const until = dayText(validUntil, lng)
  const graceEnd = dayText(addDays(validUntil, renewalSchedule.graceDays), lng)
  const opening =
    days > 0
      ? t('membership.reminder.before', { until, count: days })
      : days === 0
        ? t('membership.reminder.today', { until })
        : t('membership.reminder.after', { until, count: -days, graceEnd })
  return lifecycleMail(words, to, firstName, {
    subject: renewalReminderSubject(reminder, lng),
    paragraphs: [opening, ...(invoice ? [t('membership.reminder.invoiceReady'), ...invoiceLines(t, lng, invoice), ...howToPay(t, invoice.number)] : [])],
    button: t('membership.renewButton'),
    link,
    closing: [t('membership.reminder.paid')],
  })
}

export function membershipExpiredMail({ to, firstName, link, locale }: { to: string; firstName: string; link: string; locale?: Locale }): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.expired.subject', values),
    paragraphs: [t('membership.expired.intro'), t('membership.expired.renew')],
    button: t('membership.renewButton'),
    link,
  })
}

export function activationMail({ to, firstName, link, locale }: { to: string; firstName: string; link: string; locale?: Locale }): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, firstName, {
    subject: t('membership.activation.subject', values),
    paragraphs: [t('membership.activation.intro', values), t('membership.activation.choose')],
    button: t('membership.activation.button'),
    link,
    closing: [t('membership.activation.ignore')],
  })
}

/**
 * A pledge's confirmation (issue 18): how to pay, and the signed link of the pledge's page where the
 * transfer slip is sent (or, when it came with the pledge, that it arrived).
 */
export function donationPledgedMail({ to, name, amountSen, hasSlip, link, locale }: {
  to: string
  name: string
  amountSen: number
  hasSlip: boolean
  link: string
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, name, {
    subject: t('membership.pledge.subject', values),
    paragraphs: [
      t('membership.pledge.thanks', { ...values, amount: formatRinggit(amountSen) }),
      t('membership.pledge.howToPay', { bank: paymentDetails.bank, account: paymentDetails.accountNumber, accountName: paymentDetails.accountName }),
      hasSlip ? t('membership.pledge.slipReceived') : t('membership.pledge.sendSlip'),
    ],
    button: t('membership.pledge.button'),
    link,
    signedBy: 'treasurer',
    regards: false,
  })
}

export function donationReceiptMail({ to, name, receiptNumber, amountSen, pdf, link, locale }: {
  to: string
  name: string
  receiptNumber: string
  amountSen: number
  pdf: Buffer
  link: string
  locale?: Locale
}): Mail {
  const words = wordsIn(locale)
  const { t, values } = words
  return lifecycleMail(words, to, name, {
    subject: t('membership.donation.subject', { ...values, number: receiptNumber }),
    attachments: receiptPdf(receiptNumber, pdf),
    paragraphs: [t('membership.donation.thanks', { ...values, amount: formatRinggit(amountSen) }), t('membership.receipt.attached', { number: receiptNumber })],
    button: t('membership.donation.button'),
    link,
    closing: [t('membership.donation.gratitude')],
    signedBy: 'treasurer',
    regards: false,
  })
}
