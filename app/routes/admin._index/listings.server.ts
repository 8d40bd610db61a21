import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { boundedPageNumber, pageCount } from '#app/domain/pagination.ts'
import {
  createListing,
  deleteListing,
  getAdminListing,
  listAdminListings,
  suggestMembershipId,
  updateListing,
} from '#app/services/listings.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { failureMessage, LISTING_MESSAGES } from '#app/validation/admin-messages.ts'
import { ListingSchema } from '#app/validation/listing.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'

/**
 * The server side of /admin and of its listing pages without JavaScript (/admin/practitioners/new,
 * …/{id}/edit, …/{id}/delete), whose routes import their loaders and actions from here; with JavaScript
 * the inline form and the delete dialog post to the same actions.
 */

export const ADMIN_LISTINGS_PAGE_SIZE = 30

export async function loadAdminListingsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100)
  const page = boundedPageNumber(url.searchParams.get('page'))
  const [{ items, total }, nextId] = await Promise.all([
    listAdminListings({ search, page, perPage: ADMIN_LISTINGS_PAGE_SIZE }),
    suggestMembershipId(),
  ])
  return json({ search, page, pageCount: pageCount(total, ADMIN_LISTINGS_PAGE_SIZE), total, nextMembershipId: nextId, listings: items })
}

export async function loadNewListingPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return json({ nextMembershipId: await suggestMembershipId(), returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')) })
}

/** The edit page and the delete confirmation: the listing, or the 404 page. */
export async function loadListingPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const listing = await getAdminListing(params.id ?? '')
  if (!listing) throw json({ message: LISTING_MESSAGES.notFound }, { status: 404 })
  return json({ listing, returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')) })
}

/** Back to the admin list the form came from (its search and page), never anywhere else. */
function returnToOf(value: FormDataEntryValue | string | null): string {
  const path = safeRedirect(value, adminPaths.listings)
  const ownList = path === adminPaths.listings || (path.startsWith(`${adminPaths.listings}?`) && !/[#\s]/.test(path))
  return ownList ? path : adminPaths.listings
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

/** POST of the add form (no id in the address) or the edit form (the listing's id). */
export async function saveListingAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const id = params.id
  const formData = await readFormData(request)
  const returnTo = returnToOf(formData.get('returnTo'))
  const prefix = id === undefined ? LISTING_MESSAGES.createFailed : LISTING_MESSAGES.updateFailed
  const submission = parseSubmission(formData, { schema: ListingSchema })
  if (submission.status !== 'success') {
    const missing = submission.error?.['']?.includes(LISTING_MESSAGES.nameAndEmailRequired)
    const formErrors = missing ? [LISTING_MESSAGES.nameAndEmailRequired] : [failureMessage(prefix, firstMessage(submission.error))]
    return json(submission.reply({ formErrors }), { status: 400 })
  }
  const actor = auditActorOf(admin)
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
  return backToList(returnTo, id === undefined ? LISTING_MESSAGES.created : LISTING_MESSAGES.updated)
}

/** POST of the delete confirmation (its page, or the dialog). */
export async function deleteListingAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const formData = await readFormData(request)
  const result = await deleteListing(auditActorOf(admin), params.id ?? '')
  if (!result.ok) {
    return json({ message: failureMessage(LISTING_MESSAGES.deleteFailed, result.message) }, { status: result.status })
  }
  return backToList(returnToOf(formData.get('returnTo')), LISTING_MESSAGES.deleted)
}
