import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { importRoster } from '#app/services/membership-admin.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * POST /api/admin/members/import, multipart with the roster CSV as `file` (columns email, firstName,
 * lastName, membershipId, membershipType, expiresAt, and optionally joinedOn; dates YYYY-MM-DD) → 200 `{ created, updated,
 * errors: [{ line, message }] }`. Each new account is mailed an "Activate your account" link. 415 for a
 * body that is not multipart; 400 for a missing file, a file that is not UTF-8 text or lacks the columns.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'members')
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return apiError(415, MEMBERSHIP_MESSAGES.importFileRequired)
  }
  let file: FormDataEntryValue | null
  try {
    file = (await request.formData()).get('file')
  } catch {
    return apiError(400, MEMBERSHIP_MESSAGES.importFileRequired)
  }
  if (!file || typeof file === 'string') return apiError(400, MEMBERSHIP_MESSAGES.importFileRequired, { file: [MEMBERSHIP_MESSAGES.importFileRequired] })
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
  } catch {
    return apiError(400, MEMBERSHIP_MESSAGES.importColumns, { file: [MEMBERSHIP_MESSAGES.importColumns] })
  }
  const result = await importRoster(auditActorOf(admin), text)
  if (!result.ok) {
    const message = result.detail ? `${result.message} (${result.detail})` : result.message
    return apiError(400, message, { file: [message] })
  }
  return json(result.outcome)
}

export const loader = () => methodNotAllowed(['POST'])
