import { describe, expect, test } from 'vitest'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from '#tests/content-factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

async function getList(path: string) {
  const response = await get(server.baseUrl, path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = (await response.json()) as Array<Record<string, unknown>>
  expect(Array.isArray(body)).toBe(true)
  for (const item of body) {
    expect(item.id).toEqual(expect.stringMatching(/^[0-9a-f]{24}$/))
    expect(item).not.toHaveProperty('_id')
    expect(item).not.toHaveProperty('__v')
  }
  return body
}

const lists = [
  { path: '/api/events', make: createEvent, key: 'title' },
  { path: '/api/galleries', make: createGallery, key: 'title' },
  { path: '/api/local-partners', make: createLocalPartner, key: 'name' },
  { path: '/api/international-partners', make: createInternationalPartner, key: 'name' },
  { path: '/api/training', make: createTrainingProgramme, key: 'title' },
] as const

describe.each(lists)('GET $path', ({ path, make, key }) => {
  test('answers the active items only, newest first, each with an id', async () => {
    const older = await make({ createdAt: minutesAgo(30) })
    const newest = await make({ createdAt: minutesAgo(1) })
    const middle = await make({ createdAt: minutesAgo(10) })
    const hidden = await make({ createdAt: minutesAgo(5), isActive: false })
    const body = await getList(path)
    const names = body.map((item) => item[key])
    const expected = [newest, middle, older].map((item) => (item as Record<string, unknown>)[key])
    expect(names.filter((n) => expected.includes(n))).toEqual(expected)
    expect(names).not.toContain((hidden as Record<string, unknown>)[key])
    expect(body.find((item) => item[key] === expected[0])?.id).toBe(newest.id)
  })
})

describe('GET /api/news', () => {
  test('answers published articles, newest by date first, with their full fields', async () => {
    const june = await createNewsArticle({ date: new Date('2026-06-01T09:00:00Z') })
    const october = await createNewsArticle({ date: new Date('2026-10-01T09:00:00Z'), featured: true })
    const march = await createNewsArticle({ date: new Date('2026-03-01T09:00:00Z') })
    const unpublished = await createNewsArticle({ date: new Date('2026-11-01T09:00:00Z'), isActive: false })
    const body = await getList('/api/news')
    const ids = body.map((a) => a.id)
    expect(ids.filter((id) => [june.id, october.id, march.id].includes(id as string))).toEqual([october.id, june.id, march.id])
    expect(ids).not.toContain(unpublished.id)
    expect(body.find((a) => a.id === october.id)).toMatchObject({
      title: october.title,
      excerpt: october.excerpt,
      featured: true,
      date: '2026-10-01T09:00:00.000Z',
      author: 'EMPAM Secretariat',
      category: 'Announcements',
    })
  })
})

describe('GET /api/news/{id}', () => {
  test('answers one published article', async () => {
    const article = await createNewsArticle()
    const response = await get(server.baseUrl, `/api/news/${article.id}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ id: article.id, title: article.title })
    expect(body).not.toHaveProperty('_id')
  })

  test('answers 404 JSON for a missing, unpublished or malformed id', async () => {
    const unpublished = await createNewsArticle({ isActive: false })
    for (const id of ['0123456789abcdef01234567', unpublished.id, 'not-an-id']) {
      const response = await get(server.baseUrl, `/api/news/${id}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({ message: 'Article not found' })
    }
  })
})
