import { useMatches } from '@remix-run/react'
import { Fragment, createContext, createElement, useContext, useMemo, type ReactNode } from 'react'
import { isRouteErrorResponse } from '@remix-run/react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#app/domain/locale.ts'
import { lookup, interpolate, type TFunction } from '#app/locales/translate.ts'
import type { Namespace, PageStrings } from '#app/locales/types.ts'

export type { Namespace, PageStrings } from '#app/locales/types.ts'
export { interpolate, type TFunction, type TranslationKey, type Values } from '#app/locales/translate.ts'

/**
 * The page's strings in the browser and in the server render alike (docs/i18n.md). i18next stays on
 * the server: the root loader sends the frame's namespaces, each route's loader the namespaces its page
 * draws (`pageStrings` in i18n.server.ts), and this module looks keys up in them with i18next's syntax
 * (`{{name}}` placeholders, `_one`/`_other` plural keys chosen by `count`, `ns:key` for another
 * namespace). A unit test checks that it answers exactly as i18next does for every key of every locale.
 */

const reported = new Set<string>()

/**
 * A `t` over the given strings: a missing key shows as itself and is reported once (tests fail on it),
 * or, `quiet`, is an empty string (a route's `meta` after its loader failed: the page has no strings).
 */
export function createT<N extends Namespace>(strings: PageStrings, locale: Locale, defaultNs: N, { quiet = false } = {}): TFunction<N> {
  return (key, values) => {
    const found = lookup(strings, locale, key, defaultNs, values)
    if (found === null && quiet) return ''
    if (found === null) {
      const name: string = key
      const id = `${locale}:${name.includes(':') ? name : `${defaultNs}:${name}`}`
      if (!reported.has(id)) {
        reported.add(id)
        console.error(`Missing translation ${id}: did the route's loader send its namespace (pageStrings)?`)
      }
      return key
    }
    return interpolate(found, values)
  }
}

interface DataWithStrings {
  locale?: unknown
  i18n?: PageStrings
}

interface LocalizedStrings {
  locale: Locale
  strings: PageStrings
}

/**
 * The frame's strings when the root loader has none to give: it failed because the database is away,
 * and the 503 it threw carries them (server/database-outage.ts). Null otherwise.
 */
const FrameStringsContext = createContext<LocalizedStrings | null>(null)
export const FrameStringsProvider = FrameStringsContext.Provider

/** The locale and strings a thrown error response carries (`{ locale, i18n }`), or null. */
export function stringsOfError(error: unknown): LocalizedStrings | null {
  if (!isRouteErrorResponse(error)) return null
  const data = error.data as DataWithStrings | null
  if (!data || typeof data !== 'object' || !isLocale(data.locale) || !data.i18n) return null
  return { locale: data.locale, strings: data.i18n }
}

/** Every namespace the matched routes' loaders sent, and the language the root loader chose. */
type MatchLike = { id: string; data?: unknown }

/**
 * The merge of one render's matches, kept while its data lives: every component of a render that calls
 * `useTranslation` asks with its own copy of the matches but the same loaders' data (issue 31: a page of
 * 50 CPD entries merged its strings anew in every row, half a millisecond of a dashboard request). Kept
 * under the deepest route's data, and used only when every route's data is the same object as then.
 */
const mergedOf = new WeakMap<object, { datas: unknown[]; merged: LocalizedStrings }>()

export function stringsOfMatches(matches: readonly MatchLike[], fallback: LocalizedStrings | null = null): LocalizedStrings {
  const datas = matches.map((match) => match.data)
  let key: object | undefined
  for (const data of datas) if (typeof data === 'object' && data !== null) key = data
  if (fallback || !key) return mergeMatches(matches, fallback)
  const kept = mergedOf.get(key)
  if (kept && kept.datas.length === datas.length && kept.datas.every((data, i) => data === datas[i])) return kept.merged
  const merged = mergeMatches(matches, null)
  mergedOf.set(key, { datas, merged })
  return merged
}

function mergeMatches(matches: readonly MatchLike[], fallback: LocalizedStrings | null): LocalizedStrings {
  const strings: PageStrings = { ...fallback?.strings }
  let locale: Locale = fallback?.locale ?? DEFAULT_LOCALE
  for (const match of matches) {
    const data = match.data as DataWithStrings | undefined
    if (!data || typeof data !== 'object') continue
    if (match.id === 'root' && isLocale(data.locale)) locale = data.locale
    if (data.i18n) mergeStrings(strings, data.i18n)
  }
  return { locale, strings }
}

/**
 * A route's strings laid over those of the routes above it, part by part: a frame may send some of a
 * namespace (the dashboard's welcome and tabs) and the page inside it another part (its tab's words).
 */
function mergeStrings(into: Record<string, unknown>, from: Record<string, unknown>) {
  for (const [key, value] of Object.entries(from)) {
    const before = into[key]
    into[key] = isPlainObject(before) && isPlainObject(value) ? mergeStrings({ ...before }, value) : value
  }
  return into
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The language the page is served in. */
export function useLocale(): Locale {
  return stringsOfMatches(useMatches(), useContext(FrameStringsContext)).locale
}

/**
 * `t` for a component: keys of `ns` by default, `other:key` for another namespace the page has.
 *
 * ```tsx
 * const { t, locale } = useTranslation('auth')
 * <h1>{t('login.title')}</h1>  <p>{t('common:results', { count })}</p>
 * ```
 */
export function useTranslation<N extends Namespace>(ns: N): { t: TFunction<N>; locale: Locale; has: (key: string) => boolean } {
  const matches = useMatches()
  const fallback = useContext(FrameStringsContext)
  return useMemo(() => {
    const { locale, strings } = stringsOfMatches(matches, fallback)
    // `has`: whether an optional text exists (a field's hint), without reporting it missing.
    return { t: createT(strings, locale, ns), locale, has: (key: string) => lookup(strings, locale, key, ns) !== null }
  }, [matches, fallback, ns])
}

/** Whether the page has its frame's strings: false only when the root loader failed without them. */
export function useHasFrameStrings(): boolean {
  const { strings } = stringsOfMatches(useMatches(), useContext(FrameStringsContext))
  return Boolean(strings.nav)
}

/**
 * `t` for a route's `meta` (no hooks there): the same strings, read from the `matches` Remix gives it.
 * When the route's loader failed (its error page) its strings are missing: `t` then gives '', and
 * `pageMeta` falls back to the association's name.
 */
export function metaTranslation<N extends Namespace>(matches: readonly MatchLike[], ns: N) {
  const { locale, strings } = stringsOfMatches(matches)
  return { t: createT(strings, locale, ns, { quiet: true }), locale }
}

/**
 * A translated sentence with markup in it: `<link>words</link>` or `<strong>…</strong>` replaced by
 * what `components` renders for that tag, so that word order stays the translator's.
 *
 * ```tsx
 * <Trans text={t('register.terms')} components={{ link: (words) => <Link to={paths.ethics}>{words}</Link> }} />
 * ```
 */
export function Trans({ text, components }: { text: string; components: Record<string, (children: ReactNode) => ReactNode> }) {
  const parts: ReactNode[] = []
  const tag = /<(\w+)>(.*?)<\/\1>/g
  let last = 0
  for (const match of text.matchAll(tag)) {
    const [whole, name, inner] = match
    if (match.index > last) parts.push(text.slice(last, match.index))
    const render = components[name!]
    parts.push(createElement(Fragment, { key: match.index }, render ? render(inner) : inner))
    last = match.index + whole.length
  }
  if (last < text.length) parts.push(text.slice(last))
  return createElement(Fragment, null, ...parts)
}


/**
 * The label of a stored value of a fixed list (a state, a pillar speciality, a CPD category, a
 * membership type or status): the value stays what is stored and sent, the label is the page's
 * language. A value outside the list (a speciality someone typed) shows as it is.
 */
export function useListLabel() {
  const matches = useMatches()
  const fallback = useContext(FrameStringsContext)
  return useMemo(() => {
    const { locale, strings } = stringsOfMatches(matches, fallback)
    return (list: ListName, value: string) => lookup(strings, locale, `lists:${list}.${value}`, 'lists') ?? value
  }, [matches, fallback])
}

export type ListName = Exclude<keyof NonNullable<PageStrings['lists']>, 'allLocations' | 'allSpecialties'>
