import { beforeAll, describe, expect, test } from 'vitest'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createPractitioner } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 36, item 6: the directory searched near a postcode or town within a radius, on the page and in
 * GET /api/practitioners, nearest first with each listing's distance; a place the table does not know is
 * said plainly (400 on the API, beside the results on the page, what was typed kept).
 */
const server = useTestServer()

type Listing = Awaited<ReturnType<typeof createPractitioner>>
let kotaKinabalu: Listing
let penampang: Listing
let kualaLumpur: Listing
let nowhere: Listing

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
const cardNames = (html: string) => [...html.matchAll(/<h3[^>]*><a[^>]*href="\/practitioner\/[0-9a-f]{24}"[^>]*>([^<]+)<\/a>/g)].map((m) => decode(m[1]!))
const api = async (query: string) => {
  const response = await get(server.baseUrl, `/api/practitioners${query}`)
  return { status: response.status, body: (await response.json()) as Array<Record<string, unknown>> & Record<string, unknown>, total: response.headers.get('x-total-count') }
}

beforeAll(async () => {
  kotaKinabalu = await createPractitioner({ name: 'Near Kota Kinabalu', state: 'Sabah', town: 'Kota Kinabalu', postcode: '88000', location: '' })
  penampang = await createPractitioner({ name: 'Near Penampang', state: 'Sabah', town: 'Penampang', postcode: '', location: '' })
  kualaLumpur = await createPractitioner({ name: 'Near Kuala Lumpur', state: 'Kuala Lumpur', town: 'Kuala Lumpur', postcode: '50000', location: '' })
  // No town, postcode or known location: in the directory, never near anywhere.
  nowhere = await createPractitioner({ name: 'Near Nowhere', state: 'Sabah', town: '', postcode: '', location: 'Somewhere quiet' })
  await invalidateDirectory({ listingIds: [kotaKinabalu.id, penampang.id, kualaLumpur.id, nowhere.id] })
})

describe('GET /api/practitioners?near=&radiusKm=', () => {
  test('near 88000 within 25 km finds the Kota Kinabalu practitioner and not the Kuala Lumpur one, nearest first, with distances', async () => {
    const { status, body, total } = await api('?near=88000&radiusKm=25')
    expect(status).toBe(200)
    const names = body.map((item) => item.name)
    expect(names).toEqual(['Near Kota Kinabalu', 'Near Penampang'])
    expect(names).not.toContain(kualaLumpur.name)
    expect(names).not.toContain(nowhere.name)
    expect(total).toBe('2')
    expect(body[0]).toMatchObject({ id: kotaKinabalu.id, town: 'Kota Kinabalu', postcode: '88000', distanceKm: 0 })
    const second = body[1]!.distanceKm as number
    expect(second).toBeGreaterThan(0)
    expect(second).toBeLessThanOrEqual(25)
    // One decimal.
    expect(Math.round(second * 10) / 10).toBe(second)
    // Neither the coordinates nor an unpublished e-mail address go out.
    for (const item of body) {
      expect(item).not.toHaveProperty('lat')
      expect(item).not.toHaveProperty('lng')
      expect(item.email).toBe('')
    }
  })

  test('a town name works as well as a postcode, and the radius widens the search', async () => {
    expect((await api('?near=kota%20kinabalu&radiusKm=25')).body.map((item) => item.name)).toEqual(['Near Kota Kinabalu', 'Near Penampang'])
    const wide = await api('?near=Kuala%20Lumpur&radiusKm=10')
    expect(wide.body.map((item) => item.name)).toEqual(['Near Kuala Lumpur'])
    expect(wide.body[0]!.distanceKm).toBe(0)
  })

  test('combines with the other filters, and pages nearest first', async () => {
    expect((await api('?near=88000&radiusKm=25&search=penampang')).body.map((item) => item.name)).toEqual(['Near Penampang'])
    expect((await api('?near=88000&radiusKm=25&state=Kuala%20Lumpur')).body).toEqual([])
    const second = await api('?near=88000&radiusKm=25&page=2&limit=1')
    expect(second.body.map((item) => item.name)).toEqual(['Near Penampang'])
    expect(second.total).toBe('2')
  })

  test('without near, items carry no distance', async () => {
    const { body } = await api('?search=near')
    expect(body.length).toBe(4)
    for (const item of body) expect(item).not.toHaveProperty('distanceKm')
  })

  test('an unknown postcode or town is a 400 with a field error that says what to enter', async () => {
    for (const near of ['00001', 'Atlantis']) {
      const { status, body } = await api(`?near=${near}`)
      expect(status).toBe(400)
      const fieldErrors = body.fieldErrors as Record<string, string[]>
      expect(fieldErrors.near?.[0]).toMatch(/We do not know that place\. Enter a Malaysian postcode/)
    }
  })

  test('a radius off the list is a 400', async () => {
    const { status, body } = await api('?near=88000&radiusKm=7')
    expect(status).toBe(400)
    expect((body.fieldErrors as Record<string, string[]>).radiusKm?.[0]).toMatch(/10, 25, 50, 100 km/)
  })
})

describe('/find-practitioner?near=&radius=', () => {
  test('shows the nearby practitioners nearest first with their distance, and keeps the place in the form', async () => {
    const response = await get(server.baseUrl, '/find-practitioner?near=88000&radius=25')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(cardNames(html)).toEqual(['Near Kota Kinabalu', 'Near Penampang'])
    expect(html).toContain('0.0 km away')
    expect(html).toMatch(/name="near"[^>]*value="88000"|value="88000"[^>]*name="near"/)
    expect(html).toMatch(/<option value="25" selected="">Within 25 km<\/option>/)
  })

  test('in Malay', async () => {
    const html = await (await get(server.baseUrl, '/find-practitioner?near=88000&radius=25&lng=ms')).text()
    expect(html).toContain('Berhampiran (bandar atau poskod)')
    expect(html).toContain('0.0 km jauhnya')
  })

  test('an unknown place is said beside the results, what was typed is kept, and the rest of the search still answers', async () => {
    const html = decode(await (await get(server.baseUrl, '/find-practitioner?near=Atlantis&radius=25&search=near')).text())
    expect(html).toContain('We do not know that place.')
    expect(html).toMatch(/value="Atlantis"/)
    expect(html).toMatch(/aria-invalid="true"/)
    expect(cardNames(html)).toHaveLength(4)
  })
})
