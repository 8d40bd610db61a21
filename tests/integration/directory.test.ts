import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import { afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { DirectoryChange, DirectoryState, invalidateDirectory } from '#app/models/directory-version.server.ts'
import { getDirectorySnapshot } from '#app/services/directory/snapshot.server.ts'
import { listDirectorySitemapEntries } from '#app/services/directory/search.server.ts'
import { Listing as ListingModel } from '#app/models/listing.server.ts'
import { User } from '#app/models/user.server.ts'
import { createPractitioner, createUser } from '#tests/factories.ts'
import { get, sendJson, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

type Listing = Awaited<ReturnType<typeof createPractitioner>>

const page = async (query = '') => {
  const response = await get(server.baseUrl, `/find-practitioner${query}`)
  return { status: response.status, html: await response.text() }
}
const api = (query = '') => get(server.baseUrl, `/api/practitioners${query}`)
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
/** The practitioner names on the page's cards, in order. */
const cardNames = (html: string) => [...html.matchAll(/<h3[^>]*><a[^>]*href="\/practitioner\/[0-9a-f]{24}"[^>]*>([^<]+)<\/a>/g)].map((m) => decode(m[1]!))

/**
 * The names the page shows for that query, asked again until they are the expected ones: a change made
 * elsewhere reaches this process at its next version check. Gives up after 20 s (far beyond that check,
 * a bound on waiting rather than a speed to reach) and answers what it last saw, for the failure message.
 */
async function pollNames(query: string, expected: string[]) {
  const giveUpAt = Date.now() + 20_000
  for (;;) {
    const names = cardNames((await page(query)).html)
    if (JSON.stringify(names) === JSON.stringify(expected) || Date.now() > giveUpAt) return names
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// Seventeen listings in Perlis make two pages there; the rest each test one thing. These nineteen visible
// listings (and one inactive) are the whole directory at the start of every test, whatever the order the
// tests run in: a test that adds or changes listings has them removed after it (see afterEach).
let perlis: Listing[] = []
let lotus: Listing
let noPhone: Listing
let inactive: Listing

beforeAll(async () => {
  perlis = []
  for (let i = 1; i <= 17; i++) {
    perlis.push(
      await createPractitioner({
        name: `Perlis Person ${String(i).padStart(2, '0')}`,
        state: 'Perlis',
        location: 'Kangar, Malaysia',
        specialties: i % 2 ? ['Air', 'Reiki'] : ['Water/Beverage'],
      }),
    )
  }
  lotus = await createPractitioner({
    salutation: 'Dr.',
    name: 'Amara Lopez',
    title: 'Certified Sound Practitioner',
    businessName: 'Lotus (Healing) Centre',
    state: 'Selangor',
    location: 'Petaling Jaya, Malaysia',
    specialties: ['Soul', 'Mental/Emotion', 'Body', 'Sound Therapy'],
    description: 'Gentle sound baths for rest and recovery, alongside your medical care.',
    phone: '+60 12-345 6789',
    email: 'amara@lotus.example',
    // Her member chose to show the address (issue 36, item 6); the others' stays hidden.
    publishEmail: true,
    rating: 87,
    reviewCount: 12,
    experience: 9,
  })
  noPhone = await createPractitioner({ name: 'Quiet Quentin', phone: '', state: 'Labuan', reviewCount: 0, rating: 0 })
  inactive = await createPractitioner({ name: 'Retired Rahman', isActive: false, state: 'Labuan' })
  await invalidateDirectory()
})

afterEach(async () => {
  const fixtures = [...perlis, lotus, noPhone, inactive].map((listing) => listing.id)
  const added = await ListingModel.deleteMany({ _id: { $nin: fixtures } })
  if (added.deletedCount) await invalidateDirectory()
})

describe('the directory page', () => {
  test('renders the results server-side, sorted by name, with the count', async () => {
    const { status, html } = await page()
    expect(status).toBe(200)
    expect(html).toContain('<h1')
    expect(html).toContain('Find a Practitioner')
    expect(html).toContain('19 practitioners found')
    const names = cardNames(html)
    expect(names).toHaveLength(12)
    expect(names[0]).toBe('Dr. Amara Lopez')
    expect(names.slice(1, 12)).toEqual(perlis.slice(0, 11).map((p) => p.name))
    expect(html).not.toContain('Retired Rahman')
    // The search form is a GET form with the spec's placeholder, and the lists come from the constants.
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/find-practitioner"/)
    expect(html).toContain('placeholder="Search by name or practice..."')
    expect((html.match(/<select[^>]*name="state"[\s\S]*?<\/select>/)![0].match(/<option/g) ?? []).length).toBe(26)
    expect((html.match(/<select[^>]*name="specialty"[\s\S]*?<\/select>/)![0].match(/<option/g) ?? []).length).toBe(11)
    expect(html).toContain('All Locations')
    expect(html).toContain('All Pillar Specialities')
    expect(html).toContain('Practitioners write their own listings.')
    expect(html).toContain('Tips for choosing a practitioner')
  })

  test('a card shows initials, two badges and "+N more", who stands behind it (never a rating: issue 19) and a Contact link', async () => {
    const { html } = await page('?search=lotus')
    const card = html.slice(html.indexOf('id="result-1"'), html.indexOf('</article>', html.indexOf('id="result-1"')))
    expect(card).toMatch(/>AL</)
    expect(card).toContain('>Soul</li>')
    expect(card).toContain('>Mental/Emotion</li>')
    expect(card).not.toContain('>Body</li>')
    expect(card).toContain('+2 more')
    expect(card).toContain('Self-listed')
    expect(card).not.toContain('8.7')
    expect(card).not.toContain('★')
    expect(card).not.toContain('reviews')
    expect(card).toContain('line-clamp-3')
    expect(card).toContain(`href="/practitioner/${lotus.id}#contact"`)
    expect(card).toContain(`href="/practitioner/${lotus.id}"`)

    const quiet = await page('?search=quentin')
    expect(withoutScripts(quiet.html)).not.toContain('No reviews yet')
  })

  test('filters by the address: search text, location and speciality, in any case', async () => {
    expect((await page('?search=LOPEZ')).html).toContain('1 practitioner found')
    expect((await page('?search=petaling')).html).toContain('1 practitioner found')
    expect((await page('?search=sound+therapy')).html).toContain('1 practitioner found')
    const perlisPage = await page('?state=Perlis')
    expect(perlisPage.html).toContain('17 practitioners found')
    expect(perlisPage.html).toMatch(/<option value="Perlis" selected="">/)
    expect((await page('?state=All+Locations&specialty=All+Pillar+Specialities')).html).toContain('19 practitioners found')
    expect((await page('?state=Perlis&specialty=Air')).html).toContain('9 practitioners found')
    expect((await page('?specialty=all')).html).toContain('19 practitioners found')
    const typed = await page('?search=quentin&state=Labuan')
    expect(typed.html).toContain('value="quentin"')
    expect(cardNames(typed.html)).toEqual(['Quiet Quentin'])
  })

  test('page links reach the next page, which lists only its own cards (issue 19)', async () => {
    const first = await page('?state=Perlis')
    expect(cardNames(first.html)).toHaveLength(12)
    expect(first.html).toContain('Showing 1–12 of 17')
    expect(decode(first.html)).toContain('href="/find-practitioner?state=Perlis&page=2"')
    // "Load more" needs JavaScript: the server-rendered page offers the links.
    expect(withoutScripts(first.html)).not.toContain('Load more practitioners</button>')

    const second = await page('?state=Perlis&page=2')
    expect(cardNames(second.html)).toEqual(perlis.map((p) => p.name).slice(12))
    expect(second.html).toContain('id="result-13"')
    expect(second.html).toContain('Showing 13–17 of 17')
    expect(decode(second.html)).toContain('href="/find-practitioner?state=Perlis"')

    // A page past the end is the last; one that is not a number is the first.
    expect(cardNames((await page('?state=Perlis&page=40')).html)).toHaveLength(5)
    expect(cardNames((await page('?state=Perlis&page=abc')).html)).toHaveLength(12)
  })

  test('no match shows the empty state', async () => {
    const { status, html } = await page('?search=no+such+practitioner')
    expect(status).toBe(200)
    expect(html).toContain('0 practitioners found')
    expect(html).toContain('No practitioners found')
    expect(html).toContain('Try adjusting your search criteria or browse all practitioners by clearing the filters.')
    expect(cardNames(html)).toEqual([])
    expect(withoutScripts(html)).not.toContain('Pages of results')
  })

  test.each(['(', '.*', '[', '\\', '{"$gt":""}', ')', '*', '+'])('treats %j as plain text', async (hostile) => {
    const { status, html } = await page(`?search=${encodeURIComponent(hostile)}`)
    expect(status).toBe(200)
    // A search of no words finds nothing (issue 19: words are matched, punctuation separates them).
    expect(cardNames(html)).toEqual([])
  })

  test('an operator in the parameter name is just an unknown parameter', async () => {
    const { status, html } = await page('?search[$gt]=&state[$ne]=x')
    expect(status).toBe(200)
    expect(html).toContain('19 practitioners found')
  })
})

describe('GET /api/practitioners', () => {
  test('answers the whole filtered list as public objects sorted by name, with X-Total-Count', async () => {
    const response = await api()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('x-total-count')).toBe('19')
    const body = (await response.json()) as Array<Record<string, unknown>>
    expect(body).toHaveLength(19)
    expect(body.map((p) => p.name)).toEqual(['Amara Lopez', ...perlis.map((p) => p.name), 'Quiet Quentin'])
    for (const p of body) {
      expect(p.id).toMatch(/^[0-9a-f]{24}$/)
      expect(p).not.toHaveProperty('_id')
      expect(p).not.toHaveProperty('__v')
    }
    expect(body[0]).toMatchObject({ id: lotus.id, email: 'amara@lotus.example', businessName: 'Lotus (Healing) Centre', rating: 87 })
    // An address its member has not published is not answered (issue 36, item 6).
    expect(body.at(-1)).toMatchObject({ id: noPhone.id, email: '', publishEmail: false })
  })

  test('filters by search, state and specialty; All Locations and all specialities mean no filter', async () => {
    const names = async (query: string) => ((await (await api(query)).json()) as Array<{ name: string }>).map((p) => p.name)
    expect(await names('?search=lopez')).toEqual(['Amara Lopez'])
    expect(await names('?state=Perlis&specialty=Water%2FBeverage')).toHaveLength(8)
    expect(await names('?state=All%20Locations&specialty=all')).toHaveLength(19)
    expect(await names('?state=&specialty=')).toHaveLength(19)
    expect(await names('?specialty=All%20Pillar%20Specialities&search=quentin')).toEqual(['Quiet Quentin'])
  })

  test('pages with page and limit, and sends the total', async () => {
    const first = await api('?state=Perlis&page=1')
    expect(first.headers.get('x-total-count')).toBe('17')
    expect(((await first.json()) as unknown[]).length).toBe(12)
    const second = await api('?state=Perlis&page=2')
    expect(((await second.json()) as Array<{ name: string }>).map((p) => p.name)).toEqual(perlis.slice(12).map((p) => p.name))
    const small = await api('?state=Perlis&page=3&limit=5')
    expect(((await small.json()) as Array<{ name: string }>).map((p) => p.name)).toEqual(perlis.slice(10, 15).map((p) => p.name))
    const limitOnly = await api('?state=Perlis&limit=100')
    expect(((await limitOnly.json()) as unknown[]).length).toBe(17)
    expect(((await (await api('?state=Perlis&page=9')).json()) as unknown[]).length).toBe(0)
  })

  test.each([
    ['limit=101', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['page=0', 'page', 'Page must be a whole number of 1 or more'],
    ['page=1.5', 'page', 'Page must be a whole number of 1 or more'],
    ['page=-2', 'page', 'Page must be a whole number of 1 or more'],
    [`search=${'x'.repeat(101)}`, 'search', 'Search must be at most 100 characters'],
  ])('refuses %s with 400 and the field error', async (query, field, message) => {
    const response = await api(`?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(body.message).toBe(message)
    expect(body.fieldErrors[field]).toEqual([message])
  })

  test.each([
    ['(', 0],
    ['.*', 0],
    ['[', 0],
    ['\\', 0],
    ['{"$gt":""}', 0],
    ['$where', 0],
  ])('treats the search %j as plain text', async (hostile, count) => {
    const response = await api(`?search=${encodeURIComponent(hostile)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe(String(count))
  })

  test('an operator in a parameter name is ignored rather than run', async () => {
    const response = await api('?search[$gt]=&state[$ne]=Perlis')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe('19')
  })

  test('POST is for administrators (401 signed out); other methods answer 405 as JSON', async () => {
    const post = await sendJson(server.baseUrl, 'POST', '/api/practitioners', { name: 'X' })
    expect(post.status).toBe(401)
    expect(await post.json()).toEqual({ message: 'Authentication required' })
    const response = await sendJson(server.baseUrl, 'PATCH', '/api/practitioners', { name: 'X' })
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({ message: 'Method not allowed' })
  })
})

describe('the profile', () => {
  test('shows the listing, its contact card, the disclaimer and schema.org data', async () => {
    const response = await get(server.baseUrl, `/practitioner/${lotus.id}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Dr\. Amara Lopez<\/h1>/)
    expect(html).toContain('Certified Sound Practitioner')
    // A listing no member keeps: "Self-listed", and no membership ID beside it (issue 18, item 7).
    expect(html).toContain('Self-listed')
    expect(withoutScripts(html)).not.toContain(`>${lotus.membershipId}<`)
    expect(html).toContain('9 years')
    expect(html).not.toContain('8.7')
    expect(html).toContain('href="/find-practitioner"')
    expect(html).toContain('Back to Directory')
    expect(html).toContain('id="contact"')
    expect(html).toContain('href="tel:+60123456789"')
    // Each button says what it does (issue 17): a telephone call, an e-mail.
    expect(html).toMatch(/href="tel:\+60123456789"[^>]*>(<svg.*?<\/svg>)?Call</)
    expect(html).toMatch(/href="mailto:amara@lotus\.example\?subject=[^"]+"[^>]*>(<svg.*?<\/svg>)?Email</)
    expect(html).not.toContain('Book Appointment')
    expect(html).toContain('Practitioners write their own listings.')
    expect(html).toContain('Pillar Specialities')

    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html)
    expect(script?.[1]).toBe(nonce)
    const data = JSON.parse(script![2]!) as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      name: 'Lotus (Healing) Centre',
      telephone: '+60123456789',
      email: 'amara@lotus.example',
      url: `http://localhost:3999/practitioner/${lotus.id}`,
      address: { addressLocality: 'Petaling Jaya', addressRegion: 'Selangor', addressCountry: 'Malaysia' },
      employee: { '@type': 'Person', name: 'Amara Lopez' },
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  test('hides Call without a phone', async () => {
    const html = await (await get(server.baseUrl, `/practitioner/${noPhone.id}`)).text()
    const contact = html.slice(html.indexOf('id="contact"'), html.indexOf('</section>', html.indexOf('id="contact"')))
    expect(contact).not.toMatch(/>Call</)
    expect(contact).not.toContain('href="tel:')
    // Its member did not publish the e-mail address: the button leads to the message form instead.
    expect(contact).not.toMatch(/>Email</)
    expect(contact).toMatch(/href="#message"[^>]*>(<svg.*?<\/svg>)?Send a message</)
    expect(contact).not.toContain('mailto:')
    expect(html).not.toContain(noPhone.email)
    expect(html).not.toContain('aggregateRating')
  })

  test.each([
    ['an unknown id', () => '0123456789abcdef01234567'],
    ['a malformed id', () => 'not-an-id'],
    ['an inactive listing', () => inactive.id],
  ])('answers a real 404 page for %s', async (_case, id) => {
    const response = await get(server.baseUrl, `/practitioner/${id()}`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Practitioner Not Found<\/h1>/)
    expect(decode(html)).toContain("The practitioner you're looking for doesn't exist.")
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/)
  })

  test('GET /api/practitioners/{id} answers the public object, or a JSON 404', async () => {
    const found = await get(server.baseUrl, `/api/practitioners/${lotus.id}`)
    expect(found.status).toBe(200)
    const body = (await found.json()) as Record<string, unknown>
    expect(body).toMatchObject({ id: lotus.id, name: 'Amara Lopez', email: 'amara@lotus.example' })
    expect(body).not.toHaveProperty('_id')
    expect(body).not.toHaveProperty('__v')

    for (const id of ['0123456789abcdef01234567', 'not-an-id', inactive.id]) {
      const missing = await get(server.baseUrl, `/api/practitioners/${id}`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('content-type')).toContain('application/json')
      expect(await missing.json()).toEqual({ message: 'Practitioner not found' })
    }
    // PUT and DELETE are for administrators (tests/integration/admin-listings.test.ts); PATCH is nobody's.
    expect((await sendJson(server.baseUrl, 'PUT', `/api/practitioners/${lotus.id}`, { name: 'X' })).status).toBe(401)
    expect((await sendJson(server.baseUrl, 'PATCH', `/api/practitioners/${lotus.id}`, { name: 'X' })).status).toBe(405)
  })
})

describe('keeping the snapshot current', () => {
  test('a write shows once invalidateDirectory() is called, and not before', async () => {
    await getDirectorySnapshot()
    const added = await createPractitioner({ name: 'Newly Nadia', state: 'Kedah' })
    // Written straight through the model: the snapshot does not know yet.
    expect((await page('?search=nadia')).html).toContain('0 practitioners found')
    await invalidateDirectory()
    const { html } = await page('?search=nadia')
    expect(cardNames(html)).toEqual(['Newly Nadia'])
    expect((await get(server.baseUrl, `/practitioner/${added.id}`)).status).toBe(200)

    await ListingModel.updateOne({ _id: added.id }, { $set: { name: 'Nadia Renamed', isActive: false } })
    await invalidateDirectory()
    expect((await page('?search=nadia')).html).toContain('0 practitioners found')
    expect((await get(server.baseUrl, `/practitioner/${added.id}`)).status).toBe(404)
  })

  test('a change made by another process shows without a restart', async () => {
    const elena = await createPractitioner({ name: 'Elsewhere Elena', state: 'Kedah' })
    await getDirectorySnapshot()
    // What another process's invalidateDirectory() leaves in the store (decision 019): the change it made
    // in the shared log, then a new shared version; ours is not dropped. A version moved with no logged
    // change is not another process's doing: this process's own changes move it too.
    await DirectoryChange.create({ _id: `elsewhere-${elena.id}`, listingIds: [elena.id], userIds: [], everything: false })
    await DirectoryState.updateOne({ _id: 'practitioners' }, { $inc: { version: 1 } }, { upsert: true })
    // How soon is the benchmarks' business (the version is checked about once a second); here, that it comes.
    expect(await pollNames('?search=elena', ['Elsewhere Elena'])).toEqual(['Elsewhere Elena'])
  })

  test('`npm run seed` in another process reaches the running app', async () => {
    const dbName = mongoose.connection.name
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-directory-seed-'))
    const seed = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      env: { NODE_ENV: 'test', PATH: process.env.PATH, HOME: process.env.HOME, MONGODB_URI: `${inject('mongoUri')}/${dbName}`, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    seed.stdout.on('data', (d) => (output += d))
    seed.stderr.on('data', (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(code, output).toBe(0)
    expect(await pollNames('?search=gontusan', ['Dr. Juliana Gontusan'])).toEqual(['Dr. Juliana Gontusan'])
    // A process of its own that starts up, connects and re-encodes the demo pictures: slow on a loaded machine.
  }, 120_000)

  test('invalidations at once on a new database all succeed, and change the version', async () => {
    await DirectoryState.deleteMany({})
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => invalidateDirectory()))
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect((await DirectoryState.findById('practitioners').lean())?.version).toBeGreaterThanOrEqual(1)
  })

  test('requests during a rebuild share it', async () => {
    await invalidateDirectory()
    const snapshots = await Promise.all(Array.from({ length: 10 }, () => getDirectorySnapshot()))
    expect(new Set(snapshots).size).toBe(1)
  })
})

describe('members whose status hides their listing (only an active member is listed: issue 18)', () => {
  test.each(['suspended', 'expired', 'pending', 'rejected'])('a %s member is left out of the list, the API and the profile', async (status) => {
    const member = await createUser({ membershipStatus: status })
    const listing = await createPractitioner({ name: `Hidden ${status} Hana`, membershipId: member.membershipId })
    await invalidateDirectory()
    expect((await page(`?search=${status}+hana`)).html).toContain('0 practitioners found')
    expect((await api(`?search=${status}+hana`)).headers.get('x-total-count')).toBe('0')
    expect((await get(server.baseUrl, `/practitioner/${listing.id}`)).status).toBe(404)
    expect((await get(server.baseUrl, `/api/practitioners/${listing.id}`)).status).toBe(404)
    expect((await listDirectorySitemapEntries()).map((e) => e.id)).not.toContain(listing.id)

    // Reinstated: the listing is back once the directory is told.
    await User.updateOne({ _id: member.id }, { $set: { membershipStatus: 'active' } })
    await invalidateDirectory()
    expect(cardNames((await page(`?search=${status}+hana`)).html)).toEqual([`Hidden ${status} Hana`])
    expect((await get(server.baseUrl, `/practitioner/${listing.id}`)).status).toBe(200)
  })

  test('an active member and a listing without an account stay visible', async () => {
    const active = await createUser({ membershipStatus: 'active' })
    await createPractitioner({ name: 'Visible Vera One', membershipId: active.membershipId })
    await createPractitioner({ name: 'Visible Vera Two', membershipId: `EMP${Math.floor(7e8 + Math.random() * 1e8)}` })
    await invalidateDirectory()
    expect(cardNames((await page('?search=visible+vera')).html)).toEqual(['Visible Vera One', 'Visible Vera Two'])
  })
})

describe('the sitemap entries and the home page', () => {
  test('list every visible listing with its last change', async () => {
    const entries = await listDirectorySitemapEntries()
    const ids = entries.map((e) => e.id)
    expect(ids).toContain(lotus.id)
    expect(ids).not.toContain(inactive.id)
    expect(entries.find((e) => e.id === lotus.id)?.updatedAt).toBeInstanceOf(Date)
  })

  test('the home page has the directory section with the first three listings, a line each, and a way to the rest', async () => {
    const html = await (await get(server.baseUrl, '/')).text()
    expect(html).toMatch(/<section id="directory" aria-labelledby="directory-heading"/)
    expect(html).toMatch(/<h2 id="directory-heading"[^>]*>Find a Practitioner<\/h2>/)
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/find-practitioner"/)
    const lines = [...html.matchAll(/<a[^>]*href="\/practitioner\/[0-9a-f]{24}"[^>]*><span[^>]*>([^<]+)<\/span>/g)].map((m) => decode(m[1]!))
    expect(lines[0]).toBe('Dr. Amara Lopez')
    expect(lines).toHaveLength(3)
    expect(html).toMatch(/href="\/find-practitioner"[^>]*>Browse all \d+ practitioners/)
  })
})
