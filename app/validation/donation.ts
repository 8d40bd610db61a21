/** The donation page carries the chosen amount in its address (`/donate?amount=150#how-to-donate`). */

export const DONATION_AMOUNT_MAX = 10_000_000

export const DONATION_AMOUNT_ERROR = 'Please enter a whole number of ringgit greater than zero, for example 200.'

export type DonationAmount = { amount: number; error: null } | { amount: null; error: string } | { amount: null; error: null }

/**
 * Reads the amount a visitor chose: a positive whole number of ringgit. "RM 1,000" and "1 000" are
 * read as 1000; anything else (cents, words, zero, a negative) is refused with a clear message.
 */
export function parseDonationAmount(raw: string | null | undefined): DonationAmount {
  if (raw == null || raw.trim() === '') return { amount: null, error: null }
  const cleaned = raw.trim().replace(/^rm\s*/i, '').replace(/[,\s]/g, '')
  if (!/^\d+$/.test(cleaned)) return { amount: null, error: DONATION_AMOUNT_ERROR }
  const amount = Number(cleaned)
  if (!Number.isSafeInteger(amount) || amount <= 0) return { amount: null, error: DONATION_AMOUNT_ERROR }
  if (amount > DONATION_AMOUNT_MAX) {
    return {
      amount: null,
      error: 'For a gift of this size, please contact us directly so that we can arrange it with you.',
    }
  }
  return { amount, error: null }
}

/** "1,000" in the Malaysian way of writing ringgit. */
export function formatRinggit(amount: number): string {
  return `RM ${new Intl.NumberFormat('en-MY').format(amount)}`
}
