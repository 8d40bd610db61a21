import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { now } from '#app/domain/clock.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { BREACH_MESSAGES, breachRegister, recordBreach, recordBreachNotified } from '#app/services/breaches.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { BreachNoticeSchema, BreachSchema } from '#app/validation/breach.ts'

/** /admin/privacy/breaches: the register with each breach's deadlines, and the form that records one. */
export async function loadBreachesPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'privacy')
  return json({ breaches: await breachRegister(), at: now().toISOString(), i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'privacy.breaches']) })
}

/**
 * `intent=record` records a breach (the service and schema of POST /api/admin/breaches); `intent=notified`
 * with `id` and `notice` records a notice (PATCH /api/admin/breaches/{id}).
 */
export async function breachesAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'privacy')
  const formData = await readFormData(request)
  if (formData.get('intent') === 'notified') {
    const parsed = BreachNoticeSchema.safeParse({ notice: formData.get('notice') })
    if (!parsed.success) return redirectWithToast(adminPaths.privacyBreaches, { title: parsed.error.issues[0]!.message })
    const result = await recordBreachNotified(auditActorOf(admin), String(formData.get('id') ?? ''), parsed.data.notice)
    return redirectWithToast(adminPaths.privacyBreaches, { title: result.message })
  }
  const submission = parseSubmission(formData, { schema: BreachSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  await recordBreach(auditActorOf(admin), submission.value)
  return redirectWithToast(adminPaths.privacyBreaches, { title: BREACH_MESSAGES.recorded })
}
