import { AuditLog } from '#app/models/audit-log.server.ts'

export interface AuditActor {
  id: string
  email: string
}

export interface AuditEntry {
  /** A verb in the past tense: 'created', 'updated', 'deleted', 'approved', 'suspended', … */
  action: string
  /** What kind of record: 'practitioner', 'user', 'cpd-entry', 'news', 'event', … */
  entityType: string
  entityId?: string
  /** One sentence a person can read in the log, e.g. 'Approved 3.5 CPD hours for EMP012'. */
  summary: string
}

/**
 * Writes the audit record of an administrator's change. Call it after the change succeeded, from the
 * one service both the admin page and its API use, so that no write goes unrecorded.
 */
export async function recordAdminAction(actor: AuditActor, entry: AuditEntry) {
  await AuditLog.create({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? '',
    summary: entry.summary.slice(0, 1000),
  })
}
