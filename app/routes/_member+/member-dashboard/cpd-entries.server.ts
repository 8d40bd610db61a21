import { admitNewCpdEntry, changeMemberCpdEntry, getMemberCpdEntry, recordAdmittedCpdEntry, removeMemberCpdEntry } from '#app/services/cpd.server.ts'
import { CPD_ENTRY_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { CPD_MESSAGES, CpdEntrySchema } from '#app/validation/cpd.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { fileRefusalReply, readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { paths } from '#app/config/paths.ts'
import { toCpdEntryView, type CpdEvidence } from '#app/domain/cpd-records.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'

/**
 * The server side of the CPD pages under /member-dashboard/cpd: the add and edit forms and the delete
 * confirmation. Without JavaScript they are pages of their own; with it, the dashboard's dialogs post
 * to the same actions with a fetcher. So an action answers its failures as data (a 400, 404 or 500 with
 * the message the dialog shows) rather than throwing them, and its success as a redirect to the
 * dashboard with a toast, which replaces the history entry instead of adding one.
 */

/** What the add, edit and delete pages draw. */
const CPD_PAGE_STRINGS = ['cpd', 'lists', 'messages.cpd'] as const

function notFound() {
  return json({ message: CPD_MESSAGES.notFound }, { status: 404 })
}

/** An attended event's entry (issue 20) is the association's record: the member reads it, never changes it. */
const READ_ONLY = () => message('messages:events.cpdReadOnly')

/** Thrown by a page loader: the 404 page for an entry that is missing or another member's. */
async function requireOwnEntry(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const entry = id ? await getMemberCpdEntry(id, user.id) : null
  if (!entry) throw notFound()
  if (entry.eventId) throw json({ message: READ_ONLY() }, { status: 403 })
  return { user, entry }
}

export async function loadNewCpdEntryPage({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return json({ today: toMalaysiaDay(now()), constraint: CPD_ENTRY_CONSTRAINT, i18n: await routeStrings(request, CPD_PAGE_STRINGS) })
}

export async function loadEditCpdEntryPage({ request, params }: LoaderFunctionArgs) {
  const { entry } = await requireOwnEntry(request, params.id)
  return json({ today: toMalaysiaDay(now()), constraint: CPD_ENTRY_CONSTRAINT, entry: toCpdEntryView(entry), i18n: await routeStrings(request, CPD_PAGE_STRINGS) })
}

export async function loadDeleteCpdEntryPage({ request, params }: LoaderFunctionArgs) {
  const { entry } = await requireOwnEntry(request, params.id)
  return json({ entry: toCpdEntryView(entry), i18n: await routeStrings(request, CPD_PAGE_STRINGS) })
}

function backToDashboard(title: string, description?: string) {
  return redirectWithToast(paths.dashboard, { title, description }, { headers: { 'X-Remix-Replace': 'true' } })
}

/** The file field of the CPD form: the evidence (a certificate's PDF or photo), private to the member. */
const EVIDENCE_FIELD = 'evidence'

/**
 * POST of the add form (no id in the address) or the edit form (the entry's id). The form may carry
 * the evidence: stored (private) only once the fields pass, its refusal answered under its field with
 * what was typed kept; a replaced or removed file is deleted.
 */
export async function saveCpdEntry({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id
  const form = await readFileForm(request, EVIDENCE_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(EVIDENCE_FIELD, form.message), { status: form.httpStatus })
  const submission = parseSubmission(form.formData, { schema: CpdEntrySchema })
  const existing = id !== undefined ? await getMemberCpdEntry(id, user.id) : null
  if (id !== undefined && !existing) {
    return json(submission.reply({ formErrors: [CPD_MESSAGES.notFound] }), { status: 404 })
  }
  if (existing?.eventId) return json(submission.reply({ formErrors: [READ_ONLY()] }), { status: 403 })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') {
    return json(submission.reply(file ? { fieldErrors: { [EVIDENCE_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } } : undefined), { status: 400 })
  }
  if (id === undefined) {
    // The limits on new entries, before any upload is stored: a refused entry leaves no file behind.
    const refusal = await admitNewCpdEntry(user.id, submission.value.date)
    if (refusal) return json(submission.reply({ formErrors: [refusal.message] }), { status: refusal.status })
  }
  let evidence: CpdEvidence | null | undefined
  if (file) {
    const stored = await storeFormUpload(accountActorOf(user), file, { purpose: 'cpd-evidence', alt: '' })
    if (stored.status === 'refused') return json(submission.reply({ fieldErrors: { [EVIDENCE_FIELD]: [stored.message] } }), { status: stored.httpStatus })
    evidence = { id: stored.media.id, name: stored.media.originalName, mimeType: stored.media.mimeType }
  } else if (form.formData.get('removeEvidence') === 'on') {
    evidence = null
  }
  try {
    if (id === undefined) {
      await recordAdmittedCpdEntry(user.id, { ...submission.value, evidence: evidence ?? null })
      return await backToDashboard(message('messages:cpd.added'), message('messages:cpd.countsOnceApproved'))
    }
    // The service deletes a file replaced or removed, as the API's edit does.
    const changed = await changeMemberCpdEntry(user, id, { ...submission.value, evidence })
    if (!changed.ok) return json(submission.reply({ formErrors: [changed.message] }), { status: changed.status })
    return await backToDashboard(
      message('messages:cpd.updated'),
      changed.entry.status === 'pending' ? message('messages:cpd.countsOnceApproved') : undefined,
    )
  } catch (error) {
    console.error('Saving a CPD entry failed', error)
    return json(submission.reply({ formErrors: [CPD_MESSAGES.saveFailed] }), { status: 500 })
  }
}

/** POST of the delete confirmation. */
export async function deleteCpdEntry({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  try {
    // The entry and its evidence file, as the API's delete does (services/cpd.server.ts).
    const removed = await removeMemberCpdEntry(user, params.id ?? '')
    if (!removed.ok) return json({ message: removed.message }, { status: removed.status })
  } catch (error) {
    console.error('Deleting a CPD entry failed', error)
    return json({ message: CPD_MESSAGES.deleteFailed }, { status: 500 })
  }
  return backToDashboard(message('messages:cpd.deleted'))
}
