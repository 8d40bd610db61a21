import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { CONTENT_TYPE_INFO, CONTENT_TYPES, type ContentType } from '#app/domain/content-types.ts'
import { CONTENT_SCHEMAS, contentCrossFieldErrors, formSchemaOf, NewsArticleSchema } from './content.ts'
import { CONTENT_CONSTRAINTS } from './constraints.server.ts'
import { inEnglish } from '#tests/messages.ts'

/** The messages per field, as the JSON API reports them. */
function errorsOf(type: ContentType, value: unknown): Record<string, string[]> {
  const result = (CONTENT_SCHEMAS[type] as z.ZodTypeAny).safeParse(value)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) (out[issue.path.join('.') || 'form'] ??= []).push(inEnglish(issue.message))
  return out
}

function formDataOf(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.append(key, value)
  return formData
}

/** What the HTML form's action reads: strings, empty fields as undefined, unticked boxes absent. */
function formParse(type: ContentType, fields: Record<string, string>) {
  const submission = parseWithZod(formDataOf(fields), { schema: formSchemaOf(type) })
  return submission.status === 'success' ? { value: submission.value as Record<string, unknown> } : { errors: inEnglish(submission.reply().error ?? {}) }
}

const valid: Record<ContentType, Record<string, unknown>> = {
  news: {
    title: 'Registration opens for the 2027 conference',
    excerpt: 'Three days of talks and workshops in Kota Kinabalu.',
    content: 'First paragraph.\n\nSecond paragraph.',
    date: '2026-03-10',
    author: 'EMPAM Secretariat',
    category: 'Events',
    imageUrl: 'https://example.com/conference.jpg',
    featured: true,
    isActive: true,
  },
  events: { title: 'Regional Conference', date: '14–16 March 2027', location: 'Kota Kinabalu, Sabah', type: 'Conference', description: 'Talks.', isActive: true },
  galleries: { title: 'Wellness Day', description: 'Photographs from the day.', images: 24, date: 'May 2026', isActive: true },
  'local-partners': { name: 'Sabah Health NGO', type: 'NGO', description: 'Health talks.', focus: 'Outreach', status: 'MOU Signed', isActive: true },
  'international-partners': {
    name: 'Singapore Association',
    type: 'Association',
    description: 'Sister association.',
    focus: 'CPD',
    status: 'Network Member',
    country: 'Singapore',
    isActive: true,
  },
  training: {
    title: 'Foundations of Energy Work',
    description: 'An introduction.',
    duration: '2 days',
    level: 'Beginner',
    provider: 'EMPAM Academy',
    cost: 'RM 450',
    isActive: true,
  },
  committee: { salutation: 'Dr.', name: 'Juliana Gontusan', position: 'Founding President', organisation: 'Kinabalu Harmony Wellness Centre', order: 1, isActive: true },
}

const requiredMessages: Record<ContentType, Record<string, string[]>> = {
  news: {
    title: ['Title is required'],
    excerpt: ['Excerpt is required'],
    date: ['Date is required'],
    author: ['Author is required'],
    category: ['Category is required'],
  },
  // The date is asked for between fields (a text date or a start: issue 20), below.
  events: { title: ['Title is required'], location: ['Location is required'], type: ['Type is required'] },
  galleries: { title: ['Title is required'], description: ['Description is required'], date: ['Date is required'] },
  'local-partners': {
    name: ['Name is required'],
    type: ['Type is required'],
    description: ['Description is required'],
    focus: ['Focus is required'],
    status: ['Status is required'],
  },
  'international-partners': {
    name: ['Name is required'],
    type: ['Type is required'],
    description: ['Description is required'],
    focus: ['Focus is required'],
    status: ['Status is required'],
    country: ['Country is required'],
  },
  training: {
    title: ['Title is required'],
    description: ['Description is required'],
    duration: ['Duration is required'],
    level: ['Level is required'],
    provider: ['Provider is required'],
  },
  committee: { name: ['Name is required'], position: ['Position is required'] },
}

describe.each(CONTENT_TYPES)('the %s schema', (type) => {
  test('the form description, the constraints and the schema name the same fields', () => {
    const info = CONTENT_TYPE_INFO[type]
    // An uploaded photo is a file, no schema field; a news article's link to a picture is the API's only (the form uploads one).
    const names = info.fields.filter((f) => f.kind !== 'image').map((f) => f.name).sort()
    const apiOnly = type === 'news' ? ['imageUrl'] : []
    expect(Object.keys(CONTENT_SCHEMAS[type].shape).filter((name) => !apiOnly.includes(name)).sort()).toEqual(names)
    expect(Object.keys(CONTENT_CONSTRAINTS[type]).filter((name) => !apiOnly.includes(name)).sort()).toEqual(names)
  })

  test('a complete item passes', () => {
    expect(errorsOf(type, valid[type])).toEqual({})
  })

  test('missing required fields get "<Field> is required", in JSON and in the form alike', () => {
    expect(errorsOf(type, {})).toEqual(requiredMessages[type])
    const blanks = Object.fromEntries(Object.keys(CONTENT_SCHEMAS[type].shape).map((name) => [name, '']))
    expect(formParse(type, blanks).errors).toEqual(requiredMessages[type])
    const spaces = Object.fromEntries(Object.keys(requiredMessages[type]).map((name) => [name, '   ']))
    expect(errorsOf(type, { ...valid[type], ...spaces })).toEqual(requiredMessages[type])
  })

  test('text is trimmed and kept within the stored limits', () => {
    const nameField = CONTENT_TYPE_INFO[type].nameField
    const parsed = CONTENT_SCHEMAS[type].parse({ ...valid[type], [nameField]: '  Spaced out  ' }) as Record<string, unknown>
    expect(parsed[nameField]).toBe('Spaced out')
    expect(errorsOf(type, { ...valid[type], [nameField]: 'x'.repeat(201) })).toEqual({ [nameField]: ['Please keep this under 200 characters'] })
  })

  test('Active: JSON leaves it out for "active"; a form leaves the box unticked for "inactive"', () => {
    const { isActive: _omitted, ...withoutFlag } = valid[type]
    expect((CONTENT_SCHEMAS[type].parse(withoutFlag) as Record<string, unknown>).isActive).toBe(true)
    expect((CONTENT_SCHEMAS[type].parse({ ...withoutFlag, isActive: false }) as Record<string, unknown>).isActive).toBe(false)
    expect(errorsOf(type, { ...withoutFlag, isActive: 'yes' })).toEqual({ isActive: ['Active must be true or false'] })
    const formFields = Object.fromEntries(
      Object.entries(withoutFlag)
        .filter(([name]) => name !== 'featured')
        .map(([name, value]) => [name, String(value)]),
    )
    expect(formParse(type, formFields).value?.isActive).toBe(false)
    expect(formParse(type, { ...formFields, isActive: 'on' }).value?.isActive).toBe(true)
  })
})

describe('events with real dates (issue 20)', () => {
  const parse = (values: Record<string, unknown>) => {
    const parsed = CONTENT_SCHEMAS.events.parse({ ...valid.events, ...values })
    return inEnglish(contentCrossFieldErrors('events', parsed))
  }
  test('a text date or a start is needed; an end after the start; a deadline before it', () => {
    expect(parse({ date: '' })).toEqual({ date: ['Date is required'] })
    expect(parse({ date: '', startsAt: '2027-01-23T09:00' })).toBeNull()
    expect(parse({ endsAt: '2027-01-23T09:00' })).toEqual({ startsAt: ['Give a start date and time as well'] })
    expect(parse({ startsAt: '2027-01-23T09:00', endsAt: '2027-01-23T08:00' })).toEqual({ endsAt: ['The end must be after the start'] })
    expect(parse({ startsAt: '2027-01-23T09:00', registrationDeadline: '2027-01-23T10:00' })).toEqual({
      registrationDeadline: ['Registration must close before the event starts'],
    })
  })
  test("a form's Malaysia time and an ISO moment with its zone are the same instant", () => {
    const local = CONTENT_SCHEMAS.events.parse({ ...valid.events, startsAt: '2027-01-23T09:00' })
    const iso = CONTENT_SCHEMAS.events.parse({ ...valid.events, startsAt: '2027-01-23T01:00:00Z' })
    expect(local.startsAt?.toISOString()).toBe('2027-01-23T01:00:00.000Z')
    expect(iso.startsAt?.toISOString()).toBe('2027-01-23T01:00:00.000Z')
  })
})

describe('news articles', () => {
  test('optional fields become empty text; Featured is off unless given', () => {
    const { content: _c, imageUrl: _i, featured: _f, ...required } = valid.news
    expect(NewsArticleSchema.parse(required)).toMatchObject({ content: '', imageUrl: '', featured: false, isActive: true })
  })

  test('the date is a calendar day, stored as midnight UTC; an ISO timestamp is read as its day in Malaysia', () => {
    expect(NewsArticleSchema.parse(valid.news).date).toEqual(new Date('2026-03-10T00:00:00.000Z'))
    expect(NewsArticleSchema.parse({ ...valid.news, date: '2026-03-09T20:00:00Z' }).date).toEqual(new Date('2026-03-10T00:00:00.000Z'))
    for (const date of ['10/03/2026', 'next Tuesday', '2026-02-30', '1850-01-01']) {
      expect(errorsOf('news', { ...valid.news, date })).toEqual({ date: ['Enter a valid date'] })
    }
  })

  test('the image URL is optional, and a web address when given', () => {
    expect(errorsOf('news', { ...valid.news, imageUrl: '' })).toEqual({})
    for (const imageUrl of ['not a link', 'javascript:alert(1)', 'ftp://example.com/a.jpg', 'example.com/a.jpg']) {
      expect(errorsOf('news', { ...valid.news, imageUrl })).toEqual({ imageUrl: ['Invalid URL'] })
    }
  })

  test('the form: a ticked Featured box is true, an unticked one false', () => {
    const fields = { ...valid.news, featured: 'on', isActive: 'on' } as Record<string, string>
    expect(formParse('news', fields).value).toMatchObject({ featured: true, isActive: true })
    const { featured: _f, ...unticked } = fields
    expect(formParse('news', unticked).value).toMatchObject({ featured: false, isActive: true })
    expect(errorsOf('news', { ...valid.news, featured: 'true' })).toEqual({ featured: ['Featured must be true or false'] })
  })
})

describe('galleries', () => {
  const { images: _images, ...withoutCount } = valid.galleries

  test("the photo count is not the form's or the client's to set: it comes from the uploaded photos (issue 16)", () => {
    expect(CONTENT_SCHEMAS.galleries.parse({ ...valid.galleries, images: 36 })).not.toHaveProperty('images')
    expect(formParse('galleries', { ...(withoutCount as Record<string, string>), isActive: 'on', images: '36' }).value).not.toHaveProperty('images')
  })
})

describe('optional text', () => {
  test('event description and training cost may be left out, and are stored empty', () => {
    const { description: _d, ...event } = valid.events
    expect(CONTENT_SCHEMAS.events.parse(event).description).toBe('')
    const { cost: _c, ...training } = valid.training
    expect(CONTENT_SCHEMAS.training.parse(training).cost).toBe('')
  })

  test('keys the schema does not know are dropped', () => {
    const parsed = CONTENT_SCHEMAS.events.parse({ ...valid.events, createdAt: '2020-01-01', _id: 'x' }) as Record<string, unknown>
    expect(parsed).not.toHaveProperty('createdAt')
    expect(parsed).not.toHaveProperty('_id')
  })
})
