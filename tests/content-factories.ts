import { randomBytes } from 'node:crypto'
import { CommitteeMember } from '#app/models/committee-member.server.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'

/**
 * Site content stored through the models, for tests of the public pages and the content API. Pass
 * `createdAt` to control "newest first".
 */

const unique = () => randomBytes(4).toString('hex')
type Overrides = Partial<Record<string, unknown>>

async function create<T>(model: { create(doc: object): Promise<{ toJSON(): unknown }> }, doc: object): Promise<T> {
  return (await model.create(doc)).toJSON() as T
}

type Stored = { id: string; title: string }

export function createNewsArticle(overrides: Overrides = {}) {
  return create<Stored & { excerpt: string }>(NewsArticle, {
    title: `Association news ${unique()}`,
    excerpt: 'A short summary of the news for the list.',
    content: 'The first paragraph of the article.\n\nThe second paragraph of the article.',
    date: new Date('2026-06-01T09:00:00+08:00'),
    author: 'EMPAM Secretariat',
    category: 'Announcements',
    ...overrides,
  })
}

export function createEvent(overrides: Overrides = {}) {
  return create<Stored>(Event, {
    title: `Community event ${unique()}`,
    date: '14–16 March 2027',
    location: 'Kota Kinabalu, Sabah',
    type: 'Conference',
    description: 'Talks and workshops for members and the public.',
    ...overrides,
  })
}

export function createGallery(overrides: Overrides = {}) {
  return create<Stored>(Gallery, {
    title: `Photo album ${unique()}`,
    description: 'Photographs from the day.',
    images: 12,
    date: 'May 2026',
    ...overrides,
  })
}

export function createLocalPartner(overrides: Overrides = {}) {
  return create<{ id: string; name: string }>(LocalPartner, {
    name: `Local partner ${unique()}`,
    type: 'Community Health NGO',
    description: 'Brings health talks to rural communities.',
    focus: 'Community outreach',
    status: 'MOU Signed',
    ...overrides,
  })
}

export function createInternationalPartner(overrides: Overrides = {}) {
  return create<{ id: string; name: string }>(InternationalPartner, {
    name: `International partner ${unique()}`,
    type: 'Professional Association',
    description: 'A sister association abroad.',
    focus: 'Cross-border CPD',
    status: 'Network Member',
    country: 'Singapore',
    ...overrides,
  })
}

export function createTrainingProgramme(overrides: Overrides = {}) {
  return create<Stored>(TrainingProgramme, {
    title: `Training programme ${unique()}`,
    description: 'What the programme covers.',
    duration: '2 days',
    level: 'Beginner',
    provider: 'EMPAM Academy',
    cost: 'RM 450',
    ...overrides,
  })
}

export function createCommitteeMember(overrides: Overrides = {}) {
  return create<{ id: string; name: string }>(CommitteeMember, {
    salutation: 'Dr.',
    name: `Committee member ${unique()}`,
    position: 'Treasurer',
    organisation: 'Harmoni Wellness',
    order: 50,
    ...overrides,
  })
}

/**
 * The twelve of the 2025–2027 term, as the seed stores them (without their portraits), and the
 * office-bearers' register start-up makes from them (issue 35): the about page's committee.
 */
export async function createDemoCommittee() {
  const { excoMembers } = await import('#app/content/exco.ts')
  const { excoMembers: excoMembersMs } = await import('#app/content/ms/exco.ts')
  const { ensureOfficeBearerRegister } = await import('#app/seed/seed.server.ts')
  const members = await Promise.all(
    excoMembers.map((m, i) =>
      createCommitteeMember({
        salutation: m.salutation,
        name: m.name,
        position: m.position,
        organisation: m.organisation,
        order: i + 1,
        positionMs: excoMembersMs[i]?.position ?? '',
        salutationMs: excoMembersMs[i] && excoMembersMs[i].salutation !== m.salutation ? excoMembersMs[i].salutation : '',
      }),
    ),
  )
  await ensureOfficeBearerRegister()
  return members
}
