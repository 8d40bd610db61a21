/** The site's languages (issue 15): English, the default, and Bahasa Malaysia. Browser-safe. */
import type { Translated } from './translated.ts'

export const LOCALES = ['en', 'ms'] as const
export type Locale = (typeof LOCALES)[number]

/** What a visitor gets with no `?lng`, no `lng` cookie and no Accept-Language we serve. */
export const DEFAULT_LOCALE: Locale = 'en'

/** The query parameter (`?lng=ms`) and the preference cookie that remember the choice. */
export const LOCALE_PARAM = 'lng'
export const LOCALE_COOKIE = 'lng'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A stored language (an account made before issue 15 has none), or English. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback
}

/** Each language named in itself, for the switch's accessible names. */
/** An account's language (its mails, PDFs and invoices): English where it has none. */
export function localeOf(account: { locale?: string | null }): Locale {
  return localeOr(account.locale)
}

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ms: 'Bahasa Malaysia' }
/** The switch's short labels ("BM | EN"). */
export const LOCALE_SHORT_NAMES: Record<Locale, string> = { en: 'EN', ms: 'BM' }

/**
 * The same address in another language: path and query kept, `lng` replaced (or added), so the
 * visitor stays on the page they were reading. `null` gives the address without `lng` (x-default).
 */
export function localizedHref(location: { pathname: string; search: string }, locale: Locale | null): string {
  const params = new URLSearchParams(location.search)
  params.delete(LOCALE_PARAM)
  // Remix's own markers of a data request never belong in a link.
  params.delete('_data')
  params.delete('index')
  if (locale) params.set(LOCALE_PARAM, locale)
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}

/**
 * One thing written once per language, the page's version: a content module's exports picked by a
 * route's loader (`localized({ en: aboutEn, ms: aboutMs }, locale)`). The Malay version must have the
 * English one's shape with only its words free to change (`Translated`): the same keys, the same number
 * of items, the same numbers and stored values.
 */
export function localized<T>(versions: { en: T; ms: Translated<NoInfer<T>> }, locale: Locale): Translated<T> {
  return locale === 'ms' ? versions.ms : (versions.en as Translated<T>)
}

/**
 * A text stored in English with an optional Malay version beside it (`title` and `titleMs`): the page's
 * language where it is written, English otherwise, with the language it is in, so the element showing
 * it can say `lang="en"` on a Malay page.
 */
export function localizedField<F extends string>(
  record: { [K in F]?: string | null } & { [K in `${F}Ms`]?: string | null },
  field: F,
  locale: Locale,
): { text: string; lang: Locale } {
  const english = (record as Record<string, string | null | undefined>)[field] ?? ''
  if (locale === 'ms') {
    const malay = (record as Record<string, string | null | undefined>)[`${field}Ms`]?.trim()
    if (malay) return { text: malay, lang: 'ms' }
  }
  return { text: english, lang: 'en' }
}

/**
 * The `lang` attribute of an element showing a `localizedField`: the field's language where it differs
 * from the page's (English on a Malay page), none otherwise.
 */
export function langOf(field: { lang: Locale }, pageLocale: Locale): Locale | undefined {
  return field.lang === pageLocale ? undefined : field.lang
}
