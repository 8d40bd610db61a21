import { refreshOwnerFigures } from '#tests/factories.ts'
import { describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { dayOfYearsAgo, storedDay, today } from '#tests/clock.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, sendJson, type RequestOptions } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

const send = (method: string, path: string, body: unknown, options: RequestOptions = {}) =>
  sendJson(server.baseUrl, method, path, body, options)

async function member() {
  const user = await createUser()
  const { cookie, token } = await signIn(user.id)
  return { user, cookie, token }
}

/** The course's day: 10 March last year, in the past whatever the clock says. */
const courseDay = () => dayOfYearsAgo(1, '03-10')

function payload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sound and Frequency Foundations',
    provider: 'EMPAM Academy',
    category: 'Workshop',
    hours: 1.5,
    date: courseDay(),
    description: 'A day of supervised practice.',
    certificateUrl: 'https://example.com/certificates/42',
    ...overrides,
  }
}

/** Marks an entry approved as the association's reviewer would (the admin screens are built elsewhere). */
async function approve(id: string, reviewerId: string, note = 'Well documented.') {
  await CpdEntry.updateOne({ _id: id }, { $set: { status: 'approved', reviewNote: note, reviewedBy: reviewerId, reviewedAt: new Date() } })
  await refreshOwnerFigures(id)
}

describe('signed out', () => {
  test('every call answers 401 JSON and changes nothing', async () => {
    const owner = await member()
    const entry = await createCpdEntry(owner.user.id)
    const answers = [
      await get(server.baseUrl, '/api/cpd'),
      await send('POST', '/api/cpd', payload()),
      await get(server.baseUrl, `/api/cpd/${entry.id}`),
      await send('PUT', `/api/cpd/${entry.id}`, payload()),
      await send('DELETE', `/api/cpd/${entry.id}`, undefined),
      await get(server.baseUrl, '/api/cpd', { token: 'not-a-session' }),
    ]
    for (const response of answers) {
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({ message: 'Authentication required' })
    }
    expect(await CpdEntry.countDocuments({ userId: owner.user.id })).toBe(1)
    expect((await CpdEntry.findById(entry.id).lean())?.title).toBe(entry.title)
  })
})

describe('POST /api/cpd', () => {
  test('201 with the entry: id, numeric hours (1.5 exactly), ISO date, pending; stored the same', async () => {
    const { user, cookie } = await member()
    const response = await send('POST', '/api/cpd', payload(), { cookie })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Sound and Frequency Foundations',
      provider: 'EMPAM Academy',
      category: 'Workshop',
      hours: 1.5,
      date: `${courseDay()}T00:00:00.000Z`,
      description: 'A day of supervised practice.',
      certificateUrl: 'https://example.com/certificates/42',
      status: 'pending',
      reviewNote: '',
    })
    expect(body).not.toHaveProperty('userId')
    expect(body).not.toHaveProperty('_id')
    const stored = await CpdEntry.findById(body.id).lean()
    expect(stored).toMatchObject({ hours: 1.5, status: 'pending', title: 'Sound and Frequency Foundations' })
    expect(String(stored?.userId)).toBe(user.id)
    expect(stored?.date.toISOString()).toBe(`${courseDay()}T00:00:00.000Z`)
  })

  test('a status (or review) sent by the client is ignored: the entry is pending', async () => {
    const { user, token } = await member()
    const response = await send('POST', '/api/cpd', payload({ status: 'approved', reviewNote: 'I approve myself' }), { token })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ status: 'pending', reviewNote: '' })
    const stored = await CpdEntry.find({ userId: user.id }).lean()
    expect(stored.map((e) => [e.status, e.reviewNote])).toEqual([['pending', '']])
  })

  test('an ISO timestamp is taken as its day in Malaysia', async () => {
    const { cookie } = await member()
    const response = await send('POST', '/api/cpd', payload({ date: `${dayOfYearsAgo(1, '03-09')}T20:00:00.000Z` }), { cookie })
    expect((await response.json()).date).toBe(`${courseDay()}T00:00:00.000Z`)
  })

  test('400 { message, fieldErrors } with the spec messages; nothing stored', async () => {
    const { user, cookie } = await member()
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ hours: 2.3 }, { hours: ['Hours must be in steps of 0.5'] }],
      [{ hours: 0.4 }, { hours: ['Minimum 0.5 hours required'] }],
      [{ hours: 100.5 }, { hours: ['Maximum 100 hours allowed'] }],
      [{ hours: '1.5' }, { hours: ['Hours must be a number'] }],
      [{ title: '', provider: undefined, category: 'Holiday' }, { title: ['Title is required'], provider: ['Provider is required'], category: ['Select a category from the list'] }],
      [{ date: undefined }, { date: ['Date is required'] }],
      [{ date: '2999-01-01' }, { date: ['Date cannot be more than a day in the future'] }],
      [{ certificateUrl: 'javascript:alert(1)' }, { certificateUrl: ['Invalid URL'] }],
    ]
    for (const [overrides, fieldErrors] of cases) {
      const response = await send('POST', '/api/cpd', payload(overrides), { cookie })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.fieldErrors).toEqual(fieldErrors)
      expect(body.message).toBe(Object.values(fieldErrors)[0]![0])
    }
    expect(await CpdEntry.countDocuments({ userId: user.id })).toBe(0)
  })

  test('a body that is not a JSON object answers 400, not 500', async () => {
    const { cookie } = await member()
    const broken = await send('POST', '/api/cpd', '{"title": ', { cookie })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: 'The request body must be valid JSON' })
    const list = await send('POST', '/api/cpd', [payload()], { cookie })
    expect(list.status).toBe(400)
  })

  test('a browser request from another site is refused', async () => {
    const { user, cookie } = await member()
    const response = await send('POST', '/api/cpd', payload(), { cookie, origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await CpdEntry.countDocuments({ userId: user.id })).toBe(0)
  })

  test('other methods answer 405', async () => {
    const { cookie } = await member()
    const response = await send('PATCH', '/api/cpd', payload(), { cookie })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST')
  })
})

describe('GET /api/cpd', () => {
  test("only the member's own entries, newest date first, as a JSON array", async () => {
    const { user, cookie, token } = await member()
    const other = await member()
    await createCpdEntry(user.id, { title: 'Older', date: storedDay(dayOfYearsAgo(2, '05-01')), hours: 2.5 })
    await createCpdEntry(user.id, { title: 'Newer', date: storedDay(dayOfYearsAgo(1, '02-01')) })
    await createCpdEntry(other.user.id, { title: 'Not mine' })

    for (const auth of [{ cookie }, { token }]) {
      const response = await get(server.baseUrl, '/api/cpd', auth)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(Array.isArray(body)).toBe(true)
      expect(body.map((e: { title: string }) => e.title)).toEqual(['Newer', 'Older'])
      expect(body[1]).toMatchObject({ hours: 2.5, date: `${dayOfYearsAgo(2, '05-01')}T00:00:00.000Z`, status: 'pending', id: expect.any(String) })
    }
    expect(await (await get(server.baseUrl, '/api/cpd', { cookie: other.cookie })).json()).toEqual([
      expect.objectContaining({ title: 'Not mine' }),
    ])
  })

  test('a new member has none', async () => {
    const { cookie } = await member()
    expect(await (await get(server.baseUrl, '/api/cpd', { cookie })).json()).toEqual([])
  })
})

describe('/api/cpd/{id}', () => {
  test('GET answers one own entry', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { hours: 7.5 })
    const response = await get(server.baseUrl, `/api/cpd/${entry.id}`, { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: entry.id, hours: 7.5 })
  })

  test('PUT answers the updated entry and stores it', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id)
    const response = await send('PUT', `/api/cpd/${entry.id}`, payload({ title: 'Renamed', hours: 3.5, category: 'Research' }), { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: entry.id, title: 'Renamed', hours: 3.5, category: 'Research', status: 'pending' })
    expect(await CpdEntry.findById(entry.id).lean()).toMatchObject({ title: 'Renamed', hours: 3.5, category: 'Research' })
  })

  test('PUT of an approved entry sends it back to pending and clears the review', async () => {
    const { user, cookie } = await member()
    const reviewer = await createUser({ isAdmin: true })
    const entry = await createCpdEntry(user.id)
    await approve(entry.id, reviewer.id)
    const response = await send('PUT', `/api/cpd/${entry.id}`, payload({ hours: 4, status: 'approved' }), { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'pending', reviewNote: '', reviewedAt: null, hours: 4 })
    expect(await CpdEntry.findById(entry.id).lean()).toMatchObject({ status: 'pending', reviewNote: '', reviewedBy: null, reviewedAt: null })
  })

  test('PUT of a rejected entry sends it back to pending too', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { status: 'rejected', reviewNote: 'Please add the provider.' })
    await send('PUT', `/api/cpd/${entry.id}`, payload({ provider: 'Sabah Wellness Centre' }), { cookie })
    expect(await CpdEntry.findById(entry.id).lean()).toMatchObject({ status: 'pending', reviewNote: '', provider: 'Sabah Wellness Centre' })
  })

  test('PUT without a change keeps the approval; a client status never approves', async () => {
    const { user, cookie } = await member()
    const reviewer = await createUser({ isAdmin: true })
    const approved = await createCpdEntry(user.id, { ...payload(), date: storedDay(courseDay()) })
    await approve(approved.id, reviewer.id)
    const same = await send('PUT', `/api/cpd/${approved.id}`, payload(), { cookie })
    expect(await same.json()).toMatchObject({ status: 'approved', reviewNote: 'Well documented.' })

    const pending = await createCpdEntry(user.id)
    const response = await send('PUT', `/api/cpd/${pending.id}`, payload({ status: 'approved' }), { cookie })
    expect((await response.json()).status).toBe('pending')
    expect((await CpdEntry.findById(pending.id).lean())?.status).toBe('pending')
  })

  test('PUT with bad input answers 400 and changes nothing', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { hours: 2 })
    const response = await send('PUT', `/api/cpd/${entry.id}`, payload({ hours: 2.3 }), { cookie })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Hours must be in steps of 0.5', fieldErrors: { hours: ['Hours must be in steps of 0.5'] } })
    expect((await CpdEntry.findById(entry.id).lean())?.hours).toBe(2)
  })

  test('DELETE answers 200 { message } and removes it', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id)
    const response = await send('DELETE', `/api/cpd/${entry.id}`, undefined, { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'CPD entry deleted' })
    expect(await CpdEntry.findById(entry.id).lean()).toBeNull()
    const again = await send('DELETE', `/api/cpd/${entry.id}`, undefined, { cookie })
    expect(again.status).toBe(404)
  })

  test("another member's entry answers 404 to GET, PUT and DELETE, and stays as it was", async () => {
    const owner = await member()
    const intruder = await member()
    const entry = await createCpdEntry(owner.user.id, { title: 'Private record', hours: 2 })
    const answers = [
      await get(server.baseUrl, `/api/cpd/${entry.id}`, { cookie: intruder.cookie }),
      await send('PUT', `/api/cpd/${entry.id}`, payload({ title: 'Taken over' }), { cookie: intruder.cookie }),
      await send('PUT', `/api/cpd/${entry.id}`, payload({ hours: 2.3 }), { token: intruder.token }),
      await send('DELETE', `/api/cpd/${entry.id}`, undefined, { token: intruder.token }),
    ]
    for (const response of answers) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'CPD entry not found' })
    }
    expect(await CpdEntry.findById(entry.id).lean()).toMatchObject({ title: 'Private record', hours: 2, status: 'pending' })
  })

  test('a malformed or unknown id answers 404', async () => {
    const { cookie } = await member()
    for (const id of ['not-an-id', '123', '0123456789abcdef01234567', '%24ne']) {
      for (const response of [
        await get(server.baseUrl, `/api/cpd/${id}`, { cookie }),
        await send('PUT', `/api/cpd/${id}`, payload(), { cookie }),
        await send('DELETE', `/api/cpd/${id}`, undefined, { cookie }),
      ]) {
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ message: 'CPD entry not found' })
      }
    }
  })

  test('other methods answer 405', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id)
    const response = await send('POST', `/api/cpd/${entry.id}`, payload(), { cookie })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, PUT, DELETE')
  })
})

describe('dates', () => {
  test('today (Malaysia) is accepted', async () => {
    const { cookie } = await member()
    const day = today()
    const response = await send('POST', '/api/cpd', payload({ date: day }), { cookie })
    expect(response.status).toBe(201)
    expect((await response.json()).date).toBe(`${day}T00:00:00.000Z`)
  })
})
