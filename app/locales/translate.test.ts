import { createInstance } from 'i18next'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '#app/domain/locale.ts'
import { resources } from './resources.server.ts'
import { interpolate, lookup } from './translate.ts'
import type { Namespace, PageStrings } from './types.ts'

/**
 * The browser's lookup (translate.ts) must answer exactly as i18next, which the server uses for mails,
 * toasts and the API: for every key of every namespace, in each language, with sample values for its
 * placeholders and counts of 0, 1, 2 and 5.
 */

const i18next = createInstance()
void i18next.init({
  resources,
  supportedLngs: [...LOCALES],
  fallbackLng: 'en',
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initImmediate: false,
})

function* keysOf(tree: unknown, prefix = ''): Generator<{ key: string; text: string }> {
  if (!tree || typeof tree !== 'object') return
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (typeof value === 'string') yield { key, text: value }
    else yield* keysOf(value, key)
  }
}

const namespaces = Object.keys(resources.en) as Namespace[]

describe.each(LOCALES)('in %s', (locale) => {
  const strings = resources[locale] as PageStrings
  test.each(namespaces)('every key of %s reads as i18next reads it', (ns) => {
    for (const { key, text } of keysOf(resources[locale][ns])) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
      const names = [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]!)
      const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]))
      const counts = base === key ? [undefined] : [0, 1, 2, 5]
      for (const count of counts) {
        const withCount = count === undefined ? values : { ...values, count }
        const ours = interpolate(lookup(strings, locale, `${ns}:${base}`, 'common', withCount) ?? '∅', withCount)
        expect(ours, `${locale} ${ns}:${base} (count ${count})`).toBe(i18next.getFixedT(locale, ns)(base, withCount))
      }
    }
  })
})

test('a key in the default namespace, another namespace by prefix, and a missing key', () => {
  const strings = resources.ms as PageStrings
  expect(lookup(strings, 'ms', 'main.home', 'nav')).toBe('Utama')
  expect(lookup(strings, 'ms', 'nav:main.about', 'common')).toBe('Tentang Kami')
  expect(lookup(strings, 'ms', 'main.nothing', 'nav')).toBeNull()
  expect(lookup({}, 'ms', 'main.home', 'nav')).toBeNull()
})

test('interpolate fills every placeholder and leaves one without a value as written', () => {
  expect(interpolate('{{a}} and {{ b }}', { a: 1, b: 'two' })).toBe('1 and two')
  expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}')
})
