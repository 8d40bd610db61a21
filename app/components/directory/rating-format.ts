/**
 * Ratings are stored in tenths (87 means 8.7 out of 10) and drawn as five stars. The spec fills the
 * stars by "the whole part of rating/10, out of five": a 10-point score on a 5-star scale, so each star
 * stands for two points and 8.7 fills four.
 */

export const STAR_COUNT = 5

/** "8.7" for 87. */
export function formatRating(rating: number): string {
  return (clampRating(rating) / 10).toFixed(1)
}

/** Whole stars filled, out of five: floor(rating / 10 / 2). */
export function filledStars(rating: number): number {
  return Math.floor(clampRating(rating) / 10 / 2)
}

/**
 * "1,200": a count with its thousands grouped by commas, as Malaysians write numbers in English and in
 * Malay alike. Written out rather than `toLocaleString`, whose ICU data may differ between the server
 * and the browser and break hydration.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

function clampRating(rating: number): number {
  return Number.isFinite(rating) ? Math.min(100, Math.max(0, rating)) : 0
}
