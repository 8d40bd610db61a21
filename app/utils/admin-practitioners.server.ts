import type { SubmissionResult } from '@conform-to/react'
import { json } from '@remix-run/node'
import { ADMIN_LISTINGS_PATH } from '#app/components/admin/paths.ts'
import { HIDDEN_LISTING_STATUSES, type MembershipStatus } from '#app/constants.ts'
import { invalidateDirectory, toPractitionerProfile } from '#app/models/directory.server.ts'
import {
  createPractitioner,
  deletePractitioner,
  getPractitionerById,
  updatePractitioner,
  type PractitionerValues,
  type PractitionerWrite,
  type PublicPractitioner,
} from '#app/models/practitioner.server.ts'
import { listUserMembershipIds, listUsersByMembershipIds, type PublicUser } from '#app/models/user.server.ts'
import { failureMessage, PRACTITIONER_MESSAGES } from '#app/validation/admin-messages.ts'
import { PractitionerSchema, type PractitionerInput } from '#app/validation/practitioner.ts'
import { listedMembershipIds, searchAdminListings } from './admin-listing-snapshot.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { parseSubmission, readFormData } from './form-submission.server.ts'
import { nextMembershipId } from './membership-id.ts'
import { requireAdmin } from './permissions.server.ts'
import { safeRedirect } from './safe-redirect.server.ts'
import { redirectWithToast } from './toast.server.ts'

/**
 * Directory listings for administrators: the one service behind /admin (its inline form and the
 * pages /admin/practitioners/new, …/{id}/edit and …/{id}/delete) and behind POST /api/practitioners,
 * PUT and DELETE /api/practitioners/{id}. Every write drops the public directory's snapshot and leaves
 * an audit record.
 */

export const ADMIN_LISTINGS_PAGE_SIZE = 30

// ---------------------------------------------------------------------------------------------------
// The service

export type ListingResult =
  | { ok: true; practitioner: PublicPractitioner }
  | { ok: false; status: 404 | 409; message: string; fieldErrors?: Record<string, string[]> }

/** The membership ID the add form suggests: after the highest of every listing's and every account's. */
export async function suggestMembershipId() {
  const [listed, accounts] = await Promise.all([listedMembershipIds(), listUserMembershipIds()])
  return nextMembershipId([...listed, ...accounts])
}

/** The checkbox of the form is absent when unticked; JSON leaves `isActive` out to mean "active". */
function toValues(input: PractitionerInput, membershipId: string, isActive: boolean): PractitionerValues {
  return { ...input, membershipId, isActive }
}

function describe(p: Pick<PublicPractitioner, 'membershipId' | 'name' | 'salutation'>) {
  return `${p.membershipId} (${[p.salutation, p.name].filter(Boolean).join(' ')})`
}

function toResult(write: PractitionerWrite): ListingResult {
  if ('practitioner' in write) return { ok: true, practitioner: write.practitioner }
  if ('taken' in write) {
    return {
      ok: false,
      status: 409,
      message: PRACTITIONER_MESSAGES.membershipIdTaken,
      fieldErrors: { membershipId: [PRACTITIONER_MESSAGES.membershipIdTaken] },
    }
  }
  return { ok: false, status: 404, message: PRACTITIONER_MESSAGES.notFound }
}

async function afterWrite(actor: AuditActor, action: string, practitioner: PublicPractitioner, summary: string) {
  await invalidateDirectory()
  await recordAdminAction(actor, { action, entityType: 'practitioner', entityId: practitioner.id, summary })
}

export async function createListing(actor: AuditActor, input: PractitionerInput, isActive: boolean): Promise<ListingResult> {
  let write: PractitionerWrite
  if (input.membershipId) {
    write = await createPractitioner(toValues(input, input.membershipId, isActive))
  } else {
    // A blank ID takes the next free one; a second try covers another admin taking it meanwhile.
    write = await createPractitioner(toValues(input, await suggestMembershipId(), isActive))
    if ('taken' in write) write = await createPractitioner(toValues(input, await suggestMembershipId(), isActive))
  }
  const result = toResult(write)
  if (result.ok) await afterWrite(actor, 'created', result.practitioner, `Created the listing ${describe(result.practitioner)}`)
  return result
}

export async function updateListing(actor: AuditActor, id: string, input: PractitionerInput, isActive: boolean): Promise<ListingResult> {
  const current = await getPractitionerById(id)
  if (!current) return toResult({ notFound: true })
  const result = toResult(await updatePractitioner(id, toValues(input, input.membershipId || current.membershipId, isActive)))
  if (result.ok) {
    const changes = changedFields(current, result.practitioner)
    const summary = `Updated the listing ${describe(result.practitioner)}${changes.length ? `: ${changes.join(', ')}` : ' (no changes)'}`
    await afterWrite(actor, 'updated', result.practitioner, summary)
  }
  return result
}

export async function deleteListing(actor: AuditActor, id: string): Promise<ListingResult> {
  const deleted = await deletePractitioner(id)
  if (!deleted) return toResult({ notFound: true })
  await afterWrite(actor, 'deleted', deleted, `Deleted the listing ${describe(deleted)}`)
  return { ok: true, practitioner: deleted }
}

const AUDITED_FIELDS = [
  'salutation',
  'name',
  'title',
  'businessName',
  'membershipId',
  'email',
  'phone',
  'state',
  'country',
  'location',
  'experience',
  'certification',
  'specialties',
  'description',
  'rating',
  'reviewCount',
  'imageUrl',
  'isActive',
] as const

/** The names of the fields an update changed, for the audit record. */
function changedFields(before: PublicPractitioner, after: PublicPractitioner) {
  return AUDITED_FIELDS.filter((field) => JSON.stringify(before[field] ?? '') !== JSON.stringify(after[field] ?? ''))
}

// ---------------------------------------------------------------------------------------------------
// What the pages show

/** A listing as the admin page needs it: every field (to fill the edit form) and its linked member. */
export function toAdminListing(p: PublicPractitioner, member: PublicUser | undefined) {
  const memberStatus = (member?.membershipStatus ?? null) as MembershipStatus | null
  const hiddenBecauseOfMember = memberStatus !== null && HIDDEN_LISTING_STATUSES.includes(memberStatus)
  return {
    // The profile's fields fill the edit form; the stock picture shows as a blank field, as it saves.
    ...toPractitionerProfile(p),
    isActive: p.isActive !== false,
    linkedMember: member
      ? { id: member.id, name: `${member.firstName} ${member.lastName}`, membershipStatus: member.membershipStatus ?? 'pending', isActive: member.isActive !== false }
      : null,
    /** Why the public directory does not show it, or null when it does. */
    hiddenReason: p.isActive === false ? ('inactive' as const) : hiddenBecauseOfMember ? ('member-status' as const) : null,
  }
}
export type AdminListing = ReturnType<typeof toAdminListing>

const pageNumber = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

export async function loadAdminListingsPage(request: Request) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100)
  const page = pageNumber(url.searchParams.get('page'))
  const [{ items, total }, nextId] = await Promise.all([
    searchAdminListings({ search, page, perPage: ADMIN_LISTINGS_PAGE_SIZE }),
    suggestMembershipId(),
  ])
  const members = await listUsersByMembershipIds(items.map((p) => p.membershipId))
  const byMembershipId = new Map(members.map((m) => [m.membershipId, m]))
  return json({
    search,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_LISTINGS_PAGE_SIZE)),
    total,
    nextMembershipId: nextId,
    listings: items.map((p) => toAdminListing(p, byMembershipId.get(p.membershipId))),
  })
}

export async function loadNewListingPage(request: Request) {
  await requireAdmin(request)
  return json({ nextMembershipId: await suggestMembershipId(), returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')) })
}

async function requireListing(request: Request, id: string | undefined) {
  await requireAdmin(request)
  const practitioner = id ? await getPractitionerById(id) : null
  if (!practitioner) throw json({ message: PRACTITIONER_MESSAGES.notFound }, { status: 404 })
  const [member] = await listUsersByMembershipIds([practitioner.membershipId])
  return toAdminListing(practitioner, member)
}

export async function loadEditListingPage(request: Request, id: string | undefined) {
  const listing = await requireListing(request, id)
  return json({ listing, returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')) })
}

export const loadDeleteListingPage = loadEditListingPage

// ---------------------------------------------------------------------------------------------------
// The HTML actions (the pages without JavaScript, the inline form and the dialog with it)

/** Back to the admin list the form came from (its search and page), never anywhere else. */
function returnToOf(value: FormDataEntryValue | string | null): string {
  const path = safeRedirect(value, ADMIN_LISTINGS_PATH)
  return /^\/admin(\?[^#\s]*)?$/.test(path) ? path : ADMIN_LISTINGS_PATH
}

function backToList(returnTo: string, title: string) {
  // Replace rather than add a history entry: the form (or dialog) it came from is done with.
  return redirectWithToast(returnTo, { title }, { headers: { 'X-Remix-Replace': 'true' } })
}

function firstMessage(error: Record<string, string[] | null> | null | undefined) {
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (name !== '' && messages?.length) return messages[0]
  }
  return error?.['']?.[0] ?? null
}

/** POST of the add form (no id) or the edit form (the listing's id). */
export async function saveListingAction(request: Request, id?: string) {
  const admin = await requireAdmin(request)
  const formData = await readFormData(request)
  const returnTo = returnToOf(formData.get('returnTo'))
  const prefix = id === undefined ? PRACTITIONER_MESSAGES.createFailed : PRACTITIONER_MESSAGES.updateFailed
  const submission = parseSubmission(formData, { schema: PractitionerSchema })
  if (submission.status !== 'success') {
    const missing = submission.error?.['']?.includes(PRACTITIONER_MESSAGES.nameAndEmailRequired)
    const formErrors = missing ? [PRACTITIONER_MESSAGES.nameAndEmailRequired] : [failureMessage(prefix, firstMessage(submission.error))]
    return json(submission.reply({ formErrors }), { status: 400 })
  }
  const actor = { id: admin.id, email: admin.email }
  const isActive = formData.get('isActive') === 'on'
  const result =
    id === undefined ? await createListing(actor, submission.value, isActive) : await updateListing(actor, id, submission.value, isActive)
  if (!result.ok) {
    const reply: SubmissionResult<string[]> = submission.reply({
      formErrors: [failureMessage(prefix, result.message)],
      fieldErrors: result.fieldErrors,
    })
    return json(reply, { status: result.status })
  }
  return backToList(returnTo, id === undefined ? PRACTITIONER_MESSAGES.created : PRACTITIONER_MESSAGES.updated)
}

/** POST of the delete confirmation (its page, or the dialog). */
export async function deleteListingAction(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request)
  const formData = await readFormData(request)
  const result = await deleteListing({ id: admin.id, email: admin.email }, id ?? '')
  if (!result.ok) {
    return json({ message: failureMessage(PRACTITIONER_MESSAGES.deleteFailed, result.message) }, { status: result.status })
  }
  return backToList(returnToOf(formData.get('returnTo')), PRACTITIONER_MESSAGES.deleted)
}
