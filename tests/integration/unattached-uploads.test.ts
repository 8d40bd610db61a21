import mongoose, { type Schema } from 'mongoose'
import { describe, expect, test } from 'vitest'
import { CpdAuditCase } from '#app/models/cpd-audit.server.ts'
import { getMediaById, insertMedia, markUploadAwaitingUse, Media, MediaFile, newMediaId, storedBytesOfOwner, writeMediaFile } from '#app/models/media.server.ts'
import { seedDemoContent } from '#app/seed/seed.server.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { letGoOfAuditFile } from '#app/services/cpd-audit.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, sendJson } from '#tests/http.ts'
import { solidImage, uploadFile } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 30, finding 9: an upload still attached to nothing a day after it came is deleted by the sweep,
 * with its files, and no longer counts against its owner's quota. Everything that keeps an upload keeps
 * it: each place a record names one (found by walking the models' schemas, so a new place fails here
 * until the sweep knows it), an applicant's documents, and the demo site's own files.
 */

const server = useTestServer()
const DAY = 24 * 60 * 60 * 1000
const LISTING = {
  title: 'Certified Reiki Practitioner',
  businessName: 'Tenang Wellness',
  description: 'Calm Reiki sessions alongside medical care.',
  specialties: ['Body'],
  languages: ['English'],
  modes: ['online'],
  state: 'Selangor',
  location: 'Petaling Jaya',
  email: 'kavitha@tenang.example',
}

/** Moves uploads' arrival back (the schema's timestamps make `createdAt` read-only through the model). */
async function arrivedAgo(ids: readonly string[], ms: number) {
  await Media.collection.updateMany({ _id: { $in: ids.map((id) => new mongoose.Types.ObjectId(id)) } }, { $set: { createdAt: new Date(Date.now() - ms) } })
}

describe('uploads attached to nothing after a day are deleted by the sweep', () => {
  test('a member’s photo never used goes, with its files; the one on their listing and a new one stay', async () => {
    const user = await createUser({ firstName: 'Kavitha', lastName: 'Raman', membershipValidUntil: '2099-06-01' })
    const { token } = await signIn(user.id)
    const png = await solidImage(300, 300).png().toBuffer()
    const upload = async () => {
      const response = await uploadFile(server.baseUrl, { bytes: png, name: 'me.png', type: 'image/png' }, { purpose: 'portrait', alt: 'Me' }, { token })
      expect(response.status).toBe(201)
      return ((await response.json()) as { id: string }).id
    }
    const [used, forgotten] = [await upload(), await upload()]
    const saved = await sendJson(server.baseUrl, 'PUT', '/api/me/listing', { ...LISTING, imageMediaId: used }, { token })
    expect(saved.status, await saved.text()).toBe(200)
    await arrivedAgo([used, forgotten], DAY + 60_000)
    const fresh = await upload()
    expect(await Media.countDocuments({ awaitingUse: true, ownerId: user.id })).toBe(3)
    const stored = await storedBytesOfOwner(user.id)

    expect(await sweepExpiredDocuments()).toMatchObject({ unattachedUploads: 1 })
    // What the quota counts goes down by the deleted upload's size.
    expect(await storedBytesOfOwner(user.id)).toBe((stored / 3) * 2)

    expect(await getMediaById(forgotten)).toBeNull()
    expect(await MediaFile.countDocuments({ 'metadata.mediaId': new mongoose.Types.ObjectId(forgotten) })).toBe(0)
    expect((await get(server.baseUrl, `/media/${forgotten}/160.webp`)).status).toBe(404)
    expect((await get(server.baseUrl, `/media/${used}/160.webp`)).status).toBe(200)
    // Seen attached once, the listing's photo is not asked about again; the new one waits its day.
    expect((await Media.find({ ownerId: user.id, awaitingUse: true }).distinct('_id')).map(String)).toEqual([fresh])
    expect(await sweepExpiredDocuments()).toMatchObject({ unattachedUploads: 0 })
  })

  test('every place a record names an upload keeps it; an applicant’s documents stay while the account does', async () => {
    const places = placesThatNameUploads()
    // The places the sweep knows (models/media-uses.server.ts): a new one fails here until it is added there.
    expect(places.map((place) => `${place.collection}.${place.path}`).sort()).toEqual(
      [
        'committeemembers.image.id',
        'committeephotos.image.id',
        'concern_events.mediaIds',
        'concerns.evidenceMediaIds',
        'cpd_audit_cases.evidenceMediaIds',
        'cpd_audit_cases.sealedMediaIds',
        'cpdentries.certificateUrl',
        'cpdentries.evidence.id',
        'credentials.mediaId',
        'donations.slip.mediaId',
        'expenses.receipt.mediaId',
        'galleries.photos.image.id',
        'internationalpartners.image.id',
        'listing_drafts.image.id',
        'listing_drafts.imageMediaId',
        'listing_reviews.fields.image.id',
        'listing_reviews.fields.imageMediaId',
        'localpartners.image.id',
        'meeting_papers.mediaId',
        'member_resources.document.mediaId',
        'newsarticles.image.id',
        'newsarticles.imageUrl',
        'payment_proofs.mediaId',
        'practitioners.imageMediaId',
        'practitioners.imageUrl',
        'practitioners.photo.id',
        'users.imageUrl',
        'users.photo.id',
      ].sort(),
    )
    const applicant = await createUser({ status: 'pending' })
    const kept: Array<{ id: string; place: string }> = []
    for (const place of places) {
      const id = await storedUpload(null, 'general')
      await mongoose.connection.collection(place.collection).insertOne(recordNaming(place, id))
      kept.push({ id, place: `${place.collection}.${place.path}` })
    }
    const applicationDocument = await storedUpload(applicant.id, 'application')
    const leftByAGoneApplicant = await storedUpload(String(new mongoose.Types.ObjectId()), 'application')
    const neverUsed = await storedUpload(applicant.id, 'general')
    await arrivedAgo([...kept.map((k) => k.id), applicationDocument, leftByAGoneApplicant, neverUsed], DAY + 60_000)

    expect(await sweepExpiredDocuments()).toMatchObject({ unattachedUploads: 2 })

    const left = new Set((await Media.find({}).distinct('_id')).map(String))
    expect(kept.filter((k) => !left.has(k.id)).map((k) => k.place)).toEqual([])
    expect(left.has(applicationDocument)).toBe(true)
    expect(left.has(leftByAGoneApplicant)).toBe(false)
    expect(left.has(neverUsed)).toBe(false)
  })

  test('a CPD audit’s file taken back: kept while the case holds it, deleted by the sweep should the withdrawal stop before deleting it', async () => {
    const member = await createUser()
    const id = await storedUpload(member.id, 'cpd-audit')
    const caseId = `2026-03:${member.id}`
    await CpdAuditCase.create({ _id: caseId, month: '2026-03', userId: member.id, cpdYear: 2025, drawnOn: '2026-04-01', deadline: '2026-05-13', evidenceMediaIds: [id] })
    await arrivedAgo([id], DAY + 60_000)
    expect(await sweepExpiredDocuments()).toMatchObject({ unattachedUploads: 0 })
    expect(await Media.countDocuments({ _id: id, awaitingUse: true })).toBe(0)
    // The withdrawal's first step ran, its second did not: the case still holds the file, which stays.
    await markUploadAwaitingUse(id)
    expect(await sweepExpiredDocuments()).toMatchObject({ unattachedUploads: 0 })
    expect(await getMediaById(id)).not.toBeNull()
    // Its first two steps ran (the service's own), the deletion did not: the next sweep deletes the file.
    expect(await letGoOfAuditFile(caseId, id)).toBe(true)
    expect(await sweepExpiredDocuments()).toMatchObject({ unattachedUploads: 1 })
    expect(await getMediaById(id)).toBeNull()
  })

  test('the demo site’s own files are all in use: a sweep a day later deletes none', async () => {
    const mediaIds = async () => new Set((await Media.find({}).distinct('_id')).map(String))
    const before = await mediaIds()
    await seedDemoContent()
    const seeded = [...(await mediaIds())].filter((id) => !before.has(id))
    expect(seeded.length).toBeGreaterThan(20)
    // Its two members' handbooks are stored as uploads are (awaiting use); its pictures are the app's own.
    expect(await Media.countDocuments({ _id: { $in: seeded }, awaitingUse: true })).toBe(2)
    await sweepExpiredDocuments(new Date(Date.now() + DAY + 60_000))
    const after = await mediaIds()
    expect(seeded.filter((id) => !after.has(id))).toEqual([])
  })
})

/** Stores a one-file upload as a person's upload does (awaiting use), owned by `ownerId`. */
async function storedUpload(ownerId: string | null, purpose: 'general' | 'application' | 'cpd-audit') {
  const id = newMediaId()
  const fileId = await writeMediaFile(Buffer.from('%PDF-1.4\n%%EOF\n'), { mediaId: id, filename: `${id}.pdf`, contentType: 'application/pdf' })
  await insertMedia(
    id,
    { ownerId, kind: 'document', purpose, mimeType: 'application/pdf', size: 15, width: null, height: null, variants: [], fileId, visibility: 'private', alt: '', originalName: 'x.pdf' },
    { awaitingUse: true },
  )
  return id
}

interface Place {
  collection: string
  path: string
  /** How the field holds the upload: its id as a string or an ObjectId, or an address. */
  holds: 'string' | 'objectId' | 'address'
  /** The segments of `path` that are arrays (a gallery's photos). */
  arrays: Set<string>
}

/**
 * Every field of every model that names an upload: a stored picture's `…image.id` / `…photo.id`, a
 * document's `…mediaId`, a listing's `imageMediaId`, an evidence `id`, and the addresses typed in
 * (`imageUrl`, `certificateUrl`).
 */
function placesThatNameUploads(): Place[] {
  const places: Place[] = []
  const walk = (collection: string, schema: Schema, prefix: string, arrays: Set<string>) => {
    schema.eachPath((name, type) => {
      const path = `${prefix}${name}`
      const nested = (type as unknown as { schema?: Schema }).schema
      if (nested) {
        const isArray = type.instance === 'Array'
        walk(collection, nested, `${path}.`, isArray ? new Set([...arrays, path]) : arrays)
        return
      }
      if (/(^|\.)((image|photo|evidence)\.id|mediaId|imageMediaId)$/i.test(path)) {
        places.push({ collection, path, holds: type.instance === 'ObjectId' ? 'objectId' : 'string', arrays })
      } else if (/mediaIds$/i.test(path)) {
        // A list of uploads (issue 36: a concern's evidence, the documents on its timeline, a CPD audit case's evidence).
        const caster = (type as unknown as { caster?: { instance?: string } }).caster
        places.push({ collection, path, holds: caster?.instance === 'ObjectId' ? 'objectId' : 'string', arrays: new Set([...arrays, path]) })
      } else if (/(imageUrl|certificateUrl)$/.test(path)) {
        places.push({ collection, path, holds: 'address', arrays })
      }
    })
  }
  for (const name of mongoose.modelNames()) {
    const model = mongoose.model(name)
    // GridFS's file records name their upload too, but they are its files, not a use of it.
    if (model.collection.collectionName.startsWith('media')) continue
    walk(model.collection.collectionName, model.schema, '', new Set())
  }
  return places
}

/** A bare record whose one field names upload `id` as the app writes it. */
function recordNaming(place: Place, id: string) {
  const value = place.holds === 'objectId' ? new mongoose.Types.ObjectId(id) : place.holds === 'address' ? `https://empam.example/media/${id}/480.webp` : id
  const segments = place.path.split('.')
  const build = (at: number): unknown => {
    if (at === segments.length) return value
    const child = build(at + 1)
    return { [segments[at]!]: place.arrays.has(segments.slice(0, at + 1).join('.')) ? [child] : child }
  }
  return build(0) as Record<string, unknown>
}
