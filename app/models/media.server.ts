import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose'
import {
  ACCEPTED_DOCUMENT_TYPES,
  ACCEPTED_IMAGE_TYPES,
  IMAGE_FORMATS,
  MAX_ALT_TEXT_LENGTH,
  MAX_UPLOAD_BYTES,
  MEDIA_KINDS,
  MEDIA_PURPOSES,
  MEDIA_VISIBILITIES,
  type ImageFormat,
  type MediaKind,
  type MediaPurpose,
  type MediaVisibility,
} from '#app/domain/media.ts'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * Uploaded photos and documents: one `Media` document each, its bytes in GridFS (bucket `media`,
 * collections `media.files` and `media.chunks`) through the driver's GridFSBucket, so that every app
 * process and every backup sees the same files and no folder on a disk has to be kept. An image keeps
 * only what the pipeline re-encoded (services/media.server.ts), never the bytes as uploaded; a PDF is
 * kept as it came. See docs/decisions/015-media.md.
 */

const variantSchema = new Schema(
  {
    width: { type: Number, required: true, min: 1, max: 10_000 },
    height: { type: Number, required: true, min: 1, max: 100_000 },
    format: { type: String, required: true, enum: IMAGE_FORMATS },
    fileId: { type: Schema.Types.ObjectId, required: true },
    size: { type: Number, required: true, min: 1, max: MAX_UPLOAD_BYTES * 4 },
  },
  { _id: false },
)

const mediaSchema = new Schema(
  {
    /** Who uploaded it; null for the association's own files (the seeded demo pictures). */
    ownerId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    kind: { type: String, required: true, enum: MEDIA_KINDS },
    purpose: { type: String, required: true, enum: MEDIA_PURPOSES },
    /** The type the uploaded bytes showed (not the name, not what the browser said). */
    mimeType: { type: String, required: true, enum: [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_DOCUMENT_TYPES] },
    /** Bytes as uploaded. */
    size: { type: Number, required: true, min: 1, max: MAX_UPLOAD_BYTES },
    /** An image's size once turned upright; null for a document. */
    width: { type: Number, default: null, min: 1 },
    height: { type: Number, default: null, min: 1 },
    /** An image's re-encoded widths and formats; empty for a document. */
    variants: { type: [variantSchema], default: [] },
    /** A document's file; null for an image. */
    fileId: { type: Schema.Types.ObjectId, default: null },
    visibility: { type: String, required: true, enum: MEDIA_VISIBILITIES },
    alt: { type: String, trim: true, default: '', maxlength: MAX_ALT_TEXT_LENGTH },
    /** The uploaded file's name, cut to its last part and safe characters (a download's name). */
    originalName: { type: String, trim: true, default: '', maxlength: 200 },
    /**
     * Set on an upload until the sweep has seen it attached to something (issue 30, finding 9): one a
     * day old and still attached to nothing is deleted (services/media.server.ts `sweepUnattachedUploads`).
     * Absent on the app's own pictures and on uploads stored before the sweep existed, which it leaves alone.
     */
    awaitingUse: { type: Boolean, default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'media' },
)
mediaSchema.index({ ownerId: 1, createdAt: -1 })
filteredFields(mediaSchema, ['ownerId', 'awaitingUse'])

export type MediaFields = InferSchemaType<typeof mediaSchema>
export const Media = defineModel('Media', mediaSchema)

export interface MediaVariantRecord {
  width: number
  height: number
  format: ImageFormat
  fileId: string
  size: number
}

/** A media document as the app passes it around: ids as strings. */
export interface MediaRecord {
  id: string
  ownerId: string | null
  kind: MediaKind
  purpose: MediaPurpose
  mimeType: string
  size: number
  width: number | null
  height: number | null
  variants: MediaVariantRecord[]
  fileId: string | null
  visibility: MediaVisibility
  alt: string
  originalName: string
  createdAt: Date
}

type MediaRaw = MediaFields & {
  _id: Types.ObjectId
  ownerId: Types.ObjectId | null
  fileId: Types.ObjectId | null
  variants: Array<{ width: number; height: number; format: ImageFormat; fileId: Types.ObjectId; size: number }>
  createdAt: Date
}

function toMediaRecord(raw: MediaRaw): MediaRecord {
  return {
    id: String(raw._id),
    ownerId: raw.ownerId ? String(raw.ownerId) : null,
    kind: raw.kind as MediaKind,
    purpose: raw.purpose as MediaPurpose,
    mimeType: raw.mimeType,
    size: raw.size,
    width: raw.width ?? null,
    height: raw.height ?? null,
    variants: (raw.variants ?? []).map((v) => ({ width: v.width, height: v.height, format: v.format, fileId: String(v.fileId), size: v.size })),
    fileId: raw.fileId ? String(raw.fileId) : null,
    visibility: raw.visibility as MediaVisibility,
    alt: raw.alt ?? '',
    originalName: raw.originalName ?? '',
    createdAt: raw.createdAt,
  }
}

export type NewMedia = Omit<MediaRecord, 'id' | 'createdAt'>

/**
 * Records an upload whose files are stored; `id` was chosen before the files were written. A person's
 * upload is `awaitingUse` until the sweep finds it attached; the app's own pictures are not.
 */
export async function insertMedia(id: string, media: NewMedia, { awaitingUse = false } = {}): Promise<MediaRecord> {
  const created = await Media.create({ _id: id, ...media, ...(awaitingUse ? { awaitingUse: true } : {}) })
  return toMediaRecord(created.toObject() as unknown as MediaRaw)
}

/** The bytes an account's uploads came to, as sent (the storage quota counts these). */
export async function storedBytesOfOwner(ownerId: string): Promise<number> {
  const sizes = await Media.find({ ownerId }).select({ size: 1 }).lean<Array<{ size?: number }>>()
  return sizes.reduce((sum, media) => sum + (media.size ?? 0), 0)
}

/** One media document by id; null for a malformed id or none. Who may see it is the caller's rule. */
export async function getMediaById(id: string): Promise<MediaRecord | null> {
  if (!isValidObjectId(id)) return null
  const raw = await Media.findById(id).lean<MediaRaw>()
  return raw ? toMediaRecord(raw) : null
}

/** An owner's uploads, newest first. */
export async function listMediaOfOwner(ownerId: string): Promise<MediaRecord[]> {
  if (!isValidObjectId(ownerId)) return []
  const raws = await Media.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).lean<MediaRaw[]>()
  return raws.map(toMediaRecord)
}

/** The uploads of several owners for one purpose (an applications queue's documents), oldest first. */
export async function listMediaOfOwners(ownerIds: readonly string[], purpose: MediaPurpose): Promise<MediaRecord[]> {
  const ids = ownerIds.filter((id) => isValidObjectId(id))
  if (ids.length === 0) return []
  const raws = await Media.find({ ownerId: { $in: ids }, purpose }).sort({ createdAt: 1, _id: 1 }).lean<MediaRaw[]>()
  return raws.map(toMediaRecord)
}

/**
 * Removes a media document; true for the request that removed it, false when it was gone already (of
 * racing deletes exactly one is told true, so its files are removed once).
 */
export async function deleteMediaRecord(id: string): Promise<boolean> {
  if (!isValidObjectId(id)) return false
  const result = await Media.deleteOne({ _id: id })
  return result.deletedCount === 1
}

/** An upload the sweep has still to find attached: what it needs to decide and to delete it. */
export type AwaitingUpload = Pick<MediaRecord, 'id' | 'ownerId' | 'purpose' | 'variants' | 'fileId' | 'createdAt'>

/**
 * Uploads not yet seen attached that were stored at or before `before` (an equality filter the
 * embedded database's GIN index serves; the date is compared here, as it cannot push ranges down).
 */
export async function listUploadsAwaitingUse(before: Date): Promise<AwaitingUpload[]> {
  const raws = await Media.find({ awaitingUse: true }).select({ ownerId: 1, purpose: 1, variants: 1, fileId: 1, createdAt: 1 }).lean<MediaRaw[]>()
  return raws
    .filter((raw) => raw.createdAt.getTime() <= before.getTime())
    .map((raw) => {
      const { id, ownerId, purpose, variants, fileId, createdAt } = toMediaRecord(raw)
      return { id, ownerId, purpose, variants, fileId, createdAt }
    })
}

/** Marks uploads seen attached: the sweep does not ask about them again. */
export async function markUploadsInUse(ids: readonly string[]) {
  if (ids.length === 0) return
  await Media.updateMany({ _id: { $in: ids.filter(isValidObjectId) } }, { $unset: { awaitingUse: 1 } })
}

/**
 * Puts an upload back among those the sweep asks about: a record is about to let go of it (a CPD audit's
 * file taken back), so that should its deletion not follow, the next sweep deletes it as attached to nothing.
 */
export async function markUploadAwaitingUse(id: string) {
  if (!isValidObjectId(id)) return
  await Media.updateOne({ _id: id }, { $set: { awaitingUse: true } })
}

/** Every file id a media document holds (its variants, or its document). */
export function fileIdsOf(media: Pick<MediaRecord, 'variants' | 'fileId'>): string[] {
  return [...media.variants.map((v) => v.fileId), ...(media.fileId ? [media.fileId] : [])]
}

// ---------------------------------------------------------------------------------------------------
// GridFS

export const MEDIA_BUCKET = 'media'
/** The driver's default: a 9 MB file is 37 chunks. */
const CHUNK_SIZE_BYTES = 255 * 1024

/*
 * The bucket's two collections as models, only so that start-up makes them and their indexes (the
 * same the driver would make on its first write) and the embedded PostgreSQL gets a GIN index on
 * `files_id`, which every read of a file filters its chunks by (model-utils `filteredFields`). The
 * driver alone reads and writes them.
 */
const gridFsFileSchema = new Schema(
  {
    length: { type: Number, required: true, min: 0 },
    chunkSize: { type: Number, required: true, min: 1 },
    uploadDate: { type: Date, required: true },
    filename: { type: String, required: true, maxlength: 200 },
    metadata: {
      mediaId: { type: Schema.Types.ObjectId, required: true },
      contentType: { type: String, required: true, maxlength: 100 },
    },
  },
  { collection: `${MEDIA_BUCKET}.files`, versionKey: false },
)
gridFsFileSchema.index({ filename: 1, uploadDate: 1 })
export const MediaFile = defineModel('MediaFile', gridFsFileSchema)

const gridFsChunkSchema = new Schema(
  {
    files_id: { type: Schema.Types.ObjectId, required: true },
    n: { type: Number, required: true, min: 0 },
    data: { type: Buffer, required: true },
  },
  { collection: `${MEDIA_BUCKET}.chunks`, versionKey: false },
)
gridFsChunkSchema.index({ files_id: 1, n: 1 }, { unique: true })
filteredFields(gridFsChunkSchema, ['files_id'])
export const MediaChunk = defineModel('MediaChunk', gridFsChunkSchema)

function bucket() {
  const db = mongoose.connection.db
  if (!db) throw new mongoose.Error('Client must be connected before running operations')
  return new mongoose.mongo.GridFSBucket(db, { bucketName: MEDIA_BUCKET, chunkSizeBytes: CHUNK_SIZE_BYTES })
}

/** A new id for a media document, chosen before its files are written (they name it). */
export function newMediaId() {
  return String(new mongoose.Types.ObjectId())
}

/** Writes one file to the bucket and answers its id. */
export async function writeMediaFile(bytes: Buffer, file: { mediaId: string; filename: string; contentType: string }): Promise<string> {
  const upload = bucket().openUploadStream(file.filename, {
    metadata: { mediaId: new mongoose.Types.ObjectId(file.mediaId), contentType: file.contentType },
  })
  await pipeline(Readable.from([bytes]), upload)
  return String(upload.id)
}

/** A stored file's bytes as a stream, with its length; null when there is no such file. */
export async function openMediaFile(fileId: string): Promise<{ length: number; stream: Readable } | null> {
  if (!isValidObjectId(fileId)) return null
  const id = new mongoose.Types.ObjectId(fileId)
  const file = await MediaFile.findById(id).select('length').lean<{ length: number }>()
  if (!file) return null
  return { length: file.length, stream: bucket().openDownloadStream(id) }
}

/** Reads a stored file whole (tests, the seed). */
export async function readMediaFile(fileId: string): Promise<Buffer | null> {
  const file = await openMediaFile(fileId)
  if (!file) return null
  const chunks: Buffer[] = []
  for await (const chunk of file.stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Removes files from the bucket; a file already gone is no error (a repeated delete, a sweep). */
export async function deleteMediaFiles(fileIds: readonly string[]) {
  const files = bucket()
  await Promise.all(
    fileIds.filter(isValidObjectId).map(async (fileId) => {
      try {
        await files.delete(new mongoose.Types.ObjectId(fileId))
      } catch (error) {
        if (!(error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message))) throw error
      }
    }),
  )
}

/**
 * Files whose media document never came (the app stopped between writing the files and recording
 * them, or recording failed) or has been removed while its files were being deleted: removed once they
 * are older than `before`. Reads every file's metadata (a few hundred bytes each): run by the scheduled
 * sweep, never on a request.
 */
export async function sweepOrphanMediaFiles(before: Date): Promise<number> {
  const files = await MediaFile.find({}).select('uploadDate metadata.mediaId').lean<Array<{ _id: Types.ObjectId; uploadDate: Date; metadata?: { mediaId?: Types.ObjectId } }>>()
  const old = files.filter((f) => f.uploadDate.getTime() <= before.getTime())
  if (!old.length) return 0
  const mediaIds = [...new Set(old.map((f) => String(f.metadata?.mediaId ?? '')).filter(isValidObjectId))]
  const existing = new Set((await Media.find({ _id: { $in: mediaIds } }).select('_id').lean()).map((m) => String(m._id)))
  const orphans = old.filter((f) => !existing.has(String(f.metadata?.mediaId ?? '')))
  await deleteMediaFiles(orphans.map((f) => String(f._id)))
  return orphans.length
}
