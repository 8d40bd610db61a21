import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { addMeetingPaper, deleteMeetingPaper, getMeeting, listPapersForAdmin, MEETING_MESSAGES } from '#app/services/meetings.server.ts'
import { fileRefusalReply, readFileForm } from '#app/services/upload-forms.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { MEETING_PAPER_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { MeetingPaperSchema } from '#app/validation/meetings.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The file field of a paper's form. */
const FILE_FIELD = 'file'

/**
 * /admin/meetings/{id}/papers (issue 35, item 2): a meeting's papers, PDFs uploaded through the one
 * upload pipeline as the association's private files (purpose `meeting-paper`), served only to the
 * members entitled to attend; the form that adds one and the buttons that delete one.
 */
export async function loadMeetingPapersPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'meetings')
  const meeting = await getMeeting(params.id ?? '')
  if (!meeting) throw json({ message: MEETING_MESSAGES.notFound }, { status: 404 })
  return json({
    meeting: { id: meeting.id, title: meeting.title },
    papers: await listPapersForAdmin(meeting.id),
    constraint: MEETING_PAPER_CONSTRAINT,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'meetings.papers']),
  })
}

/** POST `intent=delete` with `paperId`, or the add form (`title` and the PDF in `file`). */
export async function meetingPapersAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'meetings')
  const staff = accountActorOf(admin)
  const id = params.id ?? ''
  const form = await readFileForm(request, FILE_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(FILE_FIELD, form.message), { status: form.httpStatus })
  if (form.formData.get('intent') === 'delete') {
    const paperId = form.formData.get('paperId')
    const outcome = await deleteMeetingPaper(staff, id, typeof paperId === 'string' ? paperId : '')
    if (!outcome.ok) throw json({ message: outcome.message }, { status: outcome.status })
    return redirectWithToast(governancePaths.meetingPapers(id), { type: 'success', title: outcome.message })
  }
  const submission = parseSubmission(form.formData, { schema: MeetingPaperSchema })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') return json(submission.reply(file ? { fieldErrors: { [FILE_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } } : undefined), { status: 400 })
  if (!file) return json(submission.reply({ fieldErrors: { [FILE_FIELD]: [MEETING_MESSAGES.paperFileRequired] } }), { status: 400 })
  const outcome = await addMeetingPaper(staff, id, submission.value.title, file)
  if (!outcome.ok) {
    if (outcome.status === 404) throw json({ message: outcome.message }, { status: 404 })
    return json(submission.reply({ fieldErrors: { [outcome.field ?? FILE_FIELD]: [outcome.message] } }), { status: outcome.status })
  }
  return redirectWithToast(governancePaths.meetingPapers(id), { type: 'success', title: outcome.message })
}
