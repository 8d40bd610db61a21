import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { importRoster, previewRoster } from '#app/services/membership-admin.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * The server side of /admin/members/import: the roster CSV is first read without changing anything (the
 * dry run shows what each line would do and which lines would be refused), then imported on
 * confirmation through the same service as POST /api/admin/members/import. Between the two steps the
 * file's text travels in the confirmation form, so neither step needs JavaScript nor a stored upload.
 */

/** The largest roster text accepted back from the confirmation form: 2,000 lines of generous length. */
export const ROSTER_TEXT_MAX_LENGTH = 2_000_000

export async function loadMembersImportPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'members')
  return json({
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.membersImport']),
  })
}

export type MembersImportAnswer =
  | { stage: 'failed'; message: string; detail?: string }
  | { stage: 'preview'; csv: string; fileName: string; creates: number; updates: number; lines: Array<{ line: number; email: string; name: string; membershipId: string; action: 'create' | 'update' }>; errors: Array<{ line: number; message: string }> }
  | { stage: 'done'; created: number; updated: number; errors: Array<{ line: number; message: string }> }

const failed = (message: string, detail?: string, status = 400) => json<MembersImportAnswer>({ stage: 'failed', message, ...(detail ? { detail } : {}) }, { status })

/** The roster's text from the upload (`intent=preview`) or from the confirmation form (`intent=confirm`). */
async function rosterText(form: FormData): Promise<{ text: string; fileName: string } | { message: string }> {
  if (form.get('intent') === 'confirm') {
    const text = form.get('csv')
    if (typeof text !== 'string' || !text.trim() || text.length > ROSTER_TEXT_MAX_LENGTH) return { message: MEMBERSHIP_MESSAGES.importFileRequired }
    return { text, fileName: '' }
  }
  const file = form.get('file')
  if (!file || typeof file === 'string' || file.size === 0) return { message: MEMBERSHIP_MESSAGES.importFileRequired }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()), fileName: file.name.slice(0, 200) }
  } catch {
    return { message: MEMBERSHIP_MESSAGES.importColumns }
  }
}

export async function membersImportAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'members')
  const form = await readFormData(request)
  const intent = form.get('intent')
  if (intent !== 'preview' && intent !== 'confirm') return failed(MEMBERSHIP_MESSAGES.importFileRequired)
  const read = await rosterText(form)
  if ('message' in read) return failed(read.message)
  if (intent === 'preview') {
    const result = await previewRoster(read.text)
    if (!result.ok) return failed(result.message, result.detail)
    const { lines, errors } = result.preview
    return json<MembersImportAnswer>({
      stage: 'preview',
      csv: read.text,
      fileName: read.fileName,
      creates: lines.filter((l) => l.action === 'create').length,
      updates: lines.filter((l) => l.action === 'update').length,
      lines,
      errors,
    })
  }
  const result = await importRoster(auditActorOf(admin), read.text)
  if (!result.ok) return failed(result.message, result.detail)
  return json<MembersImportAnswer>({ stage: 'done', created: result.outcome.created, updated: result.outcome.updated, errors: result.outcome.errors })
}
