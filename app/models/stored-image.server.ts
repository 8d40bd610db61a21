import { Schema } from 'mongoose'
import { IMAGE_FORMATS } from '#app/domain/media.ts'

/**
 * A picture as a record that shows it keeps it: the media's id, size and variants (the same for ever:
 * a new upload is a new id), copied in when the picture is attached, so that a page that shows twelve
 * portraits or a gallery's photos reads no media document at all (on FerretDB each would be a query of
 * its own, or a scan of the media collection for an `$in`). The description is the record's own (in
 * both languages where the record has Malay fields).
 */
const variantSchema = new Schema(
  {
    width: { type: Number, required: true, min: 1 },
    height: { type: Number, required: true, min: 1 },
    format: { type: String, required: true, enum: IMAGE_FORMATS },
  },
  { _id: false },
)

export const storedImageSchema = new Schema(
  {
    id: { type: String, required: true, match: /^[0-9a-f]{24}$/ },
    width: { type: Number, required: true, min: 1 },
    height: { type: Number, required: true, min: 1 },
    variants: { type: [variantSchema], default: [] },
  },
  { _id: false },
)

// What a record stores of a picture and how a page draws it live in domain/media.ts (routes use them too).
export { imageWithAlt, type StoredImageFields } from '#app/domain/media.ts'

/** The picture of a record of the association's content (news, partners, committee): the image and its description in both languages. */
export const pictureFields = {
  image: { type: storedImageSchema, default: null },
  imageAlt: { type: String, trim: true, default: '', maxlength: 300 },
  imageAltMs: { type: String, trim: true, default: '', maxlength: 300 },
} as const
