import type { Locale } from '#app/domain/locale.ts'
import type { Namespace, NamespaceStrings, PageStrings } from './types.ts'

/**
 * Looking a key up in a language's strings, with i18next's syntax: `{{name}}` placeholders,
 * `_one`/`_other` plural keys chosen by `count`, `ns:key` for another namespace than the default.
 * Pure and browser-safe: the components' `t` (utils/i18n.ts) and the schemas' English
 * (validation/messages.ts) use it; i18next itself runs on the server only (utils/i18n.server.ts), and a
 * unit test checks that both answer alike for every key.
 */

export type Values = Record<string, string | number>


type StripPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K

/** The dotted keys of a namespace's JSON, plural forms folded into their base key. */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${StripPlural<K>}` : KeysOf<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey<N extends Namespace> = KeysOf<NamespaceStrings<N>> | `${Namespace}:${string}`
export type TFunction<N extends Namespace = Namespace> = (key: TranslationKey<N>, values?: Values) => string

/** `{{name}}` replaced by its value, as i18next does (React escapes what it renders). */
export function interpolate(template: string, values?: Values): string {
  if (!values) return template
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : String(value)
  })
}

type Tree = { [key: string]: string | Tree }

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCategory(locale: Locale, count: number) {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(count)
}

/** The string at `key` (`ns:a.b` or `a.b` in the default namespace), or null when there is none. */
export function lookup(strings: PageStrings, locale: Locale, key: string, defaultNs: Namespace, values?: Values): string | null {
  const colon = key.indexOf(':')
  const ns = (colon > 0 ? key.slice(0, colon) : defaultNs) as Namespace
  const path = (colon > 0 ? key.slice(colon + 1) : key).split('.')
  const last = path.pop()!
  let node: Tree | string | undefined = strings[ns] as Tree | undefined
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'object') return null
  const count = values?.count
  if (typeof count === 'number') {
    const plural = node[`${last}_${pluralCategory(locale, count)}`] ?? node[`${last}_other`]
    if (typeof plural === 'string') return plural
  }
  const found = node[last]
  return typeof found === 'string' ? found : null
}
