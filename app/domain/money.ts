/**
 * Money is kept in whole sen (integers: no rounding drift when part payments add up) and shown, and
 * sent as JSON, in ringgit: `400` is RM 400.00, `12.5` is RM 12.50. Browser-safe.
 */

export function senToRinggit(sen: number): number {
  return Math.round(sen) / 100
}

/** Ringgit with at most two decimals to sen; null for anything else. */
export function ringgitToSen(ringgit: number): number | null {
  if (!Number.isFinite(ringgit)) return null
  const sen = Math.round(ringgit * 100)
  return Math.abs(sen - ringgit * 100) < 1e-6 ? sen : null
}

/** "RM 1,234.50" */
export function formatRinggit(sen: number): string {
  return `RM ${new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sen / 100)}`
}

/** "RM 120" or "RM 12.50": a price in ringgit as the event pages show it. */
export function formatRinggitAmount(ringgit: number): string {
  return Number.isInteger(ringgit) ? `RM ${ringgit}` : `RM ${ringgit.toFixed(2)}`
}
