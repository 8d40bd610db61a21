import { Schema, type Types } from 'mongoose'
import {
  MEMBER_RESOURCE_CATEGORY_MAX_LENGTH,
  MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH,
  MEMBER_RESOURCE_KINDS,
  MEMBER_RESOURCE_SORT_MAX,
  MEMBER_RESOURCE_TITLE_MAX_LENGTH,
  MEMBER_RESOURCE_URL_MAX_LENGTH,
  type MemberResourceKind,
} from '#app/domain/member-resources.ts'
import { MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A document or link the association publishes to its members (issue 17, item 3). A document is a
 * private upload (models/media.server.ts, purpose `member-resource`); what the dashboard needs of it
 * (its size and name) is kept here, so that the list costs one query.
 */
const documentSchema = new Schema(
  {
    mediaId: { type: Schema.Types.ObjectId, ref: 'Media', required: true },
    size: { type: Number, required: true, min: 1, max: MAX_UPLOAD_BYTES },
    name: { type: String, trim: true, default: '', maxlength: 200 },
  },
  { _id: false },
)

const memberResourceSchema = new Schema(
  {
    kind: { type: String, required: true, enum: MEMBER_RESOURCE_KINDS },
    title: { type: String, required: true, trim: true, maxlength: MEMBER_RESOURCE_TITLE_MAX_LENGTH },
    titleMs: { type: String, trim: true, default: '', maxlength: MEMBER_RESOURCE_TITLE_MAX_LENGTH },
    description: { type: String, trim: true, default: '', maxlength: MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH },
    descriptionMs: { type: String, trim: true, default: '', maxlength: MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH },
    category: { type: String, trim: true, default: '', maxlength: MEMBER_RESOURCE_CATEGORY_MAX_LENGTH },
    categoryMs: { type: String, trim: true, default: '', maxlength: MEMBER_RESOURCE_CATEGORY_MAX_LENGTH },
    /** A link's https address; empty for a document. */
    url: { type: String, trim: true, default: '', maxlength: MEMBER_RESOURCE_URL_MAX_LENGTH },
    /** A document's PDF; null for a link. */
    document: { type: documentSchema, default: null },
    published: { type: Boolean, default: false },
    /** Lower first; the same order, newest first. */
    sortOrder: { type: Number, default: 0, min: 0, max: MEMBER_RESOURCE_SORT_MAX },
  },
  { timestamps: true, collection: 'member_resources', versionKey: false },
)
memberResourceSchema.index({ published: 1, sortOrder: 1, createdAt: -1 })
filteredFields(memberResourceSchema, ['published'])

export const MemberResource = defineModel('MemberResource', memberResourceSchema)

interface MemberResourceRaw {
  _id: Types.ObjectId
  kind: MemberResourceKind
  title: string
  titleMs: string
  description: string
  descriptionMs: string
  category: string
  categoryMs: string
  url: string
  document: { mediaId: Types.ObjectId; size: number; name: string } | null
  published: boolean
  sortOrder: number
  createdAt: Date
  updatedAt: Date
}

function toRecord(raw: MemberResourceRaw) {
  return {
    id: String(raw._id),
    kind: raw.kind,
    title: raw.title,
    titleMs: raw.titleMs ?? '',
    description: raw.description ?? '',
    descriptionMs: raw.descriptionMs ?? '',
    category: raw.category ?? '',
    categoryMs: raw.categoryMs ?? '',
    url: raw.url ?? '',
    document: raw.document ? { mediaId: String(raw.document.mediaId), size: raw.document.size, name: raw.document.name ?? '' } : null,
    published: Boolean(raw.published),
    sortOrder: raw.sortOrder ?? 0,
    createdAt: raw.createdAt.toISOString(),
    updatedAt: raw.updatedAt.toISOString(),
  }
}
export type MemberResourceRecord = ReturnType<typeof toRecord>

/** What a resource is made of: a stored one without its id and times. */
export type MemberResourceFields = Omit<MemberResourceRecord, 'id' | 'createdAt' | 'updatedAt'>

const IN_ORDER = { sortOrder: 1, createdAt: -1, _id: -1 } as const

/** Every resource, drafts included (the administrators' list). */
export async function listMemberResources() {
  const raws = await MemberResource.find({}).sort(IN_ORDER).lean<MemberResourceRaw[]>()
  return raws.map(toRecord)
}

/** The published resources, in their order (the members' tab; an equality on an indexed field: decision 012). */
export async function listPublishedMemberResources() {
  const raws = await MemberResource.find({ published: true }).sort(IN_ORDER).lean<MemberResourceRaw[]>()
  return raws.map(toRecord)
}

/** One resource, published or not; null for a malformed or unknown id. */
export async function getMemberResource(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await MemberResource.findById(id).lean<MemberResourceRaw>()
  return raw ? toRecord(raw) : null
}

export async function insertMemberResource(fields: MemberResourceFields) {
  const doc = await MemberResource.create(fields)
  return toRecord(doc.toObject() as unknown as MemberResourceRaw)
}

/** Replaces a resource's fields; null when there is none. */
export async function updateMemberResource(id: string, fields: Partial<MemberResourceFields>) {
  if (!isValidObjectId(id)) return null
  const raw = await MemberResource.findByIdAndUpdate(id, { $set: fields }, { new: true, runValidators: true }).lean<MemberResourceRaw>()
  return raw ? toRecord(raw) : null
}

/** Removes a resource and answers what it was (its document is the service's to delete); null when there is none. */
export async function deleteMemberResourceRecord(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await MemberResource.findByIdAndDelete(id).lean<MemberResourceRaw>()
  return raw ? toRecord(raw) : null
}
