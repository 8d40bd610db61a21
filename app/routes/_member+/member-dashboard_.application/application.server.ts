import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { membershipPaths } from '#app/config/member-paths.ts'
import { APPLICATION_DOCUMENTS_FIELD, MAX_APPLICATION_DOCUMENTS, MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { answerInformationRequest, applicationStanding } from '#app/services/information-requests.server.ts'
import { fileRefusalReply } from '#app/services/upload-forms.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readUploadForm } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { InformationAnswerSchema } from '#app/validation/membership.ts'
import { message } from '#app/validation/messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The documents and one more of each too many or too large, read on so that the page keeps what was typed. */
const ANSWER_FORM_BODY_MAX_BYTES = (MAX_APPLICATION_DOCUMENTS + 1) * MAX_UPLOAD_BYTES + 1024 * 1024

/** An applicant's own application (issue 33, item 5): what the type asks for, what was sent, and the secretariat's request. */
export async function loadApplicationPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ application: await applicationStanding(user), i18n: await routeStrings(request, ['dashboard', 'lists']) })
}

/** The answer's form (multipart: `answer`, `documents`): the same service as POST /api/membership/application. */
export async function answerAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await readUploadForm(request, {
    fileField: APPLICATION_DOCUMENTS_FIELD,
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles: MAX_APPLICATION_DOCUMENTS + 2,
    maxBodyBytes: ANSWER_FORM_BODY_MAX_BYTES,
  })
  if (form.status !== 'read') {
    const refused = form.status === 'too-large' ? UPLOAD_MESSAGES.tooLarge : message('messages:upload.tooManyDocuments', { max: MAX_APPLICATION_DOCUMENTS })
    return json(fileRefusalReply(APPLICATION_DOCUMENTS_FIELD, refused), { status: form.status === 'too-large' ? 413 : 400 })
  }
  const { formData, files } = form
  const submission = parseSubmission(formData, { schema: InformationAnswerSchema })
  // A browser forgets the chosen files when the page comes back: the field says to choose them again.
  const chooseAgain: Record<string, string[]> = files.length ? { [APPLICATION_DOCUMENTS_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : {}
  if (submission.status !== 'success') return json(submission.reply({ fieldErrors: chooseAgain }), { status: 400 })
  const result = await answerInformationRequest(user, { answer: submission.value.answer, files })
  if (!result.ok) {
    const fieldErrors =
      result.field === APPLICATION_DOCUMENTS_FIELD
        ? { [APPLICATION_DOCUMENTS_FIELD]: [result.message, ...(files.length ? [UPLOAD_MESSAGES.chooseAgain] : [])] }
        : result.field
          ? { [result.field]: [result.message], ...chooseAgain }
          : chooseAgain
    const formErrors = result.field ? [] : [result.message]
    return json(submission.reply({ formErrors, fieldErrors }), {
      status: result.status,
      headers: result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined,
    })
  }
  return redirectWithToast(membershipPaths.application, { type: 'success', title: message('messages:membership.information.answeredToast') })
}
