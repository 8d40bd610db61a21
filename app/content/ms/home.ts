/** Halaman utama dalam bahasa Melayu (the English is ../home.ts). */
import type * as en from '../home.ts'
import type { Translated } from '#app/domain/translated.ts'

export const heroBadge: Translated<typeof en.heroBadge> = '12+ Ahli'

/** Jangkauan rangkaian global (spec section 1). */
export const networkCountries: Translated<typeof en.networkCountries> = [
  'Malaysia',
  'Singapura',
  'Thailand',
  'Australia',
  'United Kingdom',
  'Amerika Syarikat',
  'Kanada',
]
