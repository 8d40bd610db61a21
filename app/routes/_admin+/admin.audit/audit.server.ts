import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { pageCount, pageNumberOf } from '#app/domain/pagination.ts'
import { listAuditEntries } from '#app/services/audit.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'

export const AUDIT_PER_PAGE = 50

/** /admin/audit: who changed what and when, newest first, 50 a page. */
export async function loadAuditPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'audit')
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  const { entries, total } = await listAuditEntries({ page, perPage: AUDIT_PER_PAGE })
  return json({ entries, total, page, totalPages: pageCount(total, AUDIT_PER_PAGE), i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.audit']) })
}
