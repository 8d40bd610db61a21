import { expect, test } from 'vitest'
import { stringsOfMatches } from './i18n.ts'

test("a route's strings are laid over its parents' part by part, not namespace by namespace", () => {
  const { locale, strings } = stringsOfMatches([
    { id: 'root', data: { locale: 'ms', i18n: { common: { yes: 'Ya' } } } },
    // The dashboard's frame sends its own part of the namespace …
    { id: 'frame', data: { i18n: { dashboard: { title: 'Papan pemuka', tabs: { cpd: 'CPD' } }, lists: { membershipTypes: { a: 'A' } } } } },
    // … and the tab inside it another part, and a second part of a part the frame sent.
    { id: 'tab', data: { i18n: { dashboard: { stats: { hours: 'Jam' }, tabs: { profile: 'Profil' } }, lists: { cpdStatuses: { approved: 'Diluluskan' } } } } },
  ])
  expect(locale).toBe('ms')
  expect(strings).toEqual({
    common: { yes: 'Ya' },
    dashboard: { title: 'Papan pemuka', tabs: { cpd: 'CPD', profile: 'Profil' }, stats: { hours: 'Jam' } },
    lists: { membershipTypes: { a: 'A' }, cpdStatuses: { approved: 'Diluluskan' } },
  })
})

test("merging never changes a loader's own strings (they are shared by every request on the server)", () => {
  const frame = { dashboard: { tabs: { cpd: 'CPD' } } }
  stringsOfMatches([
    { id: 'frame', data: { i18n: frame } },
    { id: 'tab', data: { i18n: { dashboard: { tabs: { profile: 'Profile' } } } } },
  ])
  expect(frame).toEqual({ dashboard: { tabs: { cpd: 'CPD' } } })
})

test("one render's components share one merge; other data, or a route's data changed, are merged anew", () => {
  const root = { locale: 'en', i18n: { common: { yes: 'Yes' } } }
  const tab = { i18n: { cpd: { add: 'Add' } } }
  // Each component asks with its own array of matches over the same data (react-router's useMatches).
  const first = stringsOfMatches([{ id: 'root', data: root }, { id: 'tab', data: tab }])
  expect(stringsOfMatches([{ id: 'root', data: root }, { id: 'tab', data: tab }])).toBe(first)
  const otherRoot = { locale: 'ms', i18n: { common: { yes: 'Ya' } } }
  const again = stringsOfMatches([{ id: 'root', data: otherRoot }, { id: 'tab', data: tab }])
  expect(again).not.toBe(first)
  expect(again).toEqual({ locale: 'ms', strings: { common: { yes: 'Ya' }, cpd: { add: 'Add' } } })
  expect(stringsOfMatches([{ id: 'root', data: root }, { id: 'layout', data: null }, { id: 'tab', data: tab }]).strings).toEqual(first.strings)
})
