import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields, serialize, toJSONPlugin } from './model-utils.server.ts'

/** One administrator write: who did what to which record, and when. Never edited or deleted. */
const auditLogSchema = new Schema(
  {
    actorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Kept as written at the time, so the record reads right after the account changes or goes. */
    actorEmail: { type: String, required: true, maxlength: 254 },
    action: { type: String, required: true, maxlength: 60 },
    entityType: { type: String, required: true, maxlength: 60 },
    entityId: { type: String, default: '', maxlength: 100 },
    summary: { type: String, required: true, maxlength: 1000 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
auditLogSchema.index({ createdAt: -1 })
auditLogSchema.index({ entityType: 1, entityId: 1 })
auditLogSchema.plugin(toJSONPlugin)
// A member's story (issue 33, item 4) reads what was done to their account by its id.
filteredFields(auditLogSchema, ['entityId'])

export type AuditLogFields = InferSchemaType<typeof auditLogSchema>
export const AuditLog = defineModel('AuditLog', auditLogSchema)
export type AuditLogRaw = AuditLogFields & { _id: Types.ObjectId; actorId: Types.ObjectId; createdAt: Date }

export function toPublicAuditLog(raw: AuditLogRaw) {
  const { actorId, ...rest } = serialize(raw)
  return { ...rest, actorId: String(actorId) }
}
export type PublicAuditLog = ReturnType<typeof toPublicAuditLog>

export async function listAuditLogs({ page = 1, perPage = 50 }: { page?: number; perPage?: number } = {}) {
  const [items, total] = await Promise.all([
    AuditLog.find()
      .sort({ createdAt: -1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<AuditLogRaw[]>(),
    AuditLog.countDocuments(),
  ])
  return { items: items.map(toPublicAuditLog), total }
}

/** What was recorded about one record (a member's account), newest first. */
export async function listAuditLogsAbout(entityId: string, limit = 200) {
  const raws = await AuditLog.find({ entityId }).sort({ createdAt: -1 }).limit(limit).lean<AuditLogRaw[]>()
  return raws.map(toPublicAuditLog)
}
