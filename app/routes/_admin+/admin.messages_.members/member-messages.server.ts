import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { memberMessagePaths } from '#app/config/member-message-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createMemberMessage, MEMBER_MESSAGE_MESSAGES, memberMessageChoices, memberMessagesForAdmin } from '#app/services/member-messages.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { MEMBER_MESSAGE_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { MemberMessageSchema } from '#app/validation/member-messages.ts'

/** /admin/messages/members (issue 35, item 5): the messages to members, drafts and sent, and the form that writes one. */
export async function loadMemberMessagesPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const [messages, choices] = await Promise.all([memberMessagesForAdmin(), memberMessageChoices()])
  return json({
    messages: messages.map(({ id, subjectEn, group, category, createdAt, createdBy, sentAt, sentBy, finishedAt, sentCount, failedCount }) => ({
      id,
      subjectEn,
      group,
      category,
      createdAt,
      createdBy,
      sentAt,
      sentBy,
      finishedAt,
      sentCount,
      failedCount,
    })),
    ...choices,
    constraint: MEMBER_MESSAGE_CONSTRAINT,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.inbox', 'admin.memberMessages']),
  })
}

/** Writes a draft (the service of POST /api/admin/member-messages), then opens it: its preview, count and Send. */
export async function memberMessagesAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'messages')
  const submission = parseSubmission(await readFormData(request), { schema: MemberMessageSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await createMemberMessage(auditActorOf(admin), submission.value)
  if (!result.ok) return json(submission.reply({ fieldErrors: result.fieldErrors }), { status: result.status })
  return redirectWithToast(memberMessagePaths.message(result.memberMessage.id), { title: MEMBER_MESSAGE_MESSAGES.saved })
}
