import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { correctOfficeTerm, officeTermForPage } from '#app/services/office-bearers.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { OFFICE_TERM_CORRECTION_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { OfficeTermCorrectionSchema } from '#app/validation/office-bearers.ts'

/** /admin/office-bearers/terms/{id} (issue 35, item 1): a term as recorded, and its correction (audited; a term is never deleted). */
export async function loadOfficeTermPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'roles')
  const found = await officeTermForPage(params.id ?? '')
  if (!found) throw new Response('Not found', { status: 404 })
  return json({
    term: { id: found.term.id, name: found.term.name, from: found.term.from, until: found.term.until, cardId: found.term.cardId, hasAccount: Boolean(found.term.userId) },
    position: found.position ? { title: found.position.title, titleMs: found.position.titleMs } : null,
    cards: found.cards,
    constraint: OFFICE_TERM_CORRECTION_CONSTRAINT,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.officeBearers']),
  })
}

/** Corrects the term: name, first and last day, card. */
export async function officeTermAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'roles')
  const submission = parseSubmission(await readFormData(request), { schema: OfficeTermCorrectionSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await correctOfficeTerm(auditActorOf(admin), params.id ?? '', submission.value)
  if (!result.ok && result.status === 404) throw new Response('Not found', { status: 404 })
  if (!result.ok) return json(submission.reply({ fieldErrors: result.fieldErrors ?? {}, formErrors: result.fieldErrors ? [] : [result.message] }), { status: result.status })
  return redirectWithToast(governancePaths.officeBearers, { type: 'success', title: result.message })
}
