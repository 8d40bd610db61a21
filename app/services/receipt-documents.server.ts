import { addDays, formatDate, toMalaysiaDay } from '#app/domain/dates.ts'
import { invoiceItemCodes, type InvoiceItemCode } from '#app/domain/invoice-items.ts'
import { localizedField, type Locale } from '#app/domain/locale.ts'
import { periodAfterPayment } from '#app/domain/membership-periods.ts'
import { getDonationById } from '#app/models/donation.server.ts'
import { getRegistration } from '#app/models/event-registration.server.ts'
import { getEventById, type PublicEvent } from '#app/models/event.server.ts'
import { getInvoiceById, type PublicInvoice } from '#app/models/invoice.server.ts'
import { decidedValue } from '#app/models/once-claim.server.ts'
import type { PublicReceipt } from '#app/models/receipt.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { receiptPdf, type ReceiptDocument, type ReceiptPeriod } from './membership-documents.server.ts'

/**
 * A receipt as it is printed (issue 33), in the language of whoever it is printed for: what the money was
 * for, said from the invoice's facts rather than the text stored with it (written once, in the member's
 * language of that day, with the English word "invoice"); the period it covers; the payer's membership ID.
 * The mailed receipt and the one downloaded later are drawn by this one function.
 */

/** The once-decisions of a settled membership invoice (services/billing.server.ts's settleIfPaid): the last day of the period it bought, and its first. */
export const MEMBERSHIP_EXTENSION = 'membership-extension'
export const MEMBERSHIP_PERIOD_START = 'membership-period-start'

const longDay = (day: string, locale: Locale) => formatDate(`${day}T04:00:00Z`, locale)

/** The event an event's invoice is for (raised under `event:<registration>`). */
async function eventOfInvoice(invoice: PublicInvoice): Promise<PublicEvent | null> {
  if (invoice.kind !== 'event' || !invoice.key.startsWith('event:')) return null
  const registration = await getRegistration(invoice.key.slice('event:'.length))
  return registration ? getEventById(registration.eventId) : null
}

/** One invoice line in `locale`, from its code and the invoice's facts; its stored text where they do not tell. */
function itemText(code: InvoiceItemCode | null, stored: string, invoice: PublicInvoice, event: PublicEvent | null, locale: Locale) {
  const t = fixedT(locale, 'mail')
  const type = invoice.membershipType ? listLabel(locale, 'membershipTypes', invoice.membershipType) : ''
  switch (code) {
    case 'entry-fee':
      return type ? t('membership.items.entryFee', { type }) : stored
    case 'first-year':
      return type ? t('membership.items.firstYear', { type }) : stored
    case 'renewal':
      return type && invoice.renewsPeriodEnding ? t('membership.items.renewal', { type, from: longDay(addDays(invoice.renewsPeriodEnding, 1), locale) }) : stored
    case 'fellowship-entry':
      return t('membership.items.fellowshipEntry')
    case 'fellowship-annual':
      return t('membership.items.fellowshipAnnual')
    case 'event-fee':
      return event ? t('membership.items.eventFee', { title: localizedField(event, 'title', locale).text }) : stored
    default:
      return stored
  }
}

/**
 * The membership year a joining or renewal invoice paid for: decided once when it was paid in full (its
 * last day, and since issue 33 its first); for an invoice settled before the first day was kept, the
 * first day follows from the same rule. An invoice not yet paid in full has no year yet.
 */
async function membershipPeriodOf(invoice: PublicInvoice): Promise<ReceiptPeriod | null> {
  if (invoice.status === 'unpaid') return { kind: 'membership-pending' }
  if (invoice.status !== 'paid' || !invoice.paidOn) return null
  const to = await decidedValue<string>(MEMBERSHIP_EXTENSION, invoice.id)
  if (!to) return null
  const decided = await decidedValue<string>(MEMBERSHIP_PERIOD_START, invoice.id)
  const from = decided && decided <= to ? decided : periodAfterPayment(invoice.paidOn, invoice.renewsPeriodEnding || null).from
  return { kind: 'membership', from, to }
}

async function periodOf(invoice: PublicInvoice, event: PublicEvent | null): Promise<ReceiptPeriod | null> {
  if (invoice.kind === 'joining' || invoice.kind === 'renewal') return membershipPeriodOf(invoice)
  if (event?.startsAt) {
    const from = toMalaysiaDay(event.startsAt)
    return { kind: 'event', from, to: event.endsAt ? toMalaysiaDay(event.endsAt) : from }
  }
  // A Fellow's fee difference and a gift cover no period of their own.
  return null
}

/** What a receipt prints, in `locale`. */
export async function receiptDocumentOf(receipt: PublicReceipt, locale: Locale): Promise<ReceiptDocument> {
  const [invoice, donation, payer] = await Promise.all([
    receipt.invoiceId ? getInvoiceById(receipt.invoiceId) : null,
    receipt.donationId ? getDonationById(receipt.donationId) : null,
    receipt.userId ? getUserById(receipt.userId) : null,
  ])
  const t = fixedT(locale, 'mail')
  const common = { ...receipt, membershipId: payer?.membershipId || undefined }
  if (invoice) {
    const event = await eventOfInvoice(invoice)
    const codes = invoiceItemCodes(invoice)
    const purpose = invoice.items.map((item, index) => itemText(codes[index] ?? null, item.description, invoice, event, locale)).join('; ')
    return { ...common, purpose, invoiceNumber: invoice.number, period: await periodOf(invoice, event) }
  }
  if (receipt.donationId) {
    const purpose = donation?.frequency === 'monthly' ? t('pdf.donationMonthlyPurpose') : t('pdf.donationPurpose')
    return { ...common, purpose, donation: true, period: null }
  }
  return { ...common, period: null }
}

/** A receipt's PDF in `locale`. */
export async function receiptPdfOf(receipt: PublicReceipt, locale: Locale): Promise<Buffer> {
  return receiptPdf(await receiptDocumentOf(receipt, locale), locale)
}
