import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * A note the secretariat keeps on a member's record (issue 33, item 4): what was said on the phone,
 * what to check at renewal. Part of the member's personal data: in their export, erased with the account.
 */
const staffNoteSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Kept as written, so the note reads right after the author's account changes or goes. */
    authorName: { type: String, trim: true, default: '', maxlength: 200 },
    text: { type: String, trim: true, required: true, maxlength: 2000 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
staffNoteSchema.index({ userId: 1, createdAt: -1 })
filteredFields(staffNoteSchema, ['userId'])

export const StaffNote = defineModel('StaffNote', staffNoteSchema)
type StaffNoteRaw = InferSchemaType<typeof staffNoteSchema> & { _id: Types.ObjectId; userId: Types.ObjectId; authorId: Types.ObjectId; createdAt: Date }

function toPublic(raw: StaffNoteRaw) {
  const { userId, authorId, createdAt, ...rest } = serialize(raw)
  return { ...rest, userId: String(userId), authorId: String(authorId), createdAt: new Date(createdAt).toISOString() }
}
export type PublicStaffNote = ReturnType<typeof toPublic>

export async function insertStaffNote(note: { userId: string; authorId: string; authorName: string; text: string }) {
  const doc = await StaffNote.create(note)
  return toPublic(doc.toObject() as StaffNoteRaw)
}

/** A member's notes, newest first. */
export async function listStaffNotesOf(userId: string, limit = 200) {
  if (!isValidObjectId(userId)) return []
  const raws = await StaffNote.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<StaffNoteRaw[]>()
  return raws.map(toPublic)
}

export async function deleteStaffNotesOf(userId: string) {
  if (!isValidObjectId(userId)) return
  await StaffNote.deleteMany({ userId })
}
