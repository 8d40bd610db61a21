import type { Cookie } from '@remix-run/node'
import { createInstance, type i18n as I18next } from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_PARAM, LOCALES, type Locale } from '#app/domain/locale.ts'
import { resources } from '#app/locales/resources.server.ts'
import type { Namespace, PageStrings } from '#app/locales/types.ts'
import type { ListName } from './i18n.ts'
import { lookup, type TranslationKey, type Values } from '#app/locales/translate.ts'
import { MESSAGE_CLOSE, MESSAGE_OPEN } from '#app/validation/messages.ts'
import { isProduction } from './env.server.ts'

/**
 * The server side of the two languages (docs/i18n.md, decision 014): which language a request is
 * served in (remix-i18next's detector: `?lng`, then the `lng` cookie, then Accept-Language, then
 * English), one i18next instance holding every namespace for loaders, actions, services and mails, and
 * the strings each page's loader hands its components.
 */

export const NAMESPACES = Object.keys(resources.en) as Namespace[]
/** What every page draws around its own content: header, footer, banner, toasts, error pages. */
export const FRAME_NAMESPACES = ['common', 'nav', 'errors'] as const satisfies readonly Namespace[]
/** What every administration page draws besides its own section of `admin`: the shell and list labels. */
export const ADMIN_FRAME_STRINGS = ['admin.nav', 'admin.cancel', 'admin.metaDescription', 'lists'] as const

function createI18next(): I18next {
  const instance = createInstance()
  // initImmediate: false makes init synchronous: every resource is in memory already.
  void instance.init({
    resources,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    ns: NAMESPACES,
    defaultNS: 'common',
    // React escapes what it renders, and mails escape their HTML themselves (mail.server.ts).
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  })
  return instance
}

const i18next = createI18next()

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * The `lng` preference cookie: the bare language code (`lng=ms`), readable by anything, nothing secret.
 * Remix's createCookie would wrap it in base64 JSON; remix-i18next only needs `parse`.
 */
export const localeCookie: Cookie = {
  name: LOCALE_COOKIE,
  isSigned: false,
  expires: undefined,
  async parse(header: string | null) {
    if (!header) return null
    for (const pair of header.split(';')) {
      const [name, value] = pair.trim().split('=', 2)
      if (name === LOCALE_COOKIE && value) return decodeURIComponent(value)
    }
    return null
  },
  async serialize(value: unknown) {
    const secure = isProduction() ? '; Secure' : ''
    return `${LOCALE_COOKIE}=${encodeURIComponent(String(value))}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
  },
}

const pageDetector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    searchParamKey: LOCALE_PARAM,
    cookie: localeCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
})

/** The API ignores the page's cookie: its clients choose with Accept-Language, English by default. */
const apiDetector = new RemixI18Next({
  detection: { supportedLanguages: [...LOCALES], fallbackLanguage: DEFAULT_LOCALE, order: ['header'] },
})

const localeOfRequest = new WeakMap<Request, Promise<Locale>>()

/** The language a page request is served in: `?lng=`, the `lng` cookie, Accept-Language, English. */
export function getLocale(request: Request): Promise<Locale> {
  let locale = localeOfRequest.get(request)
  if (!locale) {
    locale = pageDetector.getLocale(request).then((found) => (isLocale(found) ? found : DEFAULT_LOCALE))
    localeOfRequest.set(request, locale)
  }
  return locale
}

/** The language of a JSON API answer: Malay only when Accept-Language asks for it. */
export async function getApiLocale(request: Request): Promise<Locale> {
  const found = await apiDetector.getLocale(request)
  return isLocale(found) ? found : DEFAULT_LOCALE
}

/** The Set-Cookie that remembers `?lng=` (a preference cookie, so set on a GET), or null. */
export async function localeCookieHeader(request: Request): Promise<string | null> {
  const chosen = new URL(request.url).searchParams.get(LOCALE_PARAM)
  if (!isLocale(chosen)) return null
  const current = await localeCookie.parse(request.headers.get('cookie'))
  return current === chosen ? null : localeCookie.serialize(chosen)
}

export type ServerT<N extends Namespace> = (key: TranslationKey<N>, values?: Values) => string

/** `t` for a language known already (a member's stored `locale`, for a mail). */
export function fixedT<N extends Namespace>(locale: Locale, ns: N): ServerT<N> {
  const t = i18next.getFixedT(locale, ns)
  return (key, values) => t(key, values) as string
}

/** `t` and the language of a request, for loaders, actions and whatever they call. */
export async function getT<N extends Namespace>(request: Request, ns: N): Promise<{ t: ServerT<N>; locale: Locale }> {
  const locale = await getLocale(request)
  return { t: fixedT(locale, ns), locale }
}

/**
 * A whole namespace (`'auth'`), one part of one (`'messages.cpd'`: only what a page shows of it), or a
 * part left out (`'!directory.more'`: words of a state the page is not in, such as a button it does not
 * show, so that they are not in its HTML either).
 */
export type StringsSelector = Namespace | `${Namespace}.${string}` | `!${Namespace}.${string}`

/**
 * The label of a fixed list's stored value in a language (`listLabel('ms', 'locations', 'Penang')` is
 * 'Pulau Pinang'); a value outside the list (a typed speciality) as it is. The server's `useListLabel`.
 */
export function listLabel(locale: Locale, list: ListName, value: string): string {
  return lookup(resources[locale] as PageStrings, locale, `lists:${list}.${value}`, 'lists') ?? value
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/

/** The namespaces (or parts) a page's components draw, in a language: what a loader returns under `i18n`. */
export function pageStrings(locale: Locale, selectors: readonly StringsSelector[]): PageStrings {
  const strings: Record<string, Record<string, unknown>> = {}
  for (const selector of selectors.filter((s) => !s.startsWith('!'))) {
    const [ns, ...path] = selector.split('.') as [Namespace, ...string[]]
    const whole = resources[locale][ns] as Record<string, unknown>
    if (!path.length) {
      strings[ns] = whole
      continue
    }
    if (strings[ns] === whole) continue
    let parent: Record<string, unknown> | undefined = whole
    for (const part of path.slice(0, -1)) parent = parent?.[part] as Record<string, unknown> | undefined
    const last = path[path.length - 1]!
    // A plural key is named by its base ('cpd.hours'): each language has its own forms (Malay has no _one).
    const forms = Object.keys(parent ?? {}).filter((key) => PLURAL_FORM.test(key) && key.replace(PLURAL_FORM, '') === last)
    if (parent?.[last] === undefined && !forms.length) throw new Error(`pageStrings: ${selector} names nothing in ${locale}/${ns}.json`)
    // Rebuild the path down to the part, beside any other part of the same namespace already taken.
    let target = (strings[ns] ??= {})
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>
    for (const key of parent?.[last] === undefined ? forms : [last]) target[key] = parent![key]
  }
  for (const selector of selectors.filter((s) => s.startsWith('!'))) {
    const [ns, ...path] = selector.slice(1).split('.') as [Namespace, ...string[]]
    const last = path.pop()!
    // Copied on the way down: the resources themselves are shared by every request.
    let node = (strings[ns] = { ...strings[ns] })
    for (const part of path) node = node[part] = { ...(node[part] as Record<string, unknown>) }
    delete node[last]
  }
  return strings as PageStrings
}

/**
 * A route loader's strings: `return json({ ...data, i18n: await routeStrings(request, ['auth']) })`,
 * or a part of a namespace: `['cpd', 'messages.cpd']`.
 * The frame's namespaces come from the root loader; name only the page's own.
 */
export async function routeStrings(request: Request, selectors: readonly StringsSelector[]): Promise<PageStrings> {
  return pageStrings(await getLocale(request), selectors)
}

// ---------------------------------------------------------------------------------------------------
// Messages: what actions, services and the API answer with, as keys (validation/messages.ts).

/** The namespaces of the messages server code answers with (schemas, services, toasts, API). */
export const MESSAGE_NAMESPACES = ['validation', 'messages'] as const satisfies readonly Namespace[]

/**
 * A message in text: `⟦ns:key⟧` or `⟦ns:key|values⟧`, the values percent-encoded JSON. Matched in a
 * string as it is and inside JSON text, whose quotes and backslashes never appear in one.
 */
const MESSAGE = new RegExp(`${MESSAGE_OPEN}((?:${MESSAGE_NAMESPACES.join('|')}):[\\w.-]+)(?:\\|([^${MESSAGE_OPEN}${MESSAGE_CLOSE}"\\\\]*))?${MESSAGE_CLOSE}`, 'g')

function decodeValues(encoded: string | undefined): Values | null {
  if (!encoded) return {}
  try {
    const values: unknown = JSON.parse(decodeURIComponent(encoded))
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Values) : null
  } catch {
    return null
  }
}

/** Whether `key` names a message in the English catalogue (a made-up key in typed text does not). */
function isMessageKey(key: string): boolean {
  return lookup(resources.en as PageStrings, 'en', key, 'validation', { count: 1 }) !== null
}

/**
 * Every message in `text` in `locale` (a value that is itself a message too: "Failed to create member:
 * {{message}}"); the rest of the text as it is. The one translation of a message, at its door.
 */
export function translateMessages(text: string, locale: Locale): string {
  if (!text.includes(MESSAGE_OPEN)) return text
  return text.replace(MESSAGE, (whole, key: string, encoded: string | undefined) => {
    const values = decodeValues(encoded)
    if (!values || !isMessageKey(key)) return whole
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string') values[name] = translateMessages(value, locale)
    }
    return i18next.getFixedT(locale)(key, values) as string
  })
}

/** Every message in a JSON text in `locale`, each written as JSON string content. */
export function translateMessagesInJson(json: string, locale: Locale): string {
  if (!json.includes(MESSAGE_OPEN)) return json
  return json.replace(MESSAGE, (whole) => {
    const translated = translateMessages(whole, locale)
    return translated === whole ? whole : JSON.stringify(translated).slice(1, -1)
  })
}

/** Whether a text still holds a catalogued message no door has translated (a check for tests). */
export function hasUntranslatedMessage(text: string): boolean {
  return translateMessages(text, DEFAULT_LOCALE) !== text
}
