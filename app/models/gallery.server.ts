import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

const gallerySchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    description: { type: String, required: true, trim: true, maxlength: 2000 },
    /** How many photos the album holds. */
    images: { type: Number, default: 0, min: 0, max: 100000 },
    date: { type: String, required: true, trim: true, maxlength: 100 },
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
