import { expect, test } from 'vitest'
import { isLocale, localized, localizedField, localizedHref } from './locale.ts'

test('the same page in another language keeps the path and the query, and replaces lng', () => {
  expect(localizedHref({ pathname: '/find-practitioner', search: '?state=Sabah&page=2' }, 'ms')).toBe('/find-practitioner?state=Sabah&page=2&lng=ms')
  expect(localizedHref({ pathname: '/about', search: '?lng=ms' }, 'en')).toBe('/about?lng=en')
  expect(localizedHref({ pathname: '/about', search: '?lng=ms&x=1' }, null)).toBe('/about?x=1')
  expect(localizedHref({ pathname: '/', search: '' }, 'ms')).toBe('/?lng=ms')
  // Remix's data-request markers never end up in a link.
  expect(localizedHref({ pathname: '/login', search: '?_data=root&redirectTo=%2Fprofile' }, 'ms')).toBe('/login?redirectTo=%2Fprofile&lng=ms')
})

test('only the site languages are locales', () => {
  expect(isLocale('ms')).toBe(true)
  expect(isLocale('en')).toBe(true)
  expect(isLocale('fr')).toBe(false)
  expect(isLocale('MS')).toBe(false)
  expect(isLocale(undefined)).toBe(false)
})

test('a stored text in the page language where it is written, English otherwise, saying which', () => {
  const article = { title: 'Annual meeting', titleMs: 'Mesyuarat agung tahunan', excerpt: 'Members met.', excerptMs: '  ' }
  expect(localizedField(article, 'title', 'ms')).toEqual({ text: 'Mesyuarat agung tahunan', lang: 'ms' })
  expect(localizedField(article, 'title', 'en')).toEqual({ text: 'Annual meeting', lang: 'en' })
  expect(localizedField(article, 'excerpt', 'ms')).toEqual({ text: 'Members met.', lang: 'en' })
  expect(localized({ en: { a: 1 }, ms: { a: 2 } }, 'ms')).toEqual({ a: 2 })
})
