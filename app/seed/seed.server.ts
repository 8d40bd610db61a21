import { LOCATIONS, MALAYSIAN_LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'
import {
  demoEvents,
  demoTrainingEvents,
  demoGalleries,
  demoInternationalPartners,
  demoLocalPartners,
  demoNews,
  demoListings,
  demoTraining,
} from './demo-content.ts'
import { seedDemoMedia } from './seed-media.server.ts'
import { seedMemberResources } from './seed-member-resources.server.ts'
import { DEMO_IMAGES, demoMediaId } from './demo-media.ts'
import { excoMembers } from '#app/content/exco.ts'
import { excoMembers as excoMembersMs } from '#app/content/ms/exco.ts'
import { CommitteeMember, getCommitteePhoto, setCommitteePhoto } from '#app/models/committee-member.server.ts'
import { getMediaById } from '#app/models/media.server.ts'
import { toStoredImage } from '#app/services/media.server.ts'
import { ensureOfficeBearers } from '#app/services/office-bearers.server.ts'
import { mediaVariantPath } from '#app/domain/media.ts'

/** A listing's demo photo: its picture, and the link the directory's cards show. */
async function listingPicture(key: string) {
  const media = await getMediaById(demoMediaId(key))
  const photo = media ? toStoredImage(media) : null
  return photo ? { photo, imageUrl: mediaVariantPath(photo.id, 480, 'webp') } : {}
}

type SeedCounts = Record<string, number>

/** Inserts the items whose key is not stored yet; one read per collection, so reruns add nothing. */
async function insertMissing<T extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: { distinct(field: string): PromiseLike<unknown[]>; insertMany(docs: any[]): PromiseLike<unknown> },
  key: keyof T & string,
  items: readonly T[],
): Promise<number> {
  const existing = new Set((await model.distinct(key)).map(String))
  const missing = items.filter((item) => !existing.has(String(item[key])))
  if (missing.length) await model.insertMany(missing)
  return missing.length
}

/** A demo picture as the content that shows it keeps it, with its description in both languages. */
async function demoPicture(key: string) {
  const media = await getMediaById(demoMediaId(key))
  const image = media ? toStoredImage(media) : null
  const demo = DEMO_IMAGES.find((d) => d.key === key)
  return image && demo ? { image, imageAlt: demo.alt, imageAltMs: demo.altMs } : {}
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * Adds the demo content that is not there yet, with the demo pictures (stored first) on the
 * committee, the listings, the news, the galleries and the partners. Safe to run any number of times.
 */
export async function seedDemoContent(): Promise<SeedCounts> {
  const media = await seedDemoMedia()
  const partners = [...demoLocalPartners, ...demoInternationalPartners]
  const partnerPicture = async (name: string) => demoPicture(`partner-${two(partners.findIndex((p) => p.name === name) + 1)}`)
  const counts: SeedCounts = {
    practitioners: await insertMissing(
      Listing,
      'membershipId',
      await Promise.all(demoListings.map(async (l, i) => (i < 8 ? { ...l, ...(await listingPicture(`listing-${two(i + 1)}`)) } : l))),
    ),
    news: await insertMissing(
      NewsArticle,
      'title',
      await Promise.all(
        demoNews.map(async (n, i) => ({ ...n, date: new Date(`${n.date}T09:00:00+08:00`), ...(await demoPicture(`news-${two(i + 1)}`)) })),
      ),
    ),
    events: await insertMissing(Event, 'title', [...demoEvents, ...demoTrainingEvents]),
    galleries: await insertMissing(
      Gallery,
      'title',
      await Promise.all(
        demoGalleries.map(async (g, i) => {
          const photos = []
          for (const j of [1, 2, 3]) {
            const picture = await demoPicture(`gallery-${two(i + 1)}-${j}`)
            if ('image' in picture) photos.push({ image: picture.image, caption: picture.imageAlt, captionMs: picture.imageAltMs })
          }
          return { ...g, photos, images: photos.length || g.images }
        }),
      ),
    ),
    localPartners: await insertMissing(LocalPartner, 'name', await Promise.all(demoLocalPartners.map(async (p) => ({ ...p, ...(await partnerPicture(p.name)) })))),
    internationalPartners: await insertMissing(
      InternationalPartner,
      'name',
      await Promise.all(demoInternationalPartners.map(async (p) => ({ ...p, ...(await partnerPicture(p.name)) }))),
    ),
    training: await insertMissing(TrainingProgramme, 'title', demoTraining),
    committee: await insertMissing(
      CommitteeMember,
      'name',
      await Promise.all(committeeRecords().map(async (record, i) => ({ ...record, ...(await demoPicture(`exco-${two(i + 1)}`)) }))),
    ),
    memberResources: await seedMemberResources(),
    media,
  }
  if (!(await getCommitteePhoto())) await setCommitteePhoto(await demoPicture('committee-group'))
  // Written in bulk past the model's functions: tell the directory, here and in a running app.
  if (counts.practitioners) await invalidateDirectory()
  return counts
}

/** On first start the database is empty: fill it with the demo content. */
export async function seedDemoContentIfEmpty(): Promise<boolean> {
  const [practitioners, news] = await Promise.all([
    Listing.estimatedDocumentCount(),
    NewsArticle.estimatedDocumentCount(),
  ])
  if (practitioners > 0 || news > 0) return false
  await seedDemoContent()
  return true
}

/**
 * A real launch (issue 30): on an empty database only the association's own content, its Executive
 * Committee as the spec names it (positions and names, both languages, no invented portraits), which
 * the administrators then edit. No practitioner, news, event, gallery or picture is invented.
 */
export async function seedAssociationContentIfEmpty(): Promise<boolean> {
  if ((await CommitteeMember.estimatedDocumentCount()) > 0) return false
  return (await insertMissing(CommitteeMember, 'name', committeeRecords())) > 0
}

/**
 * The office-bearers' register (issue 35), made once from the committee's content as start-up finds it
 * (after the seed), or from the spec's positions when there is none: services/office-bearers.server.ts.
 */
export async function ensureOfficeBearerRegister(log: (m: string) => void = () => {}) {
  return ensureOfficeBearers(
    excoMembers.map((m, i) => ({ title: m.position, titleMs: excoMembersMs[i]?.position ?? '' })),
    log,
  )
}

/** The spec's Executive Committee, in order, with the Malay salutation and position where they differ. */
function committeeRecords() {
  const excoMs = new Map(excoMembersMs.map((m) => [m.name, m]))
  return excoMembers.map((m, i) => {
    const ms = excoMs.get(m.name)
    return {
      salutation: m.salutation,
      name: m.name,
      position: m.position,
      organisation: m.organisation,
      order: i + 1,
      salutationMs: ms && ms.salutation !== m.salutation ? ms.salutation : '',
      positionMs: ms?.position ?? '',
    }
  })
}

const FIRST_NAMES = [
  'Aisyah', 'Nurul', 'Farah', 'Siti', 'Hafiz', 'Amir', 'Irfan', 'Zulkifli', 'Mei Ling', 'Wei Jie', 'Kok Leong',
  'Hui Min', 'Priya', 'Kavitha', 'Rajesh', 'Suresh', 'Jeffrey', 'Agnes', 'Rosalind', 'Justin', 'Mary Ann',
  'Dayang', 'Awang', 'Lina', 'Daniel', 'Grace', 'Nadia', 'Faizal', 'Chee Keong', 'Anita',
]
const LAST_NAMES = [
  'Abdullah', 'Rahman', 'Ismail', 'Hassan', 'Tan', 'Lim', 'Wong', 'Chong', 'Lee', 'Ng', 'Subramaniam',
  'Krishnan', 'Pillai', 'Gunalan', 'Majinbon', 'Gontuni', 'Sipaun', 'Jinu', 'Anak Jugah', 'Lojinga', 'Yusof',
  'Othman', 'Chin', 'Teo', 'Fernandez',
]
const MODALITIES = ['Reiki', 'Sound Therapy', 'Acupressure', 'Pranic Healing', 'Bach Flower Remedies', 'Qigong']
const PRACTICE_WORDS = ['Harmoni', 'Seri', 'Kasih', 'Lotus', 'Rimba', 'Cahaya', 'Serenity', 'Tenang', 'Aurora']

/** A small deterministic generator, so bulk seeds are the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function highestMembershipNumber(ids: unknown[]) {
  return ids.reduce<number>((max, id) => {
    const match = /^EMP(\d+)$/.exec(String(id))
    return match ? Math.max(max, Number(match[1])) : max
  }, 0)
}

/** Adds `count` generated practitioners after the highest membership ID, in batches, for benchmarks. */
export async function seedBulkListings(count: number, seed = 42): Promise<number> {
  const next = random(seed)
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  let number = highestMembershipNumber(await Listing.distinct('membershipId'))
  const batchSize = 1000
  for (let done = 0; done < count; done += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - done) }, () => {
      number += 1
      const first = pick(FIRST_NAMES)
      const last = pick(LAST_NAMES)
      const state = next() < 0.85 ? pick(MALAYSIAN_LOCATIONS) : pick(LOCATIONS)
      const abroad = !MALAYSIAN_LOCATIONS.includes(state)
      const specialties: string[] = [...new Set([pick(PILLAR_SPECIALTIES), pick(PILLAR_SPECIALTIES)])]
      if (next() < 0.3) specialties.push(pick(MODALITIES))
      const rated = next() < 0.6
      return {
        name: `${first} ${last}`,
        title: `${pick(['Certified', 'Registered', 'Senior'])} ${pick(['Energy', 'Bioenergy', 'Wellness'])} Practitioner`,
        businessName: `${pick(PRACTICE_WORDS)} ${pick(['Wellness', 'Healing Centre', 'Energy Studio'])}`,
        membershipId: `EMP${String(number).padStart(3, '0')}`,
        email: `${first}.${last}.${number}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@bulk.example',
        state,
        country: abroad ? state : 'Malaysia',
        location: abroad ? state : `${state}, Malaysia`,
        experience: 1 + Math.floor(next() * 25),
        phone: next() < 0.9 ? `+60 1${Math.floor(next() * 9)}-${String(Math.floor(next() * 1e7)).padStart(7, '0')}` : '',
        certification: 'EMPAM Certified Practitioner',
        specialties,
        description:
          `${first} supports clients through ${specialties.join(', ')} work, as a complement to their medical care. ` +
          'Sessions are gentle, unhurried and begin with a careful conversation about your goals.',
        rating: rated ? 60 + Math.floor(next() * 40) : 0,
        reviewCount: rated ? 1 + Math.floor(next() * 80) : 0,
      }
    })
    await Listing.insertMany(batch, { ordered: false })
  }
  await invalidateDirectory()
  return count
}
