import { describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import {
  ContactMessage,
  Event,
  Gallery,
  InternationalPartner,
  LocalPartner,
  NewsArticle,
  NewsletterSubscriber,
  Listing,
  TrainingProgramme,
  User,
} from '#app/models/index.server.ts'
import { PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import type { DirectoryFilters } from '#app/domain/directory-query.ts'
import { searchDirectory as search } from '#app/services/directory/search.server.ts'
import { MemberResource } from '#app/models/member-resource.server.ts'
import { seedBulkListings, seedDemoContent, seedDemoContentIfEmpty } from '#app/seed/seed.server.ts'
import { DEMO_IMAGES, demoMediaId } from '#app/seed/demo-media.ts'
import { getMediaById, Media } from '#app/models/media.server.ts'
import { verifyPassword } from '#app/utils/password.server.ts'
import { setMembershipId } from '#app/models/user.server.ts'
import { ensureAdminUser } from '#app/jobs/start-up.server.ts'
import { createCpdEntry, createUser } from '#tests/factories.ts'

describe('models', () => {
  test('JSON has a string id and never _id, __v or the password hash', async () => {
    const user = await createUser()
    const doc = await User.findById(user.id).select('+passwordHash')
    const json = JSON.parse(JSON.stringify(doc))
    expect(json.id).toBe(user.id)
    expect(json).not.toHaveProperty('_id')
    expect(json).not.toHaveProperty('__v')
    expect(json).not.toHaveProperty('passwordHash')
    expect(user).not.toHaveProperty('passwordHash')
  })

  test('e-mail, username and membership ID are unique; e-mails are stored lower-cased and trimmed', async () => {
    const user = await createUser({ email: '  Mixed.Case@Example.COM ' })
    expect(user.email).toBe('mixed.case@example.com')
    await expect(createUser({ email: 'mixed.case@example.com' })).rejects.toMatchObject({ code: 11000 })
    await expect(createUser({ username: user.username })).rejects.toMatchObject({ code: 11000 })
    // A membership ID is optional (applicants have none), so its uniqueness is a reservation, not an index.
    const [first, second] = await Promise.all([createUser({ membershipId: undefined }), createUser({ membershipId: undefined })])
    expect(await setMembershipId(first.id, 'EMP909090')).toBe('set')
    expect(await setMembershipId(second.id, 'emp909090')).toBe('taken')
    expect(await setMembershipId(second.id, user.membershipId!)).toBe('taken')
    expect((await User.findById(second.id).lean())?.membershipId).toBeUndefined()
  })

  test('CPD hours are kept exactly in half-hour steps and refused otherwise', async () => {
    const user = await createUser()
    const entry = await createCpdEntry(user.id, { hours: 1.5 })
    expect((await CpdEntry.findById(entry.id).lean())?.hours).toBe(1.5)
    // Each refusal is a validation error on hours, and stores nothing.
    await expect(createCpdEntry(user.id, { hours: 2.3 })).rejects.toMatchObject({
      name: 'ValidationError',
      errors: { hours: { kind: 'user defined', message: 'Hours must be in steps of 0.5' } },
    })
    await expect(createCpdEntry(user.id, { hours: 0 })).rejects.toMatchObject({
      name: 'ValidationError',
      errors: { hours: { kind: 'min', message: 'Path `hours` (0) is less than minimum allowed value (0.5).' } },
    })
    await expect(createCpdEntry(user.id, { hours: 100.5 })).rejects.toMatchObject({
      name: 'ValidationError',
      errors: { hours: { kind: 'max', message: 'Path `hours` (100.5) is more than maximum allowed value (100).' } },
    })
    expect(await CpdEntry.countDocuments({ userId: user.id })).toBe(1)
    expect((await createCpdEntry(user.id)).status).toBe('pending')
  })

  test('new accounts default to pending membership and no admin rights', async () => {
    const user = await createUser({ membershipStatus: undefined })
    expect(user.membershipStatus).toBe('pending')
    expect(user.isAdmin).toBe(false)
    expect(user.emailVerified).toBe(false)
    expect(user.isActive).toBe(true)
  })
})

/** Each test here starts from a first start: the collections the demo content fills are emptied. */
async function emptyDemoCollections() {
  await Promise.all(
    [Listing, NewsArticle, Event, Gallery, LocalPartner, InternationalPartner, TrainingProgramme, MemberResource].map((model) =>
      (model as typeof Listing).deleteMany({}),
    ),
  )
}

describe('demo content', () => {
  test('first start fills an empty database; seeding again adds nothing', async () => {
    await emptyDemoCollections()
    expect(await seedDemoContentIfEmpty()).toBe(true)
    expect(await seedDemoContentIfEmpty()).toBe(false)
    const again = await seedDemoContent()
    expect(Object.values(again).every((n) => n === 0)).toBe(true)

    expect(await Listing.countDocuments()).toBe(24)
    expect(await NewsArticle.countDocuments()).toBe(6)
    expect(await NewsArticle.countDocuments({ featured: true })).toBe(1)
    // Four with a text date, and /training's four (issue 20) with real dates and seats.
    expect(await Event.countDocuments()).toBe(8)
    expect(await Event.countDocuments({ startsAt: { $ne: null }, capacity: 30 })).toBe(4)
    expect(await Gallery.countDocuments()).toBe(3)
    expect(await LocalPartner.countDocuments()).toBe(3)
    expect(await InternationalPartner.countDocuments()).toBe(4)
    expect(await TrainingProgramme.countDocuments()).toBe(4)
    // Issue 17: two PDFs (private uploads of the association) and a link, published to members.
    const resources = await MemberResource.find().sort({ sortOrder: 1 }).lean()
    expect(resources.map((r) => [r.kind, r.published])).toEqual([['document', true], ['document', true], ['link', true]])
    for (const resource of resources.filter((r) => r.kind === 'document')) {
      expect(await Media.findById(resource.document!.mediaId).lean()).toMatchObject({ ownerId: null, purpose: 'member-resource', visibility: 'private', kind: 'document' })
    }
    expect(await ContactMessage.countDocuments()).toBe(0)
    expect(await NewsletterSubscriber.countDocuments()).toBe(0)
    // The demo pictures, stored through the upload pipeline under their fixed ids.
    expect(await Media.countDocuments({ ownerId: null, visibility: 'public' })).toBe(DEMO_IMAGES.length)
    const portrait = await getMediaById(demoMediaId('exco-01'))
    expect(portrait).toMatchObject({ kind: 'image', purpose: 'content', width: 480, height: 600, alt: expect.stringMatching(/^Illustrated portrait of /) })
    expect(portrait!.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(['160.jpeg', '160.webp', '480.jpeg', '480.webp'])

    const practitioners = await Listing.find().lean()
    expect(practitioners.map((p) => p.membershipId).sort()[0]).toBe('EMP001')
    expect(new Set(practitioners.map((p) => p.state)).size).toBeGreaterThanOrEqual(8)
    const specialties = new Set(practitioners.flatMap((p) => p.specialties))
    for (const pillar of PILLAR_SPECIALTIES) expect(specialties).toContain(pillar)
    expect(practitioners.some((p) => p.rating > 0 && p.reviewCount > 0)).toBe(true)
  })

  test("every language and session the directory's filters offer finds at least one demo listing (issue 33)", async () => {
    await emptyDemoCollections()
    await seedDemoContent()
    // The filters' own options (components/directory/directory-search-form.tsx), through the directory's own matching.
    const searchDirectory = (filters: Partial<DirectoryFilters>) => search({ search: '', state: '', specialty: '', ...filters })
    for (const language of LISTING_LANGUAGES) {
      expect((await searchDirectory({ language })).total, `language=${language}`).toBeGreaterThan(0)
    }
    for (const mode of PRACTICE_MODES) {
      expect((await searchDirectory({ mode })).total, `mode=${mode}`).toBeGreaterThan(0)
    }
    // Varied, as a real directory is: no listing without either, and no one answer that fits every listing.
    const listings = await Listing.find().lean()
    for (const listing of listings) {
      expect(listing.languages?.length, listing.name).toBeGreaterThan(0)
      expect(listing.modes?.length, listing.name).toBeGreaterThan(0)
    }
    for (const mode of PRACTICE_MODES) expect((await searchDirectory({ mode })).total, `mode=${mode}`).toBeLessThan(listings.length)
    expect((await searchDirectory({ language: 'Bahasa Malaysia', mode: 'home-visit' })).total).toBeGreaterThan(0)
  })

  test('bulk practitioners continue the membership numbers', async () => {
    await emptyDemoCollections()
    await seedDemoContent()
    await seedBulkListings(1500)
    expect(await Listing.countDocuments()).toBe(24 + 1500)
    const ids = await Listing.distinct('membershipId')
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain(`EMP${String(24 + 1500).padStart(3, '0')}`)
  })
})

describe('the first administrator', () => {
  test('is created active and verified when no user has the e-mail, and never changed afterwards', async () => {
    const log: string[] = []
    expect(await ensureAdminUser('chair@empam.example', 'first-password', (m) => log.push(m))).toBe(true)
    const admin = await User.findOne({ email: 'chair@empam.example' }).select('+passwordHash').lean()
    expect(admin).toMatchObject({ isAdmin: true, membershipStatus: 'active', emailVerified: true, isActive: true })
    expect(await verifyPassword('first-password', admin!.passwordHash)).toBe(true)

    expect(await ensureAdminUser('chair@empam.example', 'another-password')).toBe(false)
    const unchanged = await User.findOne({ email: 'chair@empam.example' }).select('+passwordHash').lean()
    expect(unchanged!.passwordHash).toBe(admin!.passwordHash)
    expect(log).toEqual(['Created administrator chair@empam.example'])
  })

  test('leaves an existing member with that e-mail as they are', async () => {
    const member = await createUser({ email: 'treasurer@empam.example' })
    expect(await ensureAdminUser('treasurer@empam.example', 'whatever-password')).toBe(false)
    expect((await User.findById(member.id).lean())?.isAdmin).toBe(false)
  })
})
