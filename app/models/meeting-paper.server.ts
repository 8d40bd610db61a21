import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A general meeting's papers (issue 35, item 2): PDFs the secretariat uploads (a private upload of the
 * association's, purpose `meeting-paper`), served to the members entitled to attend only, by
 * /meetings/{id}/papers/{paperId}, never by /media. One document per paper, so two uploads at once both stay.
 */
const meetingPaperSchema = new Schema(
  {
    meetingId: { type: String, required: true, maxlength: 24 },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    mediaId: { type: String, required: true, maxlength: 24 },
    name: { type: String, default: '', maxlength: 300 },
    size: { type: Number, default: 0 },
    addedBy: { type: String, required: true, maxlength: 254 },
  },
  { collection: 'meeting_papers', timestamps: true },
)
meetingPaperSchema.index({ meetingId: 1 })
filteredFields(meetingPaperSchema, ['meetingId'])

export const MeetingPaper = defineModel('MeetingPaper', meetingPaperSchema)

interface PaperRaw {
  _id: Types.ObjectId
  meetingId: string
  title: string
  mediaId: string
  name: string
  size: number
  createdAt: Date
}

const toPaper = (raw: PaperRaw) => ({ id: String(raw._id), meetingId: raw.meetingId, title: raw.title, mediaId: raw.mediaId, name: raw.name, size: raw.size, addedAt: raw.createdAt.toISOString() })
export type PublicMeetingPaper = ReturnType<typeof toPaper>

export async function insertMeetingPaper(paper: { meetingId: string; title: string; mediaId: string; name: string; size: number; addedBy: string }) {
  const created = await MeetingPaper.create(paper)
  return toPaper(created.toObject() as unknown as PaperRaw)
}

/** A meeting's papers, in the order they were added. */
export async function listMeetingPapers(meetingId: string) {
  const raws = await MeetingPaper.find({ meetingId }).lean<PaperRaw[]>()
  return raws.map(toPaper).sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id))
}

/** One paper of one meeting (null for another meeting's). */
export async function getMeetingPaper(meetingId: string, paperId: string) {
  if (!isValidObjectId(paperId)) return null
  const raw = await MeetingPaper.findById(paperId).lean<PaperRaw>()
  return raw && raw.meetingId === meetingId ? toPaper(raw) : null
}

export async function deleteMeetingPaperRecord(meetingId: string, paperId: string) {
  const paper = await getMeetingPaper(meetingId, paperId)
  if (!paper) return null
  await MeetingPaper.deleteOne({ _id: paperId })
  return paper
}
