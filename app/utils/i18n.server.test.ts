import { describe, expect, test } from 'vitest'
import { resources } from '#app/locales/resources.server.ts'
import { fixedT, getApiLocale, getLocale, hasUntranslatedMessage, localeCookieHeader, MESSAGE_NAMESPACES, pageStrings, translateMessages, translateMessagesInJson } from './i18n.server.ts'
import { lookup } from '#app/locales/translate.ts'
import { message } from '#app/validation/messages.ts'

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

describe('messages travel as keys and are translated once, at the door', () => {
  const english = MESSAGE_NAMESPACES.flatMap((ns) => [...leaves(resources.en[ns])].map(([key, text]) => ({ ns, key, text })))

  test('every message of the catalogues is in both languages and reads as its own key, with its values', () => {
    for (const { ns, key } of english) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
      const values = { count: 7, name: '«name»', max: 3, min: 1, email: 'a@b.my' }
      for (const locale of ['en', 'ms'] as const) {
        expect(lookup(resources[locale] as never, locale, `${ns}:${base}`, 'validation', values), `${locale}/${ns}.json has ${base}`).not.toBeNull()
        expect(translateMessages(message(`${ns}:${base}` as never, values), locale)).toBe(fixedT(locale, ns)(base as never, values))
      }
    }
  })

  test('two keys with one English sentence keep their own Malay; a value that reads like another message stays a value', () => {
    expect(translateMessages(message('messages:cpd.notFound'), 'en')).toBe(translateMessages(message('messages:review.notFound'), 'en'))
    expect(translateMessages(message('messages:cpd.notFound'), 'ms')).toBe(fixedT('ms', 'messages')('cpd.notFound'))
    expect(translateMessages(message('messages:review.notFound'), 'ms')).toBe(fixedT('ms', 'messages')('review.notFound'))
    const words = fixedT('en', 'validation')('email.invalid')
    expect(translateMessages(message('messages:upload.documentRefused', { name: 'a.pdf', message: words }), 'ms')).toContain(words)
  })

  test('a message inside a message, or inside other text, is translated where it stands', () => {
    const nested = message('messages:listing.failedWith', { prefix: message('messages:cpd.notFound'), message: message('email.invalid') })
    expect(translateMessages(nested, 'ms')).toBe(`${fixedT('ms', 'messages')('cpd.notFound')}: Alamat e-mel tidak sah`)
    expect(translateMessages(`Line 3: ${message('email.invalid')}`, 'ms')).toBe('Line 3: Alamat e-mel tidak sah')
    expect(translateMessagesInJson(JSON.stringify({ message: message('messages:upload.documentRefused', { name: 'say "hi"\\', message: 'x' }) }), 'en')).toBe(
      JSON.stringify({ message: fixedT('en', 'messages')('upload.documentRefused', { name: 'say "hi"\\', message: 'x' }) }),
    )
  })

  test('text that only looks like a message passes through as typed', () => {
    for (const typed of ['⟦validation:no.such.key⟧', '⟦validation:email.invalid|%7Bbroken⟧', '⟦other:email.invalid⟧', 'Plain words']) {
      expect(translateMessages(typed, 'ms')).toBe(typed)
      expect(hasUntranslatedMessage(typed)).toBe(false)
    }
    expect(hasUntranslatedMessage(`x ${message('email.invalid')}`)).toBe(true)
  })
})
