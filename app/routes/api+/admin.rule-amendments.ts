import { json, type ActionFunctionArgs } from '@remix-run/node'
import { addRuleAmendment, listAmendmentsForPage } from '#app/services/annual-return.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { RuleAmendmentSchema } from '#app/validation/annual-return.ts'

/**
 * The rule amendments' log of the annual return (issue 35, item 4; the secretariat's, 'meetings' area):
 * GET → `{ items: [{ id, meetingDay, year, clause, before, after, approvedOn }] }`, newest meeting first;
 * POST `{ meetingDay, clause, before?, after, approvedOn? }` → 201 `{ id }` (the schema and service of
 * /admin/annual-return/amendments' form; `after` is the new text or a summary of the change).
 */
export async function loader({ request }: ActionFunctionArgs) {
  await requireApiAdmin(request, 'meetings')
  return json({ items: await listAmendmentsForPage() })
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const staff = await requireApiAdmin(request, 'meetings')
  const input = await parseJsonBody(request, RuleAmendmentSchema)
  const result = await addRuleAmendment(auditActorOf(staff), input)
  return json({ id: result.id }, { status: 201 })
}
