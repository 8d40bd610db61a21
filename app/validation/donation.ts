/**
 * The donation page carries the chosen amount in its address (`/donate?amount=150#pledge`).
 * The page reads it in the browser, so its messages are written here rather than taken from the
 * catalogue (which would add the catalogue to the page's JavaScript); the same words are
 * `validation:donation.amount` and `validation:donation.tooLarge`, for the page to show in Malay.
 */

export const DONATION_AMOUNT_MAX = 10_000_000

/**
 * Why an amount was refused; the page says it in its language (donate.json, `amount.invalid`: "Please
 * enter a whole number of ringgit greater than zero, for example 200."; `amount.tooLarge`: "For a gift
 * of this size, please contact us directly…").
 */
export type DonationAmountError = 'invalid' | 'tooLarge'

export type DonationAmount = { amount: number; error: null } | { amount: null; error: DonationAmountError } | { amount: null; error: null }

/**
 * Reads the amount a visitor chose: a positive whole number of ringgit. "RM 1,000" and "1 000" are
 * read as 1000; anything else (cents, words, zero, a negative) is refused, and the page says why.
 */
export function parseDonationAmount(raw: string | null | undefined): DonationAmount {
  if (raw == null || raw.trim() === '') return { amount: null, error: null }
  const cleaned = raw.trim().replace(/^rm\s*/i, '').replace(/[,\s]/g, '')
  if (!/^\d+$/.test(cleaned)) return { amount: null, error: 'invalid' }
  const amount = Number(cleaned)
  if (!Number.isSafeInteger(amount) || amount <= 0) return { amount: null, error: 'invalid' }
  if (amount > DONATION_AMOUNT_MAX) {
    return { amount: null, error: 'tooLarge' }
  }
  return { amount, error: null }
}

/** "1,000" in the Malaysian way of writing ringgit. */
export function formatRinggit(amount: number): string {
  return `RM ${new Intl.NumberFormat('en-MY').format(amount)}`
}
