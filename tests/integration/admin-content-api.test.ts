import type { Model } from 'mongoose'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'
import { CONTENT_TYPE_INFO, type ContentType } from '#app/domain/content-types.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { get, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const unique = () => Math.random().toString(36).slice(2, 8)

interface Case {
  type: ContentType
  path: string
  model: Model<Record<string, unknown>>
  body: Record<string, unknown>
  /** What a body without the optional fields and flags gets. */
  defaults: Record<string, unknown>
  optional: string[]
  invalid: { body: Record<string, unknown>; fieldErrors: Record<string, string[]> }
}

const asModel = (model: unknown) => model as Model<Record<string, unknown>>

const cases: Case[] = [
  {
    type: 'news',
    path: '/api/news',
    model: asModel(NewsArticle),
    body: {
      title: 'Annual General Meeting',
      excerpt: 'Members meet in Kota Kinabalu.',
      content: 'Agenda to follow.',
      date: '2026-05-20T10:00:00+08:00',
      author: 'EMPAM Secretariat',
      category: 'Announcements',
      imageUrl: 'https://example.com/agm.jpg',
      featured: true,
      isActive: true,
    },
    defaults: { content: '', imageUrl: '', featured: false, isActive: true },
    optional: ['content', 'imageUrl', 'featured', 'isActive'],
    invalid: {
      body: { title: '', excerpt: 'x', date: 'soon', author: 'A', category: 'B', imageUrl: 'not a link' },
      fieldErrors: { title: ['Title is required'], date: ['Enter a valid date'], imageUrl: ['Invalid URL'] },
    },
  },
  {
    type: 'events',
    path: '/api/events',
    model: asModel(Event),
    body: { title: 'Outreach Day', date: '3 July 2027', location: 'Tuaran, Sabah', type: 'Outreach', description: 'Free talks.', isActive: true },
    defaults: { description: '', isActive: true },
    optional: ['description', 'isActive'],
    invalid: { body: { title: 'Outreach Day', date: '3 July 2027' }, fieldErrors: { location: ['Location is required'], type: ['Type is required'] } },
  },
  {
    type: 'galleries',
    path: '/api/galleries',
    model: asModel(Gallery),
    // The photo count is the uploaded photos' (issue 16): a client's `images` is not stored.
    body: { title: 'Conference 2026', description: 'Photographs.', date: 'March 2026', isActive: true },
    defaults: { images: 0, isActive: true },
    optional: ['isActive'],
    invalid: {
      body: { title: 'Conference 2026', description: 'Photographs.', date: 'March 2026', isActive: 'yes' },
      fieldErrors: { isActive: ['Active must be true or false'] },
    },
  },
  {
    type: 'local-partners',
    path: '/api/local-partners',
    model: asModel(LocalPartner),
    body: { name: 'Kota Kinabalu Wellness Network', type: 'Network', description: 'Clinics.', focus: 'Referrals', status: 'Active Partnership', isActive: true },
    defaults: { isActive: true },
    optional: ['isActive'],
    invalid: { body: { name: 'Network' }, fieldErrors: { type: ['Type is required'], description: ['Description is required'], focus: ['Focus is required'], status: ['Status is required'] } },
  },
  {
    type: 'international-partners',
    path: '/api/international-partners',
    model: asModel(InternationalPartner),
    body: {
      name: 'Thai Energy Healers',
      type: 'Association',
      description: 'Members in Bangkok.',
      focus: 'Exchange',
      status: 'Affiliated Member',
      country: 'Thailand',
      isActive: true,
    },
    defaults: { isActive: true },
    optional: ['isActive'],
    invalid: {
      body: { name: 'Thai Energy Healers', type: 'Association', description: 'x', focus: 'y', status: 'z' },
      fieldErrors: { country: ['Country is required'] },
    },
  },
  {
    type: 'training',
    path: '/api/training',
    model: asModel(TrainingProgramme),
    body: { title: 'Sound Healing Basics', description: 'Tuning forks.', duration: '1 day', level: 'Beginner', provider: 'EMPAM Academy', cost: 'RM 200', isActive: true },
    defaults: { cost: '', isActive: true },
    optional: ['cost', 'isActive'],
    invalid: { body: { title: 'Sound Healing Basics', description: 'x', duration: '', level: 'Beginner' }, fieldErrors: { duration: ['Duration is required'], provider: ['Provider is required'] } },
  },
]

const NOWHERE = '64b7f0c2a1b2c3d4e5f60718'

describe.each(cases)('$path', (c) => {
  const info = CONTENT_TYPE_INFO[c.type]
  const nameField = info.nameField
  const noun = info.noun.charAt(0).toUpperCase() + info.noun.slice(1)
  const named = (extra: Record<string, unknown> = {}) => ({ ...c.body, [nameField]: `${String(c.body[nameField])} ${unique()}`, ...extra })

  test('POST by an admin: 201 and the item with its id; stored; recorded', async () => {
    const { user, cookie } = await adminSession()
    const body = named()
    const response = await sendJson(server.baseUrl, 'POST', c.path, body, { cookie })
    expect(response.status).toBe(201)
    const item = (await response.json()) as Record<string, unknown>
    expect(item.id).toEqual(expect.stringMatching(/^[0-9a-f]{24}$/))
    expect(item).not.toHaveProperty('_id')
    expect(item[nameField]).toBe(body[nameField])
    const stored = await c.model.findById(item.id).lean()
    expect(stored).toMatchObject({ [nameField]: body[nameField], isActive: true })
    if (c.type === 'news') expect(stored?.date).toEqual(new Date('2026-05-20T00:00:00.000Z'))
    expect(await AuditLog.findOne({ entityId: item.id }).lean()).toMatchObject({ action: 'created', actorEmail: user.email })
  })

  test('POST without the optional fields: their defaults', async () => {
    const { token } = await adminSession()
    const body = Object.fromEntries(Object.entries(named()).filter(([name]) => !c.optional.includes(name)))
    const response = await sendJson(server.baseUrl, 'POST', c.path, body, { token })
    expect(response.status).toBe(201)
    const item = (await response.json()) as Record<string, unknown>
    expect(await c.model.findById(item.id).lean()).toMatchObject(c.defaults)
  })

  test('POST refused: 400 { message, fieldErrors } with the form messages; nothing stored', async () => {
    const { cookie } = await adminSession()
    const before = await c.model.countDocuments()
    const response = await sendJson(server.baseUrl, 'POST', c.path, c.invalid.body, { cookie })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(body.fieldErrors).toEqual(c.invalid.fieldErrors)
    expect(body.message).toBe(Object.values(c.invalid.fieldErrors)[0]![0])
    for (const bad of ['not json', '[1, 2]']) {
      const response = await sendJson(server.baseUrl, 'POST', c.path, bad, { cookie })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: expect.stringMatching(/^The request body must be/) })
    }
    expect(await c.model.countDocuments()).toBe(before)
  })

  test('PUT by an admin: 200 and the item, replaced; GET /{id} follows Active; recorded', async () => {
    const { user, cookie } = await adminSession()
    const created = (await (await sendJson(server.baseUrl, 'POST', c.path, named(), { cookie })).json()) as Record<string, unknown>
    const itemPath = `${c.path}/${String(created.id)}`
    expect((await get(server.baseUrl, itemPath)).status).toBe(200)

    const replacement = named({ isActive: false })
    const response = await sendJson(server.baseUrl, 'PUT', itemPath, replacement, { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: created.id, [nameField]: replacement[nameField], isActive: false })
    expect(await c.model.findById(created.id).lean()).toMatchObject({ [nameField]: replacement[nameField], isActive: false })
    expect(await AuditLog.findOne({ entityId: created.id, action: 'updated' }).lean()).toMatchObject({ actorEmail: user.email })

    // Inactive: gone from the public list and item.
    expect((await get(server.baseUrl, itemPath)).status).toBe(404)
    const list = (await (await get(server.baseUrl, c.path)).json()) as Array<{ id: string }>
    expect(list.map((i) => i.id)).not.toContain(created.id)
  })

  test('PUT refused: 400 and the item unchanged; a missing or malformed id: 404', async () => {
    const { cookie } = await adminSession()
    const created = (await (await sendJson(server.baseUrl, 'POST', c.path, named(), { cookie })).json()) as Record<string, unknown>
    const response = await sendJson(server.baseUrl, 'PUT', `${c.path}/${String(created.id)}`, c.invalid.body, { cookie })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual(c.invalid.fieldErrors)
    expect((await c.model.findById(created.id).lean())?.[nameField]).toBe(created[nameField])
    for (const id of [NOWHERE, 'not-an-id']) {
      const missing = await sendJson(server.baseUrl, 'PUT', `${c.path}/${id}`, named(), { cookie })
      expect(missing.status, id).toBe(404)
      expect(await missing.json()).toEqual({ message: `${noun} not found` })
    }
  })

  test('DELETE by an admin: 200 { message }, gone, recorded; again: 404', async () => {
    const { user, cookie } = await adminSession()
    const created = (await (await sendJson(server.baseUrl, 'POST', c.path, named(), { cookie })).json()) as Record<string, unknown>
    const itemPath = `${c.path}/${String(created.id)}`
    const response = await sendJson(server.baseUrl, 'DELETE', itemPath, undefined, { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: `${noun} deleted successfully` })
    expect(await c.model.findById(created.id).lean()).toBeNull()
    expect(await AuditLog.findOne({ entityId: created.id, action: 'deleted' }).lean()).toMatchObject({ actorEmail: user.email })
    const again = await sendJson(server.baseUrl, 'DELETE', itemPath, undefined, { cookie })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ message: `${noun} not found` })
    expect((await sendJson(server.baseUrl, 'DELETE', `${c.path}/not-an-id`, undefined, { cookie })).status).toBe(404)
  })

  test('a member or a visitor changes nothing (403, 401)', async () => {
    const { cookie: adminCookie } = await adminSession()
    const created = (await (await sendJson(server.baseUrl, 'POST', c.path, named(), { cookie: adminCookie })).json()) as Record<string, unknown>
    const itemPath = `${c.path}/${String(created.id)}`
    const before = await c.model.countDocuments()
    const { cookie, token } = await memberSession()
    for (const [auth, status] of [[{ cookie }, 403], [{ token }, 403], [{}, 401]] as const) {
      expect((await sendJson(server.baseUrl, 'POST', c.path, named(), auth)).status).toBe(status)
      expect((await sendJson(server.baseUrl, 'PUT', itemPath, named({ isActive: false }), auth)).status).toBe(status)
      expect((await sendJson(server.baseUrl, 'DELETE', itemPath, undefined, auth)).status).toBe(status)
    }
    expect(await c.model.countDocuments()).toBe(before)
    expect(await c.model.findById(created.id).lean()).toMatchObject({ [nameField]: created[nameField], isActive: true })
  })

  test('methods the resource does not have: 405 with Allow', async () => {
    const { cookie } = await adminSession()
    const list = await sendJson(server.baseUrl, 'PUT', c.path, named(), { cookie })
    expect(list.status).toBe(405)
    expect(list.headers.get('allow')).toBe('GET, POST')
    const item = await sendJson(server.baseUrl, 'POST', `${c.path}/${NOWHERE}`, named(), { cookie })
    expect(item.status).toBe(405)
    expect(item.headers.get('allow')).toBe('GET, PUT, DELETE')
  })
})
