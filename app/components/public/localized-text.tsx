import type { Locale } from '#app/domain/locale.ts'
import { langOf } from '#app/domain/locale.ts'
import { useLocale } from '#app/utils/i18n.ts'

/**
 * A `localizedField` inside a sentence or a line: the bare text where it is in the page's language, in a
 * `<span lang="en">` where the Malay page fell back to the English.
 */
export function LocalizedText({ field }: { field: { text: string; lang: Locale } }) {
  const lang = langOf(field, useLocale())
  return lang ? <span lang={lang}>{field.text}</span> : <>{field.text}</>
}
