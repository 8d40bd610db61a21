import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '#app/domain/locale.ts'
import { resources } from './resources.server.ts'

/**
 * Every key in every language: a sentence added in one file and forgotten in the other fails here,
 * as does a translation that drops, renames or adds a placeholder.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const name = prefix ? `${prefix}.${key}` : key
      if (typeof value === 'string') out.set(name, value)
      else for (const [k, v] of leaves(value, name)) out.set(k, v)
    }
  }
  return out
}

/** Keys with their plural forms folded together: `x_one`/`x_other` in English is `x_other` in Malay. */
const baseKeys = (strings: Map<string, string>) => new Set([...strings.keys()].map((key) => key.replace(PLURAL, '')))
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]).sort()
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort()

/**
 * Words Malay writes as English does (names, brands, loanwords), place names, and strings made only of
 * placeholders and signs. Anything else the same in both files was left untranslated.
 */
const SAME_IN_BOTH = new Set(['Status', 'WhatsApp', 'WhatsApp:', 'DuitNow', 'Maybank2u', 'CIMB Clicks', 'Logo', 'CPD', 'Menu', 'Webinar', 'EMPAM', 'Bank: ', 'Bahasa Malaysia', 'Kota Kinabalu, Malaysia', 'https://…', 'PDF, {{size}}', '{{size}} KB', '{{size}} MB', 'Agenda', 'Agenda:', '{{title}} (PDF, {{size}})'])
const isSameInBothLanguages = (key: string, text: string) =>
  SAME_IN_BOTH.has(text) || key.startsWith('locations.') || !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''))

const namespaces = Object.keys(resources.en) as Array<keyof typeof resources.en>

describe.each(namespaces)('the %s namespace', (ns) => {
  const en = leaves(resources.en[ns])
  const ms = leaves(resources.ms[ns])

  test('has the same keys in English and Malay', () => {
    const missingInMalay = [...baseKeys(en)].filter((key) => !baseKeys(ms).has(key))
    const missingInEnglish = [...baseKeys(ms)].filter((key) => !baseKeys(en).has(key))
    expect(missingInMalay, `in ${ns}.json (en) but not in ms`).toEqual([])
    expect(missingInEnglish, `in ${ns}.json (ms) but not in en`).toEqual([])
  })

  test('has the plural forms each language needs', () => {
    for (const [locale, strings] of [['en', en], ['ms', ms]] as const) {
      const rules = new Intl.PluralRules(locale)
      const categories = rules.resolvedOptions().pluralCategories
      for (const base of new Set([...strings.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))) {
        for (const category of categories) expect(strings.has(`${base}_${category}`), `${locale}/${ns}: ${base}_${category}`).toBe(true)
      }
    }
  })

  test('keeps every placeholder and markup tag in the translation', () => {
    for (const [key, english] of en) {
      const base = key.replace(PLURAL, '')
      const malay = ms.get(key) ?? ms.get(`${base}_other`)
      if (malay === undefined) continue
      // A plural's "one" form may spell the number out; its other forms keep {{count}}.
      const expected = placeholders(english).filter((p) => !(key.endsWith('_one') && p === 'count'))
      const found = placeholders(malay).filter((p) => !(key.endsWith('_one') && p === 'count'))
      expect(new Set(found), `${ns}:${key} placeholders`).toEqual(new Set(expected))
      expect(tags(malay), `${ns}:${key} markup`).toEqual(tags(english))
    }
  })

  test('says every sentence in Malay: a Malay string is the English one only for a name or a shared word', () => {
    const leftInEnglish = [...en].filter(([key, english]) => ms.get(key) === english && !isSameInBothLanguages(key, english)).map(([key]) => key)
    expect(leftInEnglish, `ms/${ns}.json: left in English`).toEqual([])
  })

  test('has no empty translation', () => {
    for (const [locale, strings] of [['en', en], ['ms', ms]] as const) {
      for (const [key, text] of strings) expect(text.trim(), `${locale}/${ns}:${key}`).not.toBe('')
    }
  })
})

test('every locale file is registered, and every registered namespace has both files', () => {
  const folder = path.resolve('app/locales')
  for (const locale of LOCALES) {
    const files = fs.readdirSync(path.join(folder, locale)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''))
    expect(files.sort(), locale).toEqual([...namespaces].sort())
  }
})
