import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { nameWithSalutation } from '#app/domain/names.ts'
import { raiseConcern } from '#app/services/concerns.server.ts'
import { getVisibleListing } from '#app/services/directory/search.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { ConcernSchema, CONCERN_EVIDENCE_FIELD, MAX_CONCERN_EVIDENCE } from '#app/validation/concern.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/**
 * /raise-a-concern (issue 36, item 1): the form, from a profile naming its listing (`?practitioner=`), and
 * after it is sent the reference (`?reference=`). Its action is the HTML twin of POST /api/concerns.
 */
export async function loadRaiseConcernPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const url = new URL(request.url)
  const listing = await getVisibleListing(url.searchParams.get('practitioner') ?? '')
  const reference = url.searchParams.get('reference') ?? ''
  return json({
    practitioner: listing ? { id: String(listing.id), name: nameWithSalutation(String(listing.salutation ?? ''), String(listing.name), locale) } : null,
    sent: url.searchParams.has('sent') ? { reference: /^CON-\d{4}-\d{4,}$/.test(reference) ? reference : '' } : null,
    maxEvidence: MAX_CONCERN_EVIDENCE,
    i18n: pageStrings(locale, ['conduct', 'public']),
  })
}

export interface RaiseConcernFailure {
  formError: string | null
  fieldErrors: Record<string, string[]>
  typed: Record<string, string>
}

const TYPED = ['practitionerId', 'practitionerName', 'name', 'email', 'phone', 'description'] as const

export async function raiseConcernAction({ request, context }: ActionFunctionArgs) {
  const form = await readFileForm(request, CONCERN_EVIDENCE_FIELD, { maxFiles: MAX_CONCERN_EVIDENCE })
  if (form.status === 'refused') {
    return json<RaiseConcernFailure>({ formError: null, fieldErrors: { [CONCERN_EVIDENCE_FIELD]: [form.message] }, typed: {} }, { status: form.httpStatus })
  }
  const { formData, files } = form
  const typed = Object.fromEntries(TYPED.map((name) => [name, String(formData.get(name) ?? '').slice(0, 10_000)]))
  const submission = parseSubmission(formData, { schema: ConcernSchema })
  const chooseAgain: Record<string, string[]> = files.some((file) => file.bytes.length > 0) ? { [CONCERN_EVIDENCE_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : {}
  const fail = (status: number, formError: string | null, fieldErrors: Record<string, string[]> = {}, headers?: HeadersInit) =>
    json<RaiseConcernFailure>({ formError, fieldErrors: { ...chooseAgain, ...fieldErrors }, typed }, { status, headers })
  const outcome = await raiseConcern({
    clientIp: context.clientIp,
    isBot: isHoneypotFilled(formData),
    fields: submission.status === 'success' ? submission.value : null,
    files,
    locale: await getLocale(request),
  })
  if (outcome.status === 'limited') return fail(429, outcome.message, {}, { 'retry-after': String(outcome.retryAfterSeconds) })
  if (outcome.status === 'refused') {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return fail(outcome.httpStatus, null, { [CONCERN_EVIDENCE_FIELD]: [outcome.message, UPLOAD_MESSAGES.chooseAgain] }, headers)
  }
  if (outcome.status === 'invalid') {
    const schemaErrors = submission.status === 'error' ? (submission.error ?? {}) : {}
    const fieldErrors: Record<string, string[]> = Object.fromEntries(Object.entries({ ...schemaErrors, ...outcome.fieldErrors }).map(([field, list]) => [field, list ?? []]))
    return fail(400, null, fieldErrors)
  }
  const sent = new URLSearchParams({ sent: '1' })
  if (outcome.reference) sent.set('reference', outcome.reference)
  return redirect(`${conductPaths.raiseForm}?${sent.toString()}`)
}
