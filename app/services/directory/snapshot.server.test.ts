import { describe, expect, test } from 'vitest'
import type { DirectoryFilters } from '#app/domain/directory-query.ts'
import { applyDirectoryChanges, buildDirectoryEntries, foldText, indexMembers, type DirectorySnapshot } from './snapshot.server.ts'
import { filterDirectory } from './search.server.ts'
import { toDirectoryCard } from './views.ts'
import type { PublicListing } from '#app/models/listing.server.ts'

let counter = 0
function listing(overrides: Partial<PublicListing> = {}): PublicListing {
  counter += 1
  return {
    id: counter.toString(16).padStart(24, '0'),
    salutation: '',
    name: `Listing ${counter}`,
    title: 'Certified Energy Practitioner',
    businessName: 'Quiet Practice',
    membershipId: `EMP${String(counter).padStart(3, '0')}`,
    email: `listing${counter}@example.com`,
    state: 'Selangor',
    country: 'Malaysia',
    location: 'Shah Alam, Malaysia',
    experience: 5,
    phone: '',
    certification: '',
    specialties: ['Body'],
    description: 'Gentle sessions.',
    rating: 0,
    reviewCount: 0,
    imageUrl: '',
    isActive: true,
    languages: [],
    modes: [],
    whatsapp: '',
    website: '',
    tcmRegistrationNo: '',
    imageMediaId: '',
    image: null,
    userId: '',
    hiddenByMember: false,
    createdAt: new Date('2026-01-01'),
    updatedAt: new Date('2026-01-02'),
    ...overrides,
  } as PublicListing
}

const none = new Set<string>()
/** The register's facts of an account (issue 36) that these tests do not look at. */
const noRegisterFacts = { name: '', membershipType: 'Practitioner', approvedOn: '', sanctions: [], cover: [] }
const all: DirectoryFilters = { search: '', state: '', specialty: '' }
const names = (entries: ReturnType<typeof filterDirectory>) => entries.map((e) => e.listing.name)

/** Members whose membership IDs are `hidden` are suspended: their listings do not show. */
const suspendedMembers = (hidden: Set<string>) =>
  indexMembers([...hidden].map((membershipId, i) => ({ id: String(i).padStart(24, 'f'), membershipId, membershipStatus: 'suspended', membershipValidUntil: '', ...noRegisterFacts })))

function search(listings: PublicListing[], filters: Partial<DirectoryFilters>, hidden: Set<string> = none) {
  return names(filterDirectory(buildDirectoryEntries(listings, suspendedMembers(hidden)), { ...all, ...filters }))
}

describe('the directory search', () => {
  const juliana = listing({
    name: 'Juliana Gontusan',
    businessName: 'Kinabalu Harmony Wellness Centre',
    title: 'Certified Bioenergy Practitioner',
    specialties: ['Soul', 'Auric/Frequencies'],
    description: 'Two decades of bioenergy practice in Sabah.',
    state: 'Sabah',
    location: 'Kota Kinabalu, Malaysia',
  })
  const meiLing = listing({
    name: 'Tan Mei Ling',
    businessName: 'Resonance Path Studio',
    title: 'Registered Frequency Wellness Practitioner',
    specialties: ['Mental/Emotion', 'Sound Therapy'],
    description: 'Calm, structured sound sessions.',
    state: 'Kuala Lumpur',
    location: 'Bangsar, Malaysia',
  })
  const jose = listing({
    name: 'José Ramírez',
    businessName: 'Casa Serena',
    title: 'Biofield Practitioner',
    specialties: ['Body'],
    description: 'Work (and rest) at 1.5x speed? Never: slow and steady.',
    state: 'Other International',
    country: 'Spain',
    location: 'Madrid, Spain',
  })
  const listings = [juliana, meiLing, jose]

  test('an empty search lists everyone, sorted by name', () => {
    expect(search(listings, {})).toEqual(['José Ramírez', 'Juliana Gontusan', 'Tan Mei Ling'])
  })

  test('sorting ignores case and accents and keeps numbers in order', () => {
    const sorted = search(
      [listing({ name: 'zara' }), listing({ name: 'Émile' }), listing({ name: 'adam' }), listing({ name: 'Bella' }), listing({ name: 'Room 10' }), listing({ name: 'Room 9' })],
      {},
    )
    expect(sorted).toEqual(['adam', 'Bella', 'Émile', 'Room 9', 'Room 10', 'zara'])
  })

  test.each([
    ['name', 'gontusan', 'Juliana Gontusan'],
    ['business name', 'resonance path', 'Tan Mei Ling'],
    ['title', 'bioenergy practitioner', 'Juliana Gontusan'],
    ['speciality', 'sound therapy', 'Tan Mei Ling'],
    ['description', 'structured sound', 'Tan Mei Ling'],
    ['location', 'kota kinabalu', 'Juliana Gontusan'],
    ['state', 'kuala lumpur', 'Tan Mei Ling'],
    ['country', 'spain', 'José Ramírez'],
  ])('finds by %s', (_field, text, expected) => {
    expect(search(listings, { search: text })).toEqual([expected])
  })

  test('is case-insensitive, accent-insensitive and forgiving about spaces', () => {
    expect(search(listings, { search: 'JULIANA' })).toEqual(['Juliana Gontusan'])
    expect(search(listings, { search: 'jose ramirez' })).toEqual(['José Ramírez'])
    expect(search(listings, { search: 'RAMÍREZ' })).toEqual(['José Ramírez'])
    expect(search(listings, { search: '  tan   mei  ' })).toEqual(['Tan Mei Ling'])
  })

  test('matches the start of words, never the middle of one (issue 19)', () => {
    expect(search(listings, { search: 'kinab' })).toEqual(['Juliana Gontusan'])
    expect(search(listings, { search: 'inabal' })).toEqual([])
    const siti = listing({ name: 'Siti Aminah binti Yusof', description: 'Reiki.' })
    const charlotte = listing({ name: 'Charlotte Hughes', description: 'Support through every transition of life.' })
    expect(search([siti, charlotte], { search: 'Siti' })).toEqual(['Siti Aminah binti Yusof'])
    expect(search([siti, charlotte], { search: 'siti' })).toEqual(['Siti Aminah binti Yusof'])
    expect(search([siti, charlotte], { search: 'trans' })).toEqual(['Charlotte Hughes'])
  })

  test('with several words, each must start a word somewhere in the listing', () => {
    expect(search(listings, { search: 'gontusan kinabalu' })).toEqual(['Juliana Gontusan'])
    expect(search(listings, { search: 'juliana sound' })).toEqual([])
    expect(search(listings, { search: 'mei sound' })).toEqual(['Tan Mei Ling'])
  })

  test.each(['(', '.*', '[', '\\', '{"$gt":""}', '^', '$', '+', '?', ')('])(
    'treats %j as plain text, not a pattern or an operator',
    (hostile) => {
      // José's description holds brackets and a question mark; the other two none of these.
      expect(search([juliana, meiLing], { search: hostile })).toEqual([])
    },
  )

  test('punctuation that is in the text is found as written', () => {
    expect(search(listings, { search: '(and rest)' })).toEqual(['José Ramírez'])
    expect(search(listings, { search: '1.5x' })).toEqual(['José Ramírez'])
    // Punctuation separates words: "1?5x" is "1" and "5x", as "1.5x" is.
    expect(search(listings, { search: '1?5x' })).toEqual(['José Ramírez'])
    expect(search(listings, { search: 'auric/frequencies' })).toEqual(['Juliana Gontusan'])
  })

  test('filters by location, where empty or All Locations means everywhere', () => {
    expect(search(listings, { state: 'Sabah' })).toEqual(['Juliana Gontusan'])
    expect(search(listings, { state: 'sabah' })).toEqual(['Juliana Gontusan'])
    expect(search(listings, { state: 'Johor' })).toEqual([])
    expect(search(listings, { state: 'All Locations' })).toHaveLength(3)
    expect(search(listings, { state: '' })).toHaveLength(3)
  })

  test("filters by speciality, where empty, 'all' or All Pillar Specialities means any", () => {
    expect(search(listings, { specialty: 'Soul' })).toEqual(['Juliana Gontusan'])
    expect(search(listings, { specialty: 'Body' })).toEqual(['José Ramírez'])
    expect(search(listings, { specialty: 'body' })).toEqual(['José Ramírez'])
    // A speciality filter is the whole speciality, not a substring of one.
    expect(search(listings, { specialty: 'Sound' })).toEqual([])
    for (const any of ['', 'all', 'All Pillar Specialities', 'All Pillar Specialties']) {
      expect(search(listings, { specialty: any })).toHaveLength(3)
    }
  })

  test('combines the search and both filters', () => {
    const more = [
      ...listings,
      listing({ name: 'Tan Ah Kow', state: 'Sabah', specialties: ['Soul'] }),
      listing({ name: 'Tan Bee', state: 'Sabah', specialties: ['Air'] }),
      listing({ name: 'Aida Yusof', businessName: 'Tanjung Aru Wellness', state: 'Sabah', specialties: ['Soul'] }),
    ]
    expect(search(more, { search: 'tan', state: 'Sabah' })).toEqual(['Aida Yusof', 'Tan Ah Kow', 'Tan Bee'])
    expect(search(more, { search: 'tan', state: 'Sabah', specialty: 'Soul' })).toEqual(['Aida Yusof', 'Tan Ah Kow'])
    expect(search(more, { search: 'tan ', state: 'Sabah', specialty: 'Air' })).toEqual(['Tan Bee'])
  })

  test('leaves out inactive listings and those of suspended or expired members', () => {
    const inactive = listing({ name: 'Inactive Listing', isActive: false })
    const suspended = listing({ name: 'Suspended Member', membershipId: 'EMP901' })
    const expired = listing({ name: 'Expired Member', membershipId: 'EMP902' })
    const hidden = new Set(['EMP901', 'EMP902'])
    expect(search([juliana, inactive, suspended, expired], {}, hidden)).toEqual(['Juliana Gontusan'])
    expect(search([juliana, inactive, suspended, expired], { search: 'member' }, hidden)).toEqual([])
  })
})

describe('languages and modes', () => {
  const tamil = listing({ name: 'Kavitha Raman', languages: ['Tamil', 'English'], modes: ['online', 'home-visit'] })
  const malay = listing({ name: 'Nurul Huda', languages: ['Bahasa Malaysia'], modes: ['in-person'] })
  test('filter by a language and a way of meeting, in any case', () => {
    expect(search([tamil, malay], { language: 'Tamil' })).toEqual(['Kavitha Raman'])
    expect(search([tamil, malay], { language: 'bahasa malaysia' })).toEqual(['Nurul Huda'])
    expect(search([tamil, malay], { language: 'Tamil', mode: 'online' })).toEqual(['Kavitha Raman'])
    expect(search([tamil, malay], { language: 'Tamil', mode: 'in-person' })).toEqual([])
    expect(search([tamil, malay], { mode: 'in-person' })).toEqual(['Nurul Huda'])
  })
})

describe('an update in place (issue 19)', () => {
  function snapshotOf(listings: PublicListing[]): DirectorySnapshot {
    const members = indexMembers([])
    const entries = buildDirectoryEntries(listings, members)
    return {
      database: 'test',
      version: 1,
      changes: 0,
      builtAt: 0,
      syncedAt: 0,
      appliedChangeIds: new Set(),
      admin: [...listings].sort((a, b) => a.name.localeCompare(b.name)).map((l) => ({ listing: l, searchText: l.name.toLowerCase() })),
      entries,
      byId: new Map(entries.map((e) => [e.listing.id, e])),
      membersById: members.byId,
      membersByMembershipId: members.byMembershipId,
      results: new Map(),
    }
  }
  const a = listing({ name: 'Amir' })
  const m = listing({ name: 'Mona', membershipId: 'EMP777' })
  const z = listing({ name: 'Zed' })

  test('puts a changed listing in its place by name, and leaves the old snapshot alone', () => {
    const before = snapshotOf([a, m, z])
    const after = applyDirectoryChanges(before, { listings: new Map([[m.id, { ...m, name: 'Zulaikha' }]]), members: [] })
    expect(after.entries.map((e) => e.listing.name)).toEqual(['Amir', 'Zed', 'Zulaikha'])
    expect(after.admin.map((e) => e.listing.name)).toEqual(['Amir', 'Zed', 'Zulaikha'])
    expect(before.entries.map((e) => e.listing.name)).toEqual(['Amir', 'Mona', 'Zed'])
  })

  test('takes out a deleted or hidden listing, and puts back one shown again', () => {
    const before = snapshotOf([a, m, z])
    const hidden = applyDirectoryChanges(before, { listings: new Map([[m.id, { ...m, hiddenByMember: true }]]), members: [] })
    expect(hidden.entries.map((e) => e.listing.name)).toEqual(['Amir', 'Zed'])
    expect(hidden.admin).toHaveLength(3)
    expect(hidden.byId.has(m.id)).toBe(false)
    const shown = applyDirectoryChanges(hidden, { listings: new Map([[m.id, m]]), members: [] })
    expect(shown.entries.map((e) => e.listing.name)).toEqual(['Amir', 'Mona', 'Zed'])
    const deleted = applyDirectoryChanges(shown, { listings: new Map([[z.id, null]]), members: [] })
    expect(deleted.admin.map((e) => e.listing.name)).toEqual(['Amir', 'Mona'])
  })

  test("judges again a member's listings when the member's standing changes", () => {
    const before = snapshotOf([a, m, z])
    const member = { id: 'e'.repeat(24), membershipId: 'EMP777', membershipStatus: 'active', membershipValidUntil: '2027-01-31', ...noRegisterFacts }
    const active = applyDirectoryChanges(before, { listings: new Map(), members: [member] })
    expect(active.byId.get(m.id)?.standing).toEqual({ kind: 'member', until: '2027-01-31' })
    expect(active.byId.get(a.id)?.standing).toEqual({ kind: 'self-listed' })
    const suspended = applyDirectoryChanges(active, { listings: new Map(), members: [{ ...member, membershipStatus: 'suspended' }] })
    expect(suspended.entries.map((e) => e.listing.name)).toEqual(['Amir', 'Zed'])
  })
})

describe('foldText', () => {
  test('lower-cases, strips accents and curly quotes, and collapses white space', () => {
    expect(foldText('  Café  Ñandú\n O’Brien ')).toBe("cafe nandu o'brien")
  })
})

describe('a directory card', () => {
  test('carries only what the card shows, with a long description shortened at a word', () => {
    const long = `${'Calm and careful sessions for busy people. '.repeat(12)}The end.`
    const card = toDirectoryCard({ listing: listing({ name: 'Card Person', description: long, email: 'private@example.com' }), standing: { kind: 'self-listed' } })
    expect(Object.keys(card).sort()).toEqual(
      ['businessName', 'description', 'id', 'languages', 'location', 'modes', 'name', 'photoUrl', 'salutation', 'specialties', 'standing', 'title', 'whatsappLink'].sort(),
    )
    expect(card.description.length).toBeLessThanOrEqual(181)
    expect(card.description.endsWith('…')).toBe(true)
    expect(card.description).not.toMatch(/\s…$/)
  })

  test('keeps a short description whole and falls back to the state for the location', () => {
    const card = toDirectoryCard({ listing: listing({ description: 'Short.', location: '', state: 'Perak' }), standing: { kind: 'self-listed' } })
    expect(card.description).toBe('Short.')
    expect(card.location).toBe('Perak')
  })
})
