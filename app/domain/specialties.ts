import { PILLAR_SPECIALTIES } from '#app/domain/constants.ts'

/**
 * Speciality lists as the profile form, the picker and the profile schema see them. Free of zod, so
 * the browser can use them without loading the schemas.
 */

const PILLARS = new Set<string>(PILLAR_SPECIALTIES)
export const isPillarSpecialty = (value: string) => PILLARS.has(value)

/** "Reiki, sound healing," → ['Reiki', 'sound healing'] */
export function splitSpecialties(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Trimmed, blanks dropped, duplicates (ignoring case) dropped, first spelling kept, order kept. */
export function mergeSpecialties(...lists: string[][]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of lists.flat()) {
    const value = item.trim().replace(/\s+/g, ' ')
    const key = value.toLowerCase()
    if (!value || seen.has(key)) continue
    seen.add(key)
    out.push(value)
  }
  return out
}
