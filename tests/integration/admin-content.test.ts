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
import englishAdmin from '#app/locales/en/admin.json'
import {
  adminSession,
  expectPage,
  follow,
  inputValue,
  isChecked,
  readable,
  textareaValue,
} from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from '#tests/content-factories.ts'
import { get, postForm } from '#tests/http.ts'
import { browserInputsOfRoute, measurePage } from '#tests/page-weight.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

const unique = () => Math.random().toString(36).slice(2, 8)

interface Case {
  type: ContentType
  model: Model<Record<string, unknown>>
  make: (overrides?: Record<string, unknown>) => Promise<{ id: string }>
  /** A complete form as an administrator fills it in (the name gets a unique suffix). */
  form: Record<string, string>
  /** What is stored from `form`. */
  stored: Record<string, unknown>
  /** A field to change on edit, and its new value. */
  edit: [string, string]
  /** Where visitors see the items: the page and the public API. */
  publicPage: string
  publicApi: string
  /** Leaving these out of the form: their messages (the spec's). */
  required: Record<string, string>
}

const asModel = (model: unknown) => model as Model<Record<string, unknown>>

const cases: Case[] = [
  {
    type: 'news',
    model: asModel(NewsArticle),
    make: createNewsArticle,
    form: {
      title: 'Members’ Day 2027 announced',
      excerpt: 'A day of talks, practice sessions and the annual general meeting.',
      content: 'The first paragraph.\n\nThe second paragraph.',
      date: '2026-03-10',
      author: 'EMPAM Secretariat',
      category: 'Announcements',
      imageAlt: 'Members on the day',
      featured: 'on',
      isActive: 'on',
    },
    stored: {
      excerpt: 'A day of talks, practice sessions and the annual general meeting.',
      content: 'The first paragraph.\n\nThe second paragraph.',
      date: new Date('2026-03-10T00:00:00.000Z'),
      author: 'EMPAM Secretariat',
      category: 'Announcements',
      imageAlt: 'Members on the day',
      featured: true,
      isActive: true,
    },
    edit: ['category', 'Events'],
    publicPage: '/news',
    publicApi: '/api/news',
    required: {
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      date: 'Date is required',
      author: 'Author is required',
      category: 'Category is required',
    },
  },
  {
    type: 'events',
    model: asModel(Event),
    make: createEvent,
    form: {
      title: 'Regional Conference',
      date: '14–16 March 2027',
      location: 'Kota Kinabalu, Sabah',
      type: 'Conference',
      description: 'Talks and workshops.',
      isActive: 'on',
    },
    stored: { date: '14–16 March 2027', location: 'Kota Kinabalu, Sabah', type: 'Conference', description: 'Talks and workshops.', isActive: true },
    edit: ['location', 'Penampang, Sabah'],
    publicPage: '/news',
    publicApi: '/api/events',
    required: { title: 'Title is required', date: 'Date is required', location: 'Location is required', type: 'Type is required' },
  },
  {
    type: 'galleries',
    model: asModel(Gallery),
    make: createGallery,
    form: { title: 'Wellness Day', description: 'Photographs from the open day.', date: 'May 2026', isActive: 'on' },
    stored: { description: 'Photographs from the open day.', images: 0, date: 'May 2026', isActive: true },
    edit: ['description', 'Photographs from the open day, with captions.'],
    publicPage: '/news',
    publicApi: '/api/galleries',
    required: { title: 'Title is required', description: 'Description is required', date: 'Date is required' },
  },
  {
    type: 'local-partners',
    model: asModel(LocalPartner),
    make: createLocalPartner,
    form: { name: 'Sabah Rural Health', type: 'Community NGO', description: 'Health talks in villages.', focus: 'Outreach', status: 'MOU Signed', isActive: 'on' },
    stored: { type: 'Community NGO', description: 'Health talks in villages.', focus: 'Outreach', status: 'MOU Signed', isActive: true },
    edit: ['status', 'Active Partnership'],
    publicPage: '/collaborations',
    publicApi: '/api/local-partners',
    required: {
      name: 'Name is required',
      type: 'Type is required',
      description: 'Description is required',
      focus: 'Focus is required',
      status: 'Status is required',
    },
  },
  {
    type: 'international-partners',
    model: asModel(InternationalPartner),
    make: createInternationalPartner,
    form: {
      name: 'Energy Practitioners Singapore',
      type: 'Professional Association',
      description: 'A sister association.',
      focus: 'Cross-border CPD',
      status: 'Network Member',
      country: 'Singapore',
      isActive: 'on',
    },
    stored: {
      type: 'Professional Association',
      description: 'A sister association.',
      focus: 'Cross-border CPD',
      status: 'Network Member',
      country: 'Singapore',
      isActive: true,
    },
    edit: ['country', 'Thailand'],
    publicPage: '/collaborations',
    publicApi: '/api/international-partners',
    required: {
      name: 'Name is required',
      type: 'Type is required',
      description: 'Description is required',
      focus: 'Focus is required',
      status: 'Status is required',
      country: 'Country is required',
    },
  },
  {
    type: 'training',
    model: asModel(TrainingProgramme),
    make: createTrainingProgramme,
    form: {
      title: 'Foundations of Energy Work',
      description: 'An introduction, alongside medical care.',
      duration: '2 days',
      level: 'Beginner',
      provider: 'EMPAM Academy',
      cost: 'RM 450',
      isActive: 'on',
    },
    stored: { description: 'An introduction, alongside medical care.', duration: '2 days', level: 'Beginner', provider: 'EMPAM Academy', cost: 'RM 450', isActive: true },
    edit: ['level', 'Advanced'],
    publicPage: '/training',
    publicApi: '/api/training',
    required: {
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration is required',
      level: 'Level is required',
      provider: 'Provider is required',
    },
  },
]

const page = async (path: string, cookie: string) => {
  const response = await get(server.baseUrl, path, { cookie })
  expect(response.status, `GET ${path}`).toBe(200)
  return response.text()
}

describe.each(cases)('$type', (c) => {
  // The kind's description, and its English names (tab, heading, title) as the pages show them.
  const info = { ...CONTENT_TYPE_INFO[c.type], ...englishAdmin.content.types[c.type] }
  const nameField = info.nameField
  const named = (name: string) => ({ ...c.form, [nameField]: name })
  const capitalNoun = info.noun.charAt(0).toUpperCase() + info.noun.slice(1)

  test('its tab lists every item, newest first, inactive ones marked, with the count and an add link', async () => {
    const { cookie } = await adminSession()
    const older = (await c.make({ [nameField]: `Older ${unique()}`, createdAt: new Date('2026-01-01T00:00:00Z'), date: c.type === 'news' ? new Date('2026-01-01') : c.form.date })) as Record<string, unknown>
    const newer = (await c.make({ [nameField]: `Newer ${unique()}`, createdAt: new Date('2026-02-01T00:00:00Z'), date: c.type === 'news' ? new Date('2026-02-01') : c.form.date, isActive: false })) as Record<string, unknown>
    const markup = await page(`/admin-content?tab=${c.type}`, cookie)
    const text = readable(markup)
    expectPage(markup).toContain('Content Administration')
    expectPage(markup).toMatch(new RegExp(`href="/admin-content\\?tab=${c.type}"[^>]*aria-current="page"|aria-current="page"[^>]*href="/admin-content\\?tab=${c.type}"`))
    expectPage(markup).toContain(`${info.heading} (${await c.model.countDocuments()})`)
    expect(text.indexOf(String(newer[nameField])), 'newest first').toBeLessThan(text.indexOf(String(older[nameField])))
    expect(text.indexOf(String(older[nameField]))).toBeGreaterThan(-1)
    // The inactive item is the newer one: its card, and only its, carries the mark.
    const newerCard = text.slice(text.indexOf(String(newer[nameField])), text.indexOf(String(older[nameField])))
    expect(newerCard).toContain('Inactive: hidden from the website')
    expectPage(markup).toMatch(new RegExp(`href="/admin-content/${c.type}/new"[^>]*>Add ${info.title}<`))
    expectPage(markup).toContain(`href="/admin-content/${c.type}/${String(older.id)}/edit"`)
    expectPage(markup).toContain(`href="/admin-content/${c.type}/${String(older.id)}/delete"`)
  })

  test('add (the page without JavaScript): stored as typed, a toast on the list, an audit record', async () => {
    const { user, cookie } = await adminSession()
    const newPage = await page(`/admin-content/${c.type}/new`, cookie)
    expectPage(newPage).toMatch(new RegExp(`<h1[^>]*>Add ${info.title}</h1>`))
    if (c.type === 'news') expect(inputValue(newPage, 'date')).toBe(today())
    expect(isChecked(newPage, 'isActive'), 'a new item is active').toBe(true)

    const name = `${c.form[nameField]} ${unique()}`
    const response = await postForm(server.baseUrl, `/admin-content/${c.type}/new`, named(name), { cookie })
    expect(response).toHaveRedirect(`/admin-content?tab=${c.type}`)
    const stored = await c.model.findOne({ [nameField]: name }).lean()
    expect(stored).toMatchObject(c.stored)
    expectPage(await follow(server.baseUrl, response, cookie)).toContain(`${capitalNoun} created successfully`)

    const record = await AuditLog.findOne({ entityId: String(stored!._id) }).lean()
    expect(record).toMatchObject({ actorEmail: user.email, action: 'created', summary: `Created ${info.noun} "${name}"` })
    expect(String(record!.actorId)).toBe(user.id)
  })

  test('refused with "<Field> is required" under each field, the failure above, what was typed kept, nothing stored', async () => {
    const { cookie } = await adminSession()
    const before = await c.model.countDocuments()
    const typed = Object.fromEntries(Object.entries(c.form).filter(([name]) => !(name in c.required)))
    const response = await postForm(server.baseUrl, `/admin-content/${c.type}/new`, { ...typed, ...Object.fromEntries(Object.keys(c.required).map((n) => [n, '  '])) }, { cookie })
    expect(response.status).toBe(400)
    const markup = await response.text()
    expectPage(markup).toMatch(new RegExp(`role="alert"[^>]*><p>Failed to create ${info.noun}</p>`))
    for (const message of Object.values(c.required)) expectPage(markup).toContain(message)
    for (const [name, value] of Object.entries(typed)) {
      const field = info.fields.find((f) => f.name === name)!
      if (field.kind === 'checkbox') expect(isChecked(markup, name), name).toBe(true)
      else if (field.kind === 'textarea') expect(textareaValue(markup, name), name).toBe(value)
      else expect(inputValue(markup, name), name).toBe(value)
    }
    expect(await c.model.countDocuments()).toBe(before)
  })

  test('edit: the page shows the item; saving replaces it; unticking Active takes it off the website and the API', async () => {
    const { user, cookie } = await adminSession()
    const name = `${c.form[nameField]} ${unique()}`
    await postForm(server.baseUrl, `/admin-content/${c.type}/new`, named(name), { cookie })
    const stored = (await c.model.findOne({ [nameField]: name }).lean())!
    const id = String(stored._id)
    expectPage(await page(c.publicPage, cookie)).toContain(name)
    expect(((await (await get(server.baseUrl, c.publicApi)).json()) as Array<{ id: string }>).map((i) => i.id)).toContain(id)

    const editPage = await page(`/admin-content/${c.type}/${id}/edit`, cookie)
    expectPage(editPage).toMatch(new RegExp(`<h1[^>]*>Edit ${info.title}</h1>`))
    expect(inputValue(editPage, nameField)).toBe(name)
    if (c.type === 'news') expect(inputValue(editPage, 'date')).toBe('2026-03-10')

    const [field, value] = c.edit
    const { isActive: _ticked, ...unticked } = named(`${name} (renamed)`)
    const response = await postForm(server.baseUrl, `/admin-content/${c.type}/${id}/edit`, { ...unticked, [field]: value }, { cookie })
    expect(response).toHaveRedirect(`/admin-content?tab=${c.type}`)
    const updated = await c.model.findById(id).lean()
    expect(updated).toMatchObject({ [nameField]: `${name} (renamed)`, [field]: value, isActive: false })
    const list = await follow(server.baseUrl, response, cookie)
    expectPage(list).toContain(`${capitalNoun} updated successfully`)
    expectPage(list).toContain(`${name} (renamed)`)

    // Gone from what visitors see, kept here.
    expectPage(await page(c.publicPage, cookie)).not.toContain(name)
    expect(((await (await get(server.baseUrl, c.publicApi)).json()) as Array<{ id: string }>).map((i) => i.id)).not.toContain(id)
    expect((await get(server.baseUrl, `${c.publicApi}/${id}`)).status).toBe(404)
    expect(await AuditLog.findOne({ entityId: id, action: 'updated' }).lean()).toMatchObject({
      actorEmail: user.email,
      summary: `Updated ${info.noun} "${name} (renamed)" (inactive, hidden from the website)`,
    })
  })

  test('edit refused: the failure and the message, the typing kept, the item unchanged', async () => {
    const { cookie } = await adminSession()
    const item = (await c.make()) as Record<string, unknown>
    const [firstRequired, message] = Object.entries(c.required)[0]!
    const response = await postForm(server.baseUrl, `/admin-content/${c.type}/${String(item.id)}/edit`, { ...c.form, [firstRequired]: '' }, { cookie })
    expect(response.status).toBe(400)
    const markup = await response.text()
    expectPage(markup).toContain(`Failed to update ${info.noun}`)
    expectPage(markup).toContain(message)
    const [otherName, otherValue] = Object.entries(c.form).find(([n]) => n !== firstRequired && info.fields.find((f) => f.name === n)?.kind === 'text')!
    expect(inputValue(markup, otherName)).toBe(otherValue)
    expect((await c.model.findById(item.id).lean())?.[nameField]).toBe(item[nameField])
  })

  test('delete: a confirmation page, then gone everywhere, with a toast and an audit record', async () => {
    const { user, cookie } = await adminSession()
    const item = (await c.make()) as Record<string, unknown>
    const id = String(item.id)
    const confirm = await page(`/admin-content/${c.type}/${id}/delete`, cookie)
    expectPage(confirm).toMatch(new RegExp(`<h1[^>]*>Delete ${info.title}</h1>`))
    expectPage(confirm).toContain(String(item[nameField]))
    expectPage(confirm).toMatch(new RegExp(`<form[^>]*method="post"[^>]*action="/admin-content/${c.type}/${id}/delete"`))
    expect(await c.model.findById(id).lean(), 'asking deletes nothing').not.toBeNull()

    const response = await postForm(server.baseUrl, `/admin-content/${c.type}/${id}/delete`, {}, { cookie })
    expect(response).toHaveRedirect(`/admin-content?tab=${c.type}`)
    expect(await c.model.findById(id).lean()).toBeNull()
    const list = await follow(server.baseUrl, response, cookie)
    expectPage(list).toContain(`${capitalNoun} deleted successfully`)
    expectPage(list).not.toContain(`/admin-content/${c.type}/${id}/edit`)
    expect(await AuditLog.findOne({ entityId: id, action: 'deleted' }).lean()).toMatchObject({
      actorEmail: user.email,
      entityType: expect.any(String),
      summary: `Deleted ${info.noun} "${String(item[nameField])}"`,
    })

    // Deleting again: the failure, said plainly, not an error page.
    const again = await postForm(server.baseUrl, `/admin-content/${c.type}/${id}/delete`, {}, { cookie })
    expect(again.status).toBe(404)
    expectPage(await again.text()).toContain('no longer exists')
  })

  test('a missing or malformed id: the 404 page, and saving it stores nothing', async () => {
    const { cookie } = await adminSession()
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
      for (const action of ['edit', 'delete']) {
        const response = await get(server.baseUrl, `/admin-content/${c.type}/${id}/${action}`, { cookie })
        expect(response.status, `${action} ${id}`).toBe(404)
        expectPage(await response.text()).toContain('no longer exists')
      }
    }
    const before = await c.model.countDocuments()
    const response = await postForm(server.baseUrl, `/admin-content/${c.type}/64b7f0c2a1b2c3d4e5f60718/edit`, c.form, { cookie })
    expect(response.status).toBe(404)
    // The form's page is plain HTML (not hydrated): what shows is the 404 page, as for reading it.
    expectPage(await response.text()).toContain('no longer exists')
    expect(await c.model.countDocuments()).toBe(before)
  })
})

describe('the content pages', () => {
  test('an unknown kind of content is a 404; an unknown tab shows news', async () => {
    const { cookie } = await adminSession()
    expect((await get(server.baseUrl, '/admin-content/podcasts/new', { cookie })).status).toBe(404)
    expect((await postForm(server.baseUrl, '/admin-content/podcasts/new', { title: 'x' }, { cookie })).status).toBe(404)
    expectPage(await page('/admin-content?tab=podcasts', cookie)).toContain('News Articles (')
    expectPage(await page('/admin-content', cookie)).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/admin-content\?tab=news"/)
  })

  test('the form without Featured and Active ticked stores neither; optional fields stored empty; a new gallery holds 0 photos', async () => {
    const { cookie } = await adminSession()
    const title = `Quiet article ${unique()}`
    await postForm(server.baseUrl, '/admin-content/news/new', { title, excerpt: 'Short.', date: '2026-04-01', author: 'EMPAM', category: 'Notes' }, { cookie })
    expect(await NewsArticle.findOne({ title }).lean()).toMatchObject({ featured: false, isActive: false, content: '', imageUrl: '' })
    const gallery = `Album ${unique()}`
    await postForm(server.baseUrl, '/admin-content/galleries/new', { title: gallery, description: 'Photos.', date: 'June 2026', isActive: 'on' }, { cookie })
    expect(await Gallery.findOne({ title: gallery }).lean()).toMatchObject({ images: 0, isActive: true })
  })

  test("a gallery's photo count comes from its uploaded photos: the form has no count field, and a typed one is ignored", async () => {
    const { cookie } = await adminSession()
    const newPage = await page('/admin-content/galleries/new', cookie)
    expect(newPage).not.toMatch(/name="images"/)
    expect(readable(newPage)).not.toContain('Number of Images')

    // A gallery from before uploads says how many photos it had: editing it keeps that number, shown on /news.
    const old = await createGallery({ title: `Old album ${unique()}`, images: 24 })
    const edit = await page(`/admin-content/galleries/${old.id}/edit`, cookie)
    expect(edit).not.toMatch(/name="images"/)
    const saved = await postForm(
      server.baseUrl,
      `/admin-content/galleries/${old.id}/edit`,
      { title: old.title, description: 'Photographs.', date: 'May 2020', isActive: 'on', images: '999' },
      { cookie },
    )
    expect(saved).toHaveRedirect('/admin-content?tab=galleries')
    expect(await Gallery.findById(old.id).lean()).toMatchObject({ images: 24, description: 'Photographs.' })
    expectPage(await page('/news', cookie)).toContain('24 photos')
  })

  test('a bad image URL is refused', async () => {
    const { cookie } = await adminSession()
    const news = await postForm(server.baseUrl, '/admin-content/news/new', { ...cases[0]!.form, imageUrl: 'javascript:alert(1)' }, { cookie })
    expect(news.status).toBe(400)
    // The form has no link field (a photo is uploaded); only a forged post sends one, and it stores nothing.
    expect(await NewsArticle.countDocuments({ imageUrl: 'javascript:alert(1)' })).toBe(0)
  })

  test('a featured article is on /news under "Featured news", with its badge; unfeatured, it moves to the latest', async () => {
    const { cookie } = await adminSession()
    const title = `Featured story ${unique()}`
    await postForm(server.baseUrl, '/admin-content/news/new', { ...cases[0]!.form, title }, { cookie })
    const id = String((await NewsArticle.findOne({ title }).lean())!._id)
    const featuredSection = (markup: string) => readable(markup).split('id="latest"')[0]!
    expect(featuredSection(await page('/news', cookie))).toContain(title)
    expectPage(await page(`/news/${id}`, cookie)).toContain('Featured')
    expectPage(await page('/admin-content?tab=news', cookie)).toMatch(new RegExp(`${title}</h3><p[^>]*><span[^>]*>Featured</span>`))

    const unfeatured: Record<string, string> = { ...cases[0]!.form, title }
    delete unfeatured.featured
    await postForm(server.baseUrl, `/admin-content/news/${id}/edit`, unfeatured, { cookie })
    const news = await page('/news', cookie)
    expect(featuredSection(news)).not.toContain(title)
    expectPage(news).toContain(title)
  })

  test('the audit log page shows the changes, newest first, in Malaysia time', async () => {
    const { user, cookie } = await adminSession({ email: `auditor-${unique()}@example.com` })
    const title = `Logged article ${unique()}`
    await postForm(server.baseUrl, '/admin-content/news/new', { ...cases[0]!.form, title }, { cookie })
    const record = (await AuditLog.findOne({ summary: `Created news article "${title}"` }).lean())!
    const markup = await page('/admin/audit', cookie)
    expectPage(markup).toContain(`Created news article "${title}"`)
    expectPage(markup).toContain(user.email)
    expectPage(markup).toContain('News article')
    const when = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kuala_Lumpur' }).format(record.createdAt)
    expectPage(markup).toMatch(new RegExp(`\\d{2} [A-Z][a-z]{2} \\d{4}, ${when}`))
  })
})

describe('page weight', () => {
  const routes = ['admin-content/route.tsx', 'admin-content_.$type.new/route.tsx', 'admin-content_.$type.$id.edit/route.tsx', 'admin-content_.$type.$id.delete/route.tsx']

  test('no content page sends zod or the content schemas to the browser', () => {
    for (const route of routes) {
      const inputs = browserInputsOfRoute(`routes/_admin+/${route}`)
      expect(inputs.length, route).toBeGreaterThan(3)
      expect(
        inputs.filter((input) => /node_modules\/(zod|@conform-to\/zod)\/|app\/validation\/content\.ts$/.test(input)),
        `${route} browser bundle`,
      ).toEqual([])
    }
  })

  test('the content page stays under 100 KB of HTML and 100 KB of gzipped JavaScript', async () => {
    const { cookie } = await adminSession()
    for (const path of ['/admin-content', '/admin-content/news/new']) {
      const { htmlBytes, javaScriptKb } = await measurePage(server.baseUrl, path, { headers: { cookie } })
      expect(htmlBytes, `${path} HTML`).toBeLessThan(100 * 1024)
      expect(javaScriptKb, `${path} JavaScript (KB, gzipped)`).toBeLessThanOrEqual(100)
    }
  })
})
