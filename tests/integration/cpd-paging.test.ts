import { refreshCpdFigures } from '#app/models/cpd-entry.server.ts'
import { describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 31: a member's CPD entries come 50 a page on the dashboard (`?page=N`, plain links) and through
 * `GET /api/cpd` (a JSON array of `limit`, with X-Total-Count and Link), while the totals on the
 * dashboard count every entry. Fixed days long past: what is tested is the paging, not the calendar.
 */
const server = useTestServer()

/** A member with `count` entries on distinct days (the newest first: Entry 1), every third approved (2 hours each). */
async function memberWithEntries(count: number) {
  const user = await createUser()
  const first = Date.UTC(2020, 0, 1)
  await CpdEntry.insertMany(
    Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      title: `Entry ${count - i}`,
      provider: 'EMPAM Academy',
      category: 'Workshop',
      hours: 2,
      date: new Date(first + i * 86_400_000),
      status: (count - i) % 3 === 0 ? 'approved' : 'pending',
    })),
  )
  await refreshCpdFigures(user.id)
  return { user, ...(await signIn(user.id)) }
}

const titlesOf = (markup: string) => [...markup.matchAll(/<h3[^>]*>(Entry \d+)<\/h3>/g)].map((m) => m[1])

describe('GET /api/cpd, paged', () => {
  test('50 by default, newest first, with the total and the neighbouring pages', async () => {
    const { token } = await memberWithEntries(120)
    const first = await get(server.baseUrl, '/api/cpd', { token })
    expect(first.status).toBe(200)
    const entries = (await first.json()) as Array<{ title: string }>
    expect(entries).toHaveLength(50)
    expect(entries[0]!.title).toBe('Entry 1')
    expect(entries[49]!.title).toBe('Entry 50')
    expect(first.headers.get('x-total-count')).toBe('120')
    expect(first.headers.get('link')).toBe('</api/cpd?page=2>; rel="next"')

    const second = await get(server.baseUrl, '/api/cpd?page=2', { token })
    expect(((await second.json()) as Array<{ title: string }>).map((e) => e.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Entry ${51 + i}`))
    expect(second.headers.get('link')).toBe('</api/cpd?page=1>; rel="prev", </api/cpd?page=3>; rel="next"')

    const last = await get(server.baseUrl, '/api/cpd?page=3&limit=50', { token })
    expect((await last.json()) as unknown[]).toHaveLength(20)
    expect(last.headers.get('link')).toBe('</api/cpd?page=2&limit=50>; rel="prev"')

    // Past the last page: an empty array, its way back to the last one.
    const past = await get(server.baseUrl, '/api/cpd?page=9', { token })
    expect(await past.json()).toEqual([])
    expect(past.headers.get('link')).toBe('</api/cpd?page=3>; rel="prev"')
    expect(past.headers.get('x-total-count')).toBe('120')
  })

  test('limit asks for 1 to 100; anything else is a 400 with the field named, in the reader\'s language', async () => {
    const { token } = await memberWithEntries(120)
    const hundred = await get(server.baseUrl, '/api/cpd?limit=100', { token })
    expect((await hundred.json()) as unknown[]).toHaveLength(100)
    expect(hundred.headers.get('link')).toBe('</api/cpd?limit=100&page=2>; rel="next"')
    expect((await (await get(server.baseUrl, '/api/cpd?limit=1&page=120', { token })).json()) as Array<{ title: string }>).toEqual([
      expect.objectContaining({ title: 'Entry 120' }),
    ])
    for (const limit of ['0', '101', 'ten', '-5', '1.5']) {
      const refused = await get(server.baseUrl, `/api/cpd?limit=${limit}`, { token })
      expect(refused.status, limit).toBe(400)
      expect(await refused.json()).toEqual({ message: 'Ask for 1 to 100 entries at a time (limit)', fieldErrors: { limit: ['Ask for 1 to 100 entries at a time (limit)'] } })
    }
    const malay = await get(server.baseUrl, '/api/cpd?limit=500', { token, headers: { 'accept-language': 'ms' } })
    expect(await malay.json()).toMatchObject({ message: 'Minta 1 hingga 100 catatan sekali gus (limit)' })
  })

  test('a new member has an empty first page', async () => {
    const { token } = await memberWithEntries(0)
    const none = await get(server.baseUrl, '/api/cpd', { token })
    expect(await none.json()).toEqual([])
    expect(none.headers.get('x-total-count')).toBe('0')
    expect(none.headers.get('link')).toBeNull()
  })
})

describe("the dashboard's CPD tab, paged", () => {
  test('50 entries a page with plain links between pages; the totals count every entry, as the API does', async () => {
    const { cookie, token } = await memberWithEntries(120)
    const page = async (path: string) => {
      const response = await get(server.baseUrl, path, { cookie })
      expect(response.status, path).toBe(200)
      return response.text()
    }
    const first = await page('/member-dashboard/cpd')
    expect(titlesOf(first)).toEqual(Array.from({ length: 50 }, (_, i) => `Entry ${i + 1}`))
    expect(first).toMatch(/Page 1 of 3/)
    expect(first).toMatch(/<a(?=[^>]*href="\/member-dashboard\/cpd\?page=2")(?=[^>]*rel="next")/)
    expect(first).not.toMatch(/rel="prev"/)
    // Every entry counted, whatever the page: 120 entries, 40 approved of 2 hours.
    const total = (await get(server.baseUrl, '/api/cpd?limit=1', { token })).headers.get('x-total-count')
    expect(first).toMatch(new RegExp(`data-testid="stat-cpd-entries">${total}<`))
    expect(first).toMatch(/data-testid="stat-cpd-hours">80</)

    const third = await page('/member-dashboard/cpd?page=3')
    expect(titlesOf(third)).toEqual(Array.from({ length: 20 }, (_, i) => `Entry ${i + 101}`))
    expect(third).toMatch(/Page 3 of 3/)
    expect(third).toMatch(/<a(?=[^>]*href="\/member-dashboard\/cpd\?page=2")(?=[^>]*rel="prev")/)
    expect(third).not.toMatch(/rel="next"/)
    expect(third).toMatch(/data-testid="stat-cpd-entries">120</)

    // In Malay too, and a page number that is not one shows the first page.
    expect(await page('/member-dashboard/cpd?page=2&lng=ms')).toMatch(/Halaman 2 daripada 3/)
    expect(titlesOf(await page('/member-dashboard/cpd?page=abc'))[0]).toBe('Entry 1')
  })

  test('a member with 50 entries or fewer sees no page links', async () => {
    const { cookie } = await memberWithEntries(50)
    const markup = await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).text()
    expect(titlesOf(markup)).toHaveLength(50)
    expect(markup).not.toMatch(/Page 1 of/)
  })
})

describe('the CPD statement, paged (issue 30, finding 4)', () => {
  /** The statement's rows: each entry's title in the table. */
  const rowsOf = (markup: string) => [...markup.matchAll(/<span class="font-medium text-slate-900">(Entry \d+)<\/span>/g)].map((m) => m[1])

  test("a year's 120 entries come 50 rows a page, oldest first, the year kept in the links; the totals are the whole year's", async () => {
    const { cookie } = await memberWithEntries(120)
    const page = async (path: string) => {
      const response = await get(server.baseUrl, path, { cookie })
      expect(response.status, path).toBe(200)
      return response.text()
    }
    const first = await page('/member-dashboard/cpd/statement?year=2020')
    expect(rowsOf(first)).toEqual(Array.from({ length: 50 }, (_, i) => `Entry ${120 - i}`))
    expect(first).toMatch(/Page 1 of 3/)
    expect(first).toMatch(/<a(?=[^>]*href="\/member-dashboard\/cpd\/statement\?year=2020&amp;page=2")(?=[^>]*rel="next")/)
    // 40 approved entries of 2 hours in 2020, on every page.
    expect(first).toMatch(/data-testid="statement-approved">80 hours</)

    const third = await page('/member-dashboard/cpd/statement?year=2020&page=3')
    expect(rowsOf(third)).toEqual(Array.from({ length: 20 }, (_, i) => `Entry ${20 - i}`))
    expect(third).toMatch(/<a(?=[^>]*href="\/member-dashboard\/cpd\/statement\?year=2020&amp;page=2")(?=[^>]*rel="prev")/)
    expect(third).not.toMatch(/rel="next"/)
    expect(third).toMatch(/data-testid="statement-approved">80 hours</)
    expect(await page('/member-dashboard/cpd/statement?year=2020&page=2&lng=ms')).toMatch(/Halaman 2 daripada 3/)
  })

  test('with 10,000 entries the dashboard and a statement stay under 200 KB of HTML', async () => {
    const { cookie } = await memberWithEntries(10_000)
    for (const path of ['/member-dashboard/cpd', '/member-dashboard/cpd?page=200', '/member-dashboard/cpd/statement?year=2021']) {
      const response = await get(server.baseUrl, path, { cookie })
      expect(response.status, path).toBe(200)
      const markup = await response.text()
      expect(Buffer.byteLength(markup), path).toBeLessThan(200 * 1024)
      expect(titlesOf(markup).length + rowsOf(markup).length, path).toBe(50)
    }
  })
})
