/**
 * What membership costs and how its periods run: configuration the association may change without
 * touching a rule. Fees are in whole ringgit, as the association quotes them (spec section 9); the app
 * keeps money in sen (app/domain/money.ts). `null` where a fee does not apply (no invoice line).
 *
 * ASSUMPTION to confirm with the association: the tenth type, called Student here, has no fee in the
 * spec; it defaults to no entry fee and RM 50 a year (README, "Assumptions").
 */
export const membershipFees: Readonly<Record<string, { entryFee: number | null; annualFee: number | null }>> = {
  'Practicing Ordinary': { entryFee: 100, annualFee: 300 },
  'Non-Practicing Ordinary': { entryFee: 100, annualFee: 200 },
  Graduate: { entryFee: 100, annualFee: 100 },
  Associate: { entryFee: 100, annualFee: 100 },
  Affiliate: { entryFee: 100, annualFee: 50 },
  Foreign: { entryFee: 100, annualFee: 100 },
  Corporate: { entryFee: 100, annualFee: 1000 },
  Fellow: { entryFee: null, annualFee: 400 },
  'Honorary Fellow': { entryFee: null, annualFee: null },
  Student: { entryFee: null, annualFee: 50 },
}

/**
 * How long a paid period runs. 'rolling': 12 months from the later of the payment day and the day after
 * the current period ends, so that paying early loses nothing. 'fixed-year': to 31 December of the year
 * the new period starts in.
 */
export const membershipPeriod: { rule: 'rolling' | 'fixed-year'; months: number } = { rule: 'rolling', months: 12 }

/** Renewal: days counted from the last day of a period (negative: before it). */
export const renewalSchedule = {
  /** The renewal invoice is raised this many days before the period ends. */
  invoiceDaysBefore: 60,
  /** Reminder mails: 60, 30 and 7 days before the last day, and 7 days after it. */
  reminderDays: [-60, -30, -7, 7] as readonly number[],
  /** After the last day the member stays active, "renewal due", for this many days; then expired. */
  graceDays: 30,
}

/** An invoice for joining is due this many days after it is raised. */
export const INVOICE_DUE_DAYS = 30

