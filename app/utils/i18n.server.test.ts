import { describe, expect, test } from 'vitest'
import { resources } from '#app/locales/resources.server.ts'
import { findMessage, fixedT, getApiLocale, getLocale, localeCookieHeader, MESSAGE_NAMESPACES, pageStrings, translateMessage } from './i18n.server.ts'

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers })

describe('the language of a page: ?lng, then the lng cookie, then Accept-Language, then English', () => {
  test.each([
    ['nothing at all', '/', {}, 'en'],
    ['Accept-Language ms', '/', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' }, 'ms'],
    ['Accept-Language preferring English', '/', { 'accept-language': 'en-GB,ms;q=0.5' }, 'en'],
    ['a language the site lacks', '/', { 'accept-language': 'zh-CN,fr;q=0.8' }, 'en'],
    ['the cookie over Accept-Language', '/', { cookie: 'lng=en', 'accept-language': 'ms' }, 'en'],
    ['the cookie among others', '/', { cookie: 'empam_session=abc; lng=ms; other=1' }, 'ms'],
    ['?lng over the cookie', '/?lng=en', { cookie: 'lng=ms' }, 'en'],
    ['?lng over Accept-Language', '/about?lng=ms', { 'accept-language': 'en' }, 'ms'],
    ['an unknown ?lng falls through to the cookie', '/?lng=xx', { cookie: 'lng=ms' }, 'ms'],
    ['an unknown cookie falls through to Accept-Language', '/', { cookie: 'lng=klingon', 'accept-language': 'ms' }, 'ms'],
  ])('%s', async (_name, url, headers, expected) => {
    expect(await getLocale(request(url, headers))).toBe(expected)
  })

  test('the API listens to Accept-Language only', async () => {
    expect(await getApiLocale(request('/api/x', { 'accept-language': 'ms' }))).toBe('ms')
    expect(await getApiLocale(request('/api/x?lng=ms', { cookie: 'lng=ms' }))).toBe('en')
    expect(await getApiLocale(request('/api/x'))).toBe('en')
  })
})

test('?lng is remembered in the lng cookie, once', async () => {
  expect(await localeCookieHeader(request('/about?lng=ms'))).toMatch(/^lng=ms; Path=\/; Max-Age=31536000; SameSite=Lax/)
  expect(await localeCookieHeader(request('/about?lng=ms', { cookie: 'lng=ms' }))).toBeNull()
  expect(await localeCookieHeader(request('/about?lng=en', { cookie: 'lng=ms' }))).toMatch(/^lng=en;/)
  expect(await localeCookieHeader(request('/about?lng=xx'))).toBeNull()
  expect(await localeCookieHeader(request('/about'))).toBeNull()
})

test('a page is handed exactly the namespaces it names, in its language', () => {
  const strings = pageStrings('ms', ['nav', 'errors'])
  expect(Object.keys(strings).sort()).toEqual(['errors', 'nav'])
  expect(strings.nav?.main.about).toBe('Tentang Kami')
})

test('a part of a namespace is sent alone, beside other parts of it', () => {
  const strings = pageStrings('ms', ['messages.auth', 'messages.cpd', 'nav.main'])
  expect(Object.keys(strings.messages ?? {}).sort()).toEqual(['auth', 'cpd'])
  expect(strings.messages?.cpd.saveFailed).toBe('Gagal menyimpan rekod CPD')
  expect(strings.nav).toEqual({ main: resources.ms.nav.main })
  expect(pageStrings('en', ['messages', 'messages.auth']).messages).toBe(resources.en.messages)
  expect(() => pageStrings('en', ['messages.nothing' as never])).toThrow(/names nothing/)
  // A part left out, and nothing else with it (nor in the shared resources).
  const without = pageStrings('en', ['auth', '!auth.forgot.debug'])
  expect(without.auth?.forgot).not.toHaveProperty('debug')
  expect(without.auth?.forgot.title).toBe('Forgot Password')
  expect(resources.en.auth.forgot.debug.title).toBe('Development mode')
})

test("a plural key is named by its base and sent in each language's own forms", () => {
  expect(pageStrings('en', ['cpd.hours_other'])).toEqual({ cpd: { hours_other: '{{hours}} hours' } })
  expect(pageStrings('en', ['cpd.hours'])).toEqual({ cpd: { hours_one: '{{hours}} hour', hours_other: '{{hours}} hours' } })
  // Malay has one form; asking for English's _one there was a 500 on /admin/cpd?lng=ms.
  expect(pageStrings('ms', ['cpd.hours'])).toEqual({ cpd: { hours_other: '{{hours}} jam' } })
  expect(() => pageStrings('ms', ['cpd.noSuchKey'])).toThrow(/names nothing/)
})

test('server t for a known language', () => {
  expect(fixedT('ms', 'nav')('main.findPractitioner')).toBe('Cari Pengamal')
  expect(fixedT('en', 'nav')('registrationNumber', { number: 'PPM-1' })).toBe('Reg. No. PPM-1')
})

function* leaves(tree: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [prefix, tree]
  else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) yield* leaves(v, prefix ? `${prefix}.${k}` : k)
}

describe('the message catalogues', () => {
  const english = MESSAGE_NAMESPACES.flatMap((ns) => [...leaves(resources.en[ns])].map(([key, text]) => ({ ns, key, text })))

  test('every English message is found again from its words, with its values (no two sentences read alike)', () => {
    for (const { ns, key, text } of english) {
      const values: Record<string, string | number> = {}
      const filled = text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
        values[name] = name === 'count' ? 7 : `«${name}»`
        return String(values[name])
      })
      const found = findMessage(filled)
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
      if (!found) throw new Error(`${ns}:${key} ("${filled}") is not found from its words`)
      // Two keys may share English words only when Malay says them alike too.
      if (found.key !== `${ns}:${base}`) {
        expect(translateMessage(filled, 'ms'), `${ns}:${key} reads as ${found.key}`).toBe(fixedT('ms', ns)(base as never, values))
      } else if (!key.endsWith('_one')) {
        expect(found.values).toEqual(values)
      }
    }
  })

  test('a message is answered in Malay, English stays as it is, an unknown sentence passes through', () => {
    const sample = english.find(({ text }) => !text.includes('{{'))
    if (!sample) return
    expect(translateMessage(sample.text, 'en')).toBe(sample.text)
    expect(translateMessage(sample.text, 'ms')).toBe(fixedT('ms', sample.ns)(sample.key as never))
    expect(translateMessage('Some sentence no catalogue has', 'ms')).toBe('Some sentence no catalogue has')
  })
})
