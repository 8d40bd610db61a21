import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { EVIDENCE_KINDS, type EvidenceKind } from '#app/domain/application-evidence.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * The secretariat asks an applicant for more (issue 33, item 5): a message and the documents wanted,
 * answered by the applicant on the same application (a note and uploads, which join the application's
 * documents). At most one is open per application: `openKey` is unique and holds the application
 * (applications.server.ts `applicationOf`) while the request waits, the request's own id once it is
 * answered, so asking is an insert under that key (FerretDB has no partial indexes; docs/conventions.md,
 * "Atomicity"). The answer is claimed once (once-claim.server.ts) before this record changes.
 */

const informationRequestSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The application asked about, while open; the request's id once answered: see above. */
    openKey: { type: String, required: true, maxlength: 80 },
    message: { type: String, trim: true, required: true, maxlength: 2000 },
    documents: { type: [{ type: String, enum: EVIDENCE_KINDS }], default: [] },
    askedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    askedByName: { type: String, trim: true, default: '', maxlength: 200 },
    answeredAt: { type: Date, default: null },
    answer: { type: String, trim: true, default: '', maxlength: 2000 },
    /** The uploads sent with the answer (media of purpose `application`, the applicant's). */
    answerDocumentIds: { type: [String], default: [] },
  },
  { timestamps: true },
)
informationRequestSchema.index({ openKey: 1 }, { unique: true })
informationRequestSchema.index({ userId: 1, createdAt: -1 })
filteredFields(informationRequestSchema, ['openKey', 'userId'])

export const InformationRequest = defineModel('InformationRequest', informationRequestSchema)
type InformationRequestRaw = InferSchemaType<typeof informationRequestSchema> & {
  _id: Types.ObjectId
  userId: Types.ObjectId
  askedBy: Types.ObjectId
  createdAt: Date
  updatedAt: Date
}

function toPublic(raw: InformationRequestRaw) {
  const { userId, askedBy, openKey: _openKey, documents, answerDocumentIds, answeredAt, createdAt, updatedAt: _updated, ...rest } = serialize(raw)
  return {
    ...rest,
    userId: String(userId),
    askedBy: String(askedBy),
    documents: [...(documents ?? [])] as EvidenceKind[],
    answerDocumentIds: [...(answerDocumentIds ?? [])],
    askedAt: new Date(createdAt).toISOString(),
    answeredAt: answeredAt ? new Date(answeredAt).toISOString() : null,
  }
}
export type PublicInformationRequest = ReturnType<typeof toPublic>

/** Asks, or answers 'open-exists' when the application has a request waiting (one insert wins). */
export async function insertInformationRequest(input: {
  userId: string
  application: string
  message: string
  documents: readonly EvidenceKind[]
  askedBy: string
  askedByName: string
}): Promise<PublicInformationRequest | 'open-exists'> {
  try {
    const doc = await InformationRequest.create({
      userId: input.userId,
      openKey: input.application,
      message: input.message,
      documents: input.documents,
      askedBy: input.askedBy,
      askedByName: input.askedByName,
    })
    return toPublic(doc.toObject() as InformationRequestRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return 'open-exists'
    throw error
  }
}

/** The request waiting on an application, if any. */
export async function getOpenInformationRequest(application: string) {
  const raw = await InformationRequest.findOne({ openKey: application }).lean<InformationRequestRaw>()
  return raw ? toPublic(raw) : null
}

/** Records the answer (once claimed by the caller) and frees the application for another request. */
export async function setInformationAnswer(id: string, answer: { text: string; documentIds: readonly string[]; at: Date }) {
  if (!isValidObjectId(id)) return
  await InformationRequest.updateOne(
    { _id: id },
    { $set: { answer: answer.text, answerDocumentIds: answer.documentIds, answeredAt: answer.at, openKey: id } },
  )
}

/** Every request of these accounts, newest first (the queue reads them in one query). */
export async function listInformationRequestsOf(userIds: readonly string[]) {
  const ids = userIds.filter(isValidObjectId)
  if (!ids.length) return []
  // One account (its tab, its page, its story) reads by equality, which the embedded FerretDB serves from
  // the index; the queue's several accounts read with `$in`, which FerretDB 1.24 scans (measured in
  // query-plans.test.ts): one row per request ever made, a small table.
  const raws = await InformationRequest.find({ userId: ids.length === 1 ? ids[0] : { $in: ids } })
    .sort({ createdAt: -1, _id: -1 })
    .lean<InformationRequestRaw[]>()
  return raws.map(toPublic)
}

/** Erases an account's requests (account closure). */
export async function deleteInformationRequestsOf(userId: string) {
  if (!isValidObjectId(userId)) return
  await InformationRequest.deleteMany({ userId })
}
