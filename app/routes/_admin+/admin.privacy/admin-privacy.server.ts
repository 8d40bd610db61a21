import { PRIVACY_NOTICE_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { now } from '#app/domain/clock.ts'
import { BUILT_IN_NOTICE_VERSION } from '#app/domain/retention.ts'
import { latestNoticeText, noticeHistory, publishNotice } from '#app/services/privacy.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { PrivacyNoticeSchema } from '#app/validation/privacy.ts'

/** /admin/privacy: the notice's versions, and the form that publishes the next one (starting from the newest text). */
export async function loadAdminPrivacyPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'privacy')
  const [history, latest] = await Promise.all([noticeHistory(), latestNoticeText()])
  return json({
    constraint: PRIVACY_NOTICE_CONSTRAINT,
    history,
    nextVersion: (history[0]?.version ?? BUILT_IN_NOTICE_VERSION) + 1,
    draft: { ...latest, effectiveDate: addDays(toMalaysiaDay(now()), 1) },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'privacy.admin']),
  })
}

export async function adminPrivacyAction({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'privacy')
  const submission = parseSubmission(await readFormData(request), { schema: PrivacyNoticeSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await publishNotice(user, submission.value)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(adminPaths.privacy, { title: message('messages:privacy.published', { version: result.version }) })
}
