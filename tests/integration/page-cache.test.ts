import { describe, expect, test } from 'vitest'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { createPractitioner, createUser, signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 22: a visitor's directory page and profile are kept as HTML (server/page-cache.ts) and served
 * again with a fresh CSP nonce, until the listings change; nobody signed in is ever served a kept page,
 * and no signed-in page is ever kept.
 */
const server = useTestServer()

async function visit(path: string, headers: Record<string, string> = {}, options: { cookie?: string; token?: string } = {}) {
  const response = await get(server.baseUrl, path, { headers, ...options })
  const html = await response.text()
  const csp = response.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
  return { status: response.status, cache: response.headers.get('x-page-cache'), html, nonce, headers: response.headers }
}

/** The nonces the page's scripts carry. */
const scriptNonces = (html: string) => [...new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]))]

describe('a visitor', () => {
  test('is served the kept directory page again, the same page with a nonce of its own that its scripts carry', async () => {
    const listing = await createPractitioner({ name: `Kept Page ${Date.now()}` })
    await invalidateDirectory({ listingIds: [listing.id] })
    const path = `/find-practitioner?search=${encodeURIComponent(listing.name)}`
    const first = await visit(path)
    const second = await visit(path)
    expect(first.status).toBe(200)
    expect(first.cache).toBe('miss')
    expect(second.cache).toBe('hit')
    expect(second.html).toContain(listing.name)
    expect(scriptNonces(first.html)).toEqual([first.nonce])
    expect(scriptNonces(second.html)).toEqual([second.nonce])
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.html.replaceAll(second.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'))
    // The same headers as drawn, the per-person ones decided again.
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(second.headers.get('vary')).toBe(first.headers.get('vary'))
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
  })

  test('sees a change of a listing at once, on the directory page and the profile', async () => {
    const listing = await createPractitioner({ name: `Before Change ${Date.now()}` })
    await invalidateDirectory({ listingIds: [listing.id] })
    const profile = `/practitioner/${listing.id}`
    await visit(profile)
    expect((await visit(profile)).cache).toBe('hit')
    const search = `/find-practitioner?search=${encodeURIComponent('Change')}`
    await visit(search)

    await Listing.updateOne({ _id: listing.id }, { $set: { name: `After Change ${Date.now()}` } })
    await invalidateDirectory({ listingIds: [listing.id] })

    const changed = await visit(profile)
    expect(changed.cache).toBe('miss')
    expect(changed.html).toContain('After Change')
    expect(changed.html).not.toContain('Before Change')
    const listed = await visit(search)
    expect(listed.html).toContain('After Change')
    expect(listed.html).not.toContain('Before Change')
  })

  test('is kept apart by language: Accept-Language, the lng cookie, and ?lng= which sets the cookie each time', async () => {
    const path = '/find-practitioner?state=Sabah'
    const english = await visit(path, { 'accept-language': 'en' })
    const malay = await visit(path, { 'accept-language': 'ms' })
    expect(english.html).toContain('<html lang="en"')
    expect(malay.html).toContain('<html lang="ms"')
    expect((await visit(path, { 'accept-language': 'ms' })).html).toContain('<html lang="ms"')
    expect((await visit(path, { 'accept-language': 'en' })).html).toContain('<html lang="en"')
    const byCookie = await visit(path, { 'accept-language': 'en' }, { cookie: 'lng=ms' })
    expect(byCookie.html).toContain('<html lang="ms"')
    expect((await visit(path, { 'accept-language': 'en' }, { cookie: 'lng=ms' })).cache).toBe('hit')

    // Choosing the language sets its cookie: never answered from the cache, which would leave it out.
    for (let i = 0; i < 2; i++) {
      const chosen = await visit(`${path}&lng=ms`, { 'accept-language': 'en' })
      expect(chosen.cache).toBe('miss')
      expect(chosen.html).toContain('<html lang="ms"')
      expect(chosen.headers.get('set-cookie')).toMatch(/^lng=ms/)
    }
  })

  test('who dismissed the disclaimer banner is kept apart from who did not', async () => {
    // The directory's pages say their disclaimer themselves, but the page's data carries the dismissal.
    const path = '/find-practitioner?state=Sarawak'
    const dismissal = { cookie: 'empam_disclaimer_dismissed=1' }
    expect((await visit(path)).cache).toBe('miss')
    expect((await visit(path, {}, dismissal)).cache).toBe('miss')
    expect((await visit(path)).cache).toBe('hit')
    expect((await visit(path, {}, dismissal)).cache).toBe('hit')
  })
})

describe('someone signed in', () => {
  test('is never served a kept page, and their page is never kept for anyone else', async () => {
    const member = await createUser({ firstName: 'Cached', lastName: `Nobody ${Date.now()}` })
    const { cookie, token } = await signIn(member.id)
    const path = '/find-practitioner?state=Johor'
    await visit(path)
    expect((await visit(path)).cache).toBe('hit')

    for (const signedIn of [{ cookie }, { token }]) {
      const theirs = await visit(path, {}, signedIn)
      expect(theirs.cache).toBeNull()
      expect(theirs.html).toContain(member.lastName)
    }
    const visitor = await visit(path)
    expect(visitor.cache).toBe('hit')
    expect(visitor.html).not.toContain(member.lastName)
  })

  test('another cookie (a toast, an unknown one) passes the cache by', async () => {
    const path = '/find-practitioner?state=Kedah'
    await visit(path)
    expect((await visit(path, {}, { cookie: 'something=else' })).cache).toBeNull()
  })
})

describe('what is never kept', () => {
  test('a missing profile (404) and a data request of a client-side navigation', async () => {
    const missing = '/practitioner/000000000000000000000000'
    expect((await visit(missing)).status).toBe(404)
    expect((await visit(missing)).cache).toBe('miss')
    const data = await get(server.baseUrl, '/find-practitioner?_data=routes%2F_public%2B%2Ffind-practitioner')
    expect(data.headers.get('content-type')).toContain('application/json')
    expect(data.headers.get('x-page-cache')).toBeNull()
  })

  test('other pages, such as the home page, are drawn every time', async () => {
    expect((await visit('/')).cache).toBeNull()
    expect((await visit('/')).cache).toBeNull()
  })
})
