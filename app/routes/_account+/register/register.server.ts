import { message } from '#app/validation/messages.ts'
import { REGISTER_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { requireAnonymous } from '#app/utils/auth.server.ts'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { site } from '#app/config/site.ts'
import { applyWithDocuments, checkApplicationDocuments } from '#app/services/application-documents.server.ts'
import { fileRefusalReply } from '#app/services/upload-forms.server.ts'
import { APPLICATION_DOCUMENTS_FIELD, MAX_APPLICATION_DOCUMENTS, MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { retryAfterHeaders } from '#app/utils/auth.server.ts'
import { parseSubmission, readUploadForm } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { RegisterSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { BY_INVITATION, MEMBERSHIP_TYPE_TERMS, membershipTypeOf } from '#app/domain/membership-types.ts'
import { EVIDENCE_BY_TYPE } from '#app/domain/application-evidence.ts'

const DOCUMENTS_FIELD = APPLICATION_DOCUMENTS_FIELD
/** The documents and one more of each too many or too large, read on so that the page keeps what was typed. */
const APPLICATION_FORM_BODY_MAX_BYTES = (MAX_APPLICATION_DOCUMENTS + 1) * MAX_UPLOAD_BYTES + 1024 * 1024

/** The registration form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const form = await readUploadForm(request, {
    fileField: DOCUMENTS_FIELD,
    maxFileBytes: MAX_UPLOAD_BYTES,
    // Read on past one document too many or too large, so that the page answers with what was typed kept.
    maxFiles: MAX_APPLICATION_DOCUMENTS + 2,
    maxBodyBytes: APPLICATION_FORM_BODY_MAX_BYTES,
  })
  if (form.status !== 'read') {
    const refused = form.status === 'too-large' ? UPLOAD_MESSAGES.tooLarge : message('messages:upload.tooManyDocuments', { max: MAX_APPLICATION_DOCUMENTS })
    return json(fileRefusalReply(DOCUMENTS_FIELD, refused), { status: form.status === 'too-large' ? 413 : 400 })
  }
  const { formData, files } = form
  // A bot filled the hidden field: send it away as if it had worked, and store nothing.
  if (isHoneypotFilled(formData)) return redirect(paths.home)
  const submission = parseSubmission(formData, { schema: RegisterSchema })
  // A browser forgets the chosen files when the page comes back: the field says to choose them again.
  const chooseAgain: Record<string, string[]> = files.length ? { [DOCUMENTS_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : {}
  if (submission.status !== 'success') {
    return json(submission.reply({ fieldErrors: chooseAgain, hideFields: ['password'] }), { status: 400 })
  }
  const documents = await checkApplicationDocuments(files, context.clientIp)
  if (!documents.ok) {
    return json(submission.reply({ fieldErrors: { [DOCUMENTS_FIELD]: [documents.message, UPLOAD_MESSAGES.chooseAgain] }, hideFields: ['password'] }), {
      status: documents.status,
      headers: documents.retryAfterSeconds ? { 'retry-after': String(documents.retryAfterSeconds) } : undefined,
    })
  }
  // The member's language is the one they registered in.
  const result = await applyWithDocuments({ ...submission.value, locale: await getLocale(request) }, documents.prepared, request, context.clientIp)
  if (!result.ok && result.status === 429) {
    return json(submission.reply({ formErrors: [result.message], fieldErrors: chooseAgain, hideFields: ['password'] }), {
      status: 429,
      headers: retryAfterHeaders(result),
    })
  }
  if (!result.ok) {
    return json(submission.reply({ fieldErrors: { ...result.fieldErrors, ...chooseAgain }, hideFields: ['password'] }), { status: 409 })
  }
  return redirectWithToast(
    paths.dashboard,
    {
      title: message('messages:auth.welcome', { site: site.shortName, name: result.user.firstName }),
      description: message('messages:auth.confirmationSent', { email: result.user.email }),
    },
    { headers: { 'set-cookie': result.cookie } },
  )
}

export async function loadRegisterPage({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  const asked = membershipTypeOf(new URL(request.url).searchParams.get('type'))
  const chosen = asked && !BY_INVITATION.includes(asked) ? asked : null
  return json({
    constraint: REGISTER_CONSTRAINT,
    // The fees beside each type, from the one list (configuration): formatted here, plain text in the page.
    // Fellow and Honorary Fellow are conferred, not applied for: not offered here (issue 33).
    membershipTypes: MEMBERSHIP_TYPE_TERMS.filter((terms) => !BY_INVITATION.includes(terms.type)).map((terms) => ({
      type: terms.type,
      entryFee: terms.hasEntryFee ? formatRinggit(terms.entryFeeSen) : null,
      annualFee: terms.hasAnnualFee ? formatRinggit(terms.annualFeeSen) : null,
      // The eligibility evidence /membership's requirements call for (issue 33, item 5).
      evidence: [...EVIDENCE_BY_TYPE[terms.type]],
    })),
    chosenType: chosen ?? '',
    i18n: await routeStrings(request, ['auth', 'lists']),
  })
}
