import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listAuditLogs } from '#app/models/audit-log.server.ts'
import { pageCount, pageNumberOf } from '#app/domain/pagination.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'

export const AUDIT_PER_PAGE = 50

/** 'news-article' → 'News article': the record types every part of the admin area writes, in words. */
export function recordTypeLabel(entityType: string): string {
  const words = entityType.replace(/[-_]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Record'
}

/** /admin/audit: who changed what and when, newest first, 50 a page. */
export async function loadAuditPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  const { items, total } = await listAuditLogs({ page, perPage: AUDIT_PER_PAGE })
  return json({
    entries: items.map((entry) => ({
      id: entry.id,
      createdAt: new Date(entry.createdAt).toISOString(),
      actorEmail: entry.actorEmail,
      action: entry.action,
      recordType: recordTypeLabel(entry.entityType),
      summary: entry.summary,
    })),
    total,
    page,
    totalPages: pageCount(total, AUDIT_PER_PAGE),
  })
}
