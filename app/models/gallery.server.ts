import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { storedImageSchema, type StoredImageFields } from './stored-image.server.ts'
import { defineModel, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const gallerySchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    description: { type: String, required: true, trim: true, maxlength: 2000 },
    /** How many photos the album holds. */
    images: { type: Number, default: 0, min: 0, max: 100000 },
    date: { type: String, required: true, trim: true, maxlength: 100 },
    // Optional Malay versions (issue 15): a Malay page shows each where it is written, the English otherwise.
    titleMs: { type: String, trim: true, default: '', maxlength: 200 },
    descriptionMs: { type: String, trim: true, default: '', maxlength: 2000 },
    dateMs: { type: String, trim: true, default: '', maxlength: 100 },
    /** The album's photos, in the order shown (issue 16); `images` is their count once there are any. */
    photos: {
      type: [
        new Schema(
          {
            image: { type: storedImageSchema, required: true },
            caption: { type: String, trim: true, default: '', maxlength: 300 },
            captionMs: { type: String, trim: true, default: '', maxlength: 300 },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
gallerySchema.index({ isActive: 1, createdAt: -1 })
// The admin list: every gallery, newest first.
gallerySchema.index({ createdAt: -1 })
gallerySchema.plugin(toJSONPlugin)

export type GalleryFields = InferSchemaType<typeof gallerySchema>
export const Gallery = defineModel('Gallery', gallerySchema)
export type GalleryRaw = GalleryFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicGallery = (raw: GalleryRaw) => serialize(raw)
export type PublicGallery = ReturnType<typeof toPublicGallery>

/** Photo galleries on show, newest first (by when they were added). */
export async function listActiveGalleries() {
  const raws = await Gallery.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).lean<GalleryRaw[]>()
  return raws.map(toPublicGallery)
}

/** One gallery on show (its page); null for a malformed id, a missing or a hidden one. */
export async function getActiveGallery(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Gallery.findById(id).lean<GalleryRaw>()
  return raw?.isActive ? toPublicGallery(raw) : null
}

/** One gallery, shown or not (the administrators' photo page). */
export async function getGallery(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Gallery.findById(id).lean<GalleryRaw>()
  return raw ? toPublicGallery(raw) : null
}

export type GalleryPhotoRecord = { image: StoredImageFields; caption: string; captionMs: string }

/** Replaces the album's photos (added, reordered, captioned or removed) and their count. */
export async function setGalleryPhotos(id: string, photos: GalleryPhotoRecord[]) {
  if (!isValidObjectId(id)) return false
  const result = await Gallery.updateOne({ _id: id }, { $set: { photos, images: photos.length } }, { runValidators: true })
  return result.matchedCount > 0
}
