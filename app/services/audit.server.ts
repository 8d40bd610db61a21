import type { WithRoles } from '#app/domain/roles.ts'
import { AuditLog, listAuditLogs } from '#app/models/audit-log.server.ts'

export interface AuditActor {
  id: string
  email: string
}

/**
 * The scheduler's own changes (renewal invoices, a lapsed membership): no person made them. The id is
 * no account's (all zeros), so the log reads "scheduler" as who.
 */
export const SYSTEM_ACTOR: AuditActor = { id: '000000000000000000000000', email: 'scheduler' }

/** The administrator (or member) whose change is recorded: only their id and e-mail are kept. */
export function auditActorOf(user: { id: string; email: string }): AuditActor {
  return { id: user.id, email: user.email }
}

/**
 * An account acting (a member, or staff): its id and e-mail for the audit log, its roles for the rules
 * that depend on who acts (files, staff accounts, records of one's own).
 */
export type AccountActor = AuditActor & { roles?: readonly string[] | null; isAdmin: boolean }

export function accountActorOf(user: { id: string; email: string } & WithRoles): AccountActor {
  return { id: user.id, email: user.email, roles: user.roles, isAdmin: Boolean(user.isAdmin) }
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

/** 'news-article' → 'News article': the record types every part of the admin area writes, in words. */
export function recordTypeLabel(entityType: string): string {
  const words = entityType.replace(/[-_]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Record'
}

/** A page of the audit log, newest first, as the audit page shows it. */
export async function listAuditEntries({ page, perPage }: { page: number; perPage: number }) {
  const { items, total } = await listAuditLogs({ page, perPage })
  const entries = items.map((entry) => ({
    id: entry.id,
    createdAt: new Date(entry.createdAt).toISOString(),
    actorEmail: entry.actorEmail,
    action: entry.action,
    recordType: recordTypeLabel(entry.entityType),
    summary: entry.summary,
  }))
  return { total, entries }
}
