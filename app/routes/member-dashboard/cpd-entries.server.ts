import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import {
  createCpdEntryForUser,
  deleteCpdEntryForUser,
  getCpdEntryForUser,
  updateCpdEntryForUser,
} from '#app/models/cpd-entry.server.ts'
import { CPD_MESSAGES, CpdEntrySchema } from '#app/validation/cpd.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { paths } from '#app/config/paths.ts'
import { toCpdEntryView } from '#app/domain/cpd-records.ts'

/**
 * The server side of the CPD pages under /member-dashboard/cpd: the add and edit forms and the delete
 * confirmation. Without JavaScript they are pages of their own; with it, the dashboard's dialogs post
 * to the same actions with a fetcher. So an action answers its failures as data (a 400, 404 or 500 with
 * the message the dialog shows) rather than throwing them, and its success as a redirect to the
 * dashboard with a toast, which replaces the history entry instead of adding one.
 */

function notFound() {
  return json({ message: CPD_MESSAGES.notFound }, { status: 404 })
}

/** Thrown by a page loader: the 404 page for an entry that is missing or another member's. */
async function requireOwnEntry(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const entry = id ? await getCpdEntryForUser(id, user.id) : null
  if (!entry) throw notFound()
  return { user, entry }
}

export async function loadNewCpdEntryPage({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return json({ today: toMalaysiaDay(now()) })
}

export async function loadEditCpdEntryPage({ request, params }: LoaderFunctionArgs) {
  const { entry } = await requireOwnEntry(request, params.id)
  return json({ today: toMalaysiaDay(now()), entry: toCpdEntryView(entry) })
}

export async function loadDeleteCpdEntryPage({ request, params }: LoaderFunctionArgs) {
  const { entry } = await requireOwnEntry(request, params.id)
  return json({ entry: toCpdEntryView(entry) })
}

function backToDashboard(title: string, description?: string) {
  return redirectWithToast(paths.dashboard, { title, description }, { headers: { 'X-Remix-Replace': 'true' } })
}

/** POST of the add form (no id in the address) or the edit form (the entry's id). */
export async function saveCpdEntry({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: CpdEntrySchema })
  if (id !== undefined && !(await getCpdEntryForUser(id, user.id))) {
    return json(submission.reply({ formErrors: [CPD_MESSAGES.notFound] }), { status: 404 })
  }
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    if (id === undefined) {
      await createCpdEntryForUser(user.id, submission.value)
      return await backToDashboard('CPD entry added', 'It will count towards your CPD hours once it is approved.')
    }
    const updated = await updateCpdEntryForUser(id, user.id, submission.value)
    if (!updated) return json(submission.reply({ formErrors: [CPD_MESSAGES.notFound] }), { status: 404 })
    return await backToDashboard(
      'CPD entry updated',
      updated.status === 'pending' ? 'It will count towards your CPD hours once it is approved.' : undefined,
    )
  } catch (error) {
    console.error('Saving a CPD entry failed', error)
    return json(submission.reply({ formErrors: [CPD_MESSAGES.saveFailed] }), { status: 500 })
  }
}

/** POST of the delete confirmation. */
export async function deleteCpdEntry({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id
  try {
    const deleted = id ? await deleteCpdEntryForUser(id, user.id) : false
    if (!deleted) return json({ message: CPD_MESSAGES.notFound }, { status: 404 })
  } catch (error) {
    console.error('Deleting a CPD entry failed', error)
    return json({ message: CPD_MESSAGES.deleteFailed }, { status: 500 })
  }
  return backToDashboard('CPD entry deleted')
}
