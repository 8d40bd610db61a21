import { describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { CpdEntrySchema } from '#app/validation/cpd.ts'
import { dayOf, dayOfYearsAgo, storedDay } from '#tests/clock.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * What the association approved (or rejected) is what is stored: a member who changes any field of a
 * reviewed entry sends it back to review, and the change is kept. Each field is changed alone, on the
 * page without JavaScript and through PUT /api/cpd/{id}, so that a field left out of the comparison
 * that decides "changed" fails here by name.
 */

const server = useTestServer()

interface Content {
  title: string
  provider: string
  category: string
  hours: number
  date: string
  description: string
  certificateUrl: string
}

const original = (): Content => ({
  title: 'Pranic Healing Level 2',
  provider: 'EMPAM Academy',
  category: 'Workshop',
  hours: 2,
  date: dayOfYearsAgo(1, '03-10'),
  description: 'Two days of supervised practice.',
  certificateUrl: 'https://example.com/certificates/1',
})

// The new value of one field; dates are read from the clock when the test runs.
const changes: Array<{ field: keyof Content; to: () => Content[keyof Content]; name: string }> = [
  { field: 'title', to: () => 'Pranic Healing Level 3', name: 'a new title' },
  { field: 'provider', to: () => 'Sabah Wellness Centre', name: 'another provider' },
  { field: 'category', to: () => 'Research', name: 'another category' },
  { field: 'hours', to: () => 3.5, name: 'more hours' },
  { field: 'date', to: () => dayOfYearsAgo(1, '03-11'), name: 'another day' },
  { field: 'description', to: () => 'Three days of supervised practice.', name: 'a new description' },
  { field: 'description', to: () => '', name: 'the description removed' },
  { field: 'certificateUrl', to: () => 'https://example.com/certificates/2', name: 'another certificate URL' },
  { field: 'certificateUrl', to: () => '', name: 'the certificate URL removed' },
]

const reviews = [
  { status: 'approved', reviewNote: 'Well documented, thank you.' },
  { status: 'rejected', reviewNote: 'Please add the provider details.' },
] as const

async function reviewedEntry(status: 'approved' | 'rejected', reviewNote: string) {
  const user = await createUser()
  const reviewer = await createUser({ isAdmin: true })
  const { cookie } = await signIn(user.id)
  const content = original()
  const entry = await createCpdEntry(user.id, {
    ...content,
    date: storedDay(content.date),
    status,
    reviewNote,
    reviewedBy: reviewer.id,
    reviewedAt: new Date(),
  })
  return { entry, cookie }
}

/** The stored entry's content, in the shape of `Content`. */
async function storedContent(id: string) {
  const stored = (await CpdEntry.findById(id).lean())!
  return {
    content: {
      title: stored.title,
      provider: stored.provider,
      category: stored.category,
      hours: stored.hours,
      date: dayOf(stored.date),
      description: stored.description,
      certificateUrl: stored.certificateUrl,
    },
    review: { status: stored.status, reviewNote: stored.reviewNote, reviewedBy: stored.reviewedBy, reviewedAt: stored.reviewedAt },
  }
}

const asForm = (content: Content) => ({ ...content, hours: String(content.hours) })

/** The dashboard's card of one entry, as the member sees it. */
async function cardOn(cookie: string, id: string) {
  const markup = await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).text()
  const start = markup.indexOf(`aria-labelledby="cpd-item-${id}-heading"`)
  expect(start, 'the entry is on the dashboard').toBeGreaterThan(-1)
  return markup.slice(start, markup.indexOf('</article>', start))
}

test('the cases cover every field a member may change', () => {
  expect(new Set(changes.map((c) => c.field))).toEqual(new Set(Object.keys(CpdEntrySchema.shape)))
})

describe.each(reviews)('a $status entry', ({ status, reviewNote }) => {
  describe.each(changes)('with $name', ({ field, to }) => {
    test('saved on the page: stored, back to pending, the review cleared, shown as pending', async () => {
      const { entry, cookie } = await reviewedEntry(status, reviewNote)
      const changed = { ...original(), [field]: to() }
      const response = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, asForm(changed), { cookie })
      expect(response).toHaveRedirect('/member-dashboard/cpd')
      expect(await storedContent(entry.id)).toEqual({
        content: changed,
        review: { status: 'pending', reviewNote: '', reviewedBy: null, reviewedAt: null },
      })
      const card = await cardOn(cookie, entry.id)
      expect(card).toContain('data-status="pending"')
      expect(card).not.toContain(reviewNote)
    })

    test('sent with PUT /api/cpd/{id}: answered and stored, back to pending, the review cleared', async () => {
      const { entry, cookie } = await reviewedEntry(status, reviewNote)
      const changed = { ...original(), [field]: to() }
      const response = await sendJson(server.baseUrl, 'PUT', `/api/cpd/${entry.id}`, changed, { cookie })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        ...changed,
        date: `${changed.date}T00:00:00.000Z`,
        status: 'pending',
        reviewNote: '',
        reviewedAt: null,
      })
      expect(await storedContent(entry.id)).toEqual({
        content: changed,
        review: { status: 'pending', reviewNote: '', reviewedBy: null, reviewedAt: null },
      })
    })
  })

  // The other side of the rule: saving what was reviewed, unchanged, keeps the review.
  test('saved unchanged on the page and through the API, it keeps its review', async () => {
    const { entry, cookie } = await reviewedEntry(status, reviewNote)
    const before = await storedContent(entry.id)
    expect(await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, asForm(original()), { cookie })).toHaveRedirect('/member-dashboard/cpd')
    expect(await storedContent(entry.id)).toEqual(before)
    const response = await sendJson(server.baseUrl, 'PUT', `/api/cpd/${entry.id}`, original(), { cookie })
    expect(await response.json()).toMatchObject({ status, reviewNote })
    expect(await storedContent(entry.id)).toEqual(before)
    expect(before.review).toMatchObject({ status, reviewNote, reviewedAt: expect.any(Date) })
  })
})
