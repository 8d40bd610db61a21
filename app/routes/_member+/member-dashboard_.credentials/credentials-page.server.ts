import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { credentialPaths } from '#app/config/credential-paths.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { credentialState, listMyCredentials, recordCredential, removeCredential } from '#app/services/credentials.server.ts'
import { fileRefusalReply, readFileForm } from '#app/services/upload-forms.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CREDENTIAL_MESSAGES, CredentialSchema } from '#app/validation/credentials.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The certificate's field (the API's too). */
const FILE_FIELD = 'file'

/**
 * /member-dashboard/credentials (issue 36, item 4; decision 045): the member's insurance, first aid and
 * practising certificate, their state for the listing's line, the form that records one (multipart, with
 * the certificate) and the buttons that delete one not yet confirmed. The same schema and service as
 * GET/POST /api/me/credentials.
 */
export async function loadCredentialsPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const day = toMalaysiaDay(now())
  const [credentials, state, i18n] = await Promise.all([
    listMyCredentials(user.id),
    credentialState(user.id, day),
    routeStrings(request, ['credentials', '!credentials.admin', '!credentials.mail']),
  ])
  return json({ credentials, state, today: day, i18n })
}

/** POST `intent=delete` with `credentialId`, or the form that records one (`kind`, `issuer`, `number`, `from`, `until`, the certificate in `file`). */
export async function credentialsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await readFileForm(request, FILE_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(FILE_FIELD, form.message), { status: form.httpStatus })
  if (form.formData.get('intent') === 'delete') {
    const id = form.formData.get('credentialId')
    const removed = await removeCredential(user, typeof id === 'string' ? id : '')
    if (!removed.ok) return redirectWithToast(credentialPaths.page, { type: 'error', title: removed.message })
    return redirectWithToast(credentialPaths.page, { type: 'success', title: CREDENTIAL_MESSAGES.deleted })
  }
  const submission = parseSubmission(form.formData, { schema: CredentialSchema })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') {
    return json(submission.reply(file ? { fieldErrors: { [FILE_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } } : undefined), { status: 400 })
  }
  // The page sends its file, never an earlier upload's id.
  const recorded = await recordCredential(user, { ...submission.value, mediaId: '' }, file)
  if (!recorded.ok) {
    const errors = recorded.field ? { fieldErrors: { [recorded.field]: [recorded.message] } } : { formErrors: [recorded.message] }
    return json(submission.reply(errors), { status: recorded.status })
  }
  return redirectWithToast(credentialPaths.page, { type: 'success', title: CREDENTIAL_MESSAGES.recorded })
}
