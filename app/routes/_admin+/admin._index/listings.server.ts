import { PRACTITIONER_CONSTRAINT } from '#app/validation/constraints.server.ts'
import type { SubmissionResult } from '@conform-to/react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { boundedPageNumber, pageCount } from '#app/domain/pagination.ts'
import { DEFAULT_LISTING_SORT, LISTING_SORT_FIELDS, listSortOf } from '#app/domain/list-sort.ts'
import {
  createListing,
  deleteListing,
  getAdminListing,
  listAdminListings,
  suggestMembershipId,
  updateListing,
} from '#app/services/listings.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { mediaVariantPath } from '#app/domain/media.ts'
import { toStoredImage } from '#app/services/media.server.ts'
import { fileRefusalReply, portraitAlt, readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The listing form's photo field. */
const LISTING_PHOTO_FIELD = 'photo'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { failureMessage, LISTING_MESSAGES } from '#app/validation/admin-messages.ts'
import { ListingSchema } from '#app/validation/listing.ts'
import { auditActorOf, accountActorOf } from '#app/services/audit.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { whatNeedsDoing } from '#app/services/admin-panel.server.ts'
import { adminHomeOf } from '#app/domain/admin-home.ts'
import { mayManage } from '#app/domain/roles.ts'

/**
 * The server side of /admin and of its listing pages without JavaScript (/admin/practitioners/new,
 * …/{id}/edit, …/{id}/delete), whose routes import their loaders and actions from here; with JavaScript
 * the inline form and the delete dialog post to the same actions.
 */

export const ADMIN_LISTINGS_PAGE_SIZE = 30

/** The listings' pages: their section of `admin`, the dialogs' failure messages. */
// The listing cards' rating and speciality badges are the public directory's (directory, lists).
const LISTING_STRINGS = [...ADMIN_FRAME_STRINGS, 'admin.listings', 'admin.panel', 'messages.listing', 'directory', 'lists'] as const

export async function loadAdminListingsPage({ request }: LoaderFunctionArgs) {
  // /admin is where every "Administration" link goes: staff without the listings start on their own first page.
  const user = await requireUser(request)
  const home = mayManage(user, 'listings') ? null : adminHomeOf(user)
  if (home) throw redirect(home)
  const admin = await requireAdmin(request, 'listings')
  const url = new URL(request.url)
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100)
  const page = boundedPageNumber(url.searchParams.get('page'))
  // An unknown order is the default one: the page still answers (there is no API twin that lists).
  const { sort } = listSortOf(url.searchParams, LISTING_SORT_FIELDS, DEFAULT_LISTING_SORT)
  const [{ items, total }, nextId, needsDoing] = await Promise.all([
    listAdminListings({ search, page, perPage: ADMIN_LISTINGS_PAGE_SIZE, sort }),
    suggestMembershipId(),
    whatNeedsDoing(admin),
  ])
  return json({
    needsDoing,
    search,
    sort,
    page,
    pageCount: pageCount(total, ADMIN_LISTINGS_PAGE_SIZE),
    total,
    nextMembershipId: nextId,
    constraint: PRACTITIONER_CONSTRAINT,
    listings: items,
    i18n: await routeStrings(request, LISTING_STRINGS),
  })
}

export async function loadNewListingPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'listings')
  return json({
    nextMembershipId: await suggestMembershipId(),
    constraint: PRACTITIONER_CONSTRAINT,
    returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')),
    i18n: await routeStrings(request, LISTING_STRINGS),
  })
}

/** The edit page and the delete confirmation: the listing, or the 404 page. */
export async function loadListingPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'listings')
  const listing = await getAdminListing(params.id ?? '')
  if (!listing) throw json({ message: LISTING_MESSAGES.notFound }, { status: 404 })
  return json({ listing, constraint: PRACTITIONER_CONSTRAINT, returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')), i18n: await routeStrings(request, LISTING_STRINGS) })
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
  const admin = await requireAdmin(request, 'listings')
  const id = params.id
  const prefix = id === undefined ? LISTING_MESSAGES.createFailed : LISTING_MESSAGES.updateFailed
  const form = await readFileForm(request, LISTING_PHOTO_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(LISTING_PHOTO_FIELD, form.message), { status: form.httpStatus })
  const formData = form.formData
  const file = form.files[0] ?? null
  const returnTo = returnToOf(formData.get('returnTo'))
  const submission = parseSubmission(formData, { schema: ListingSchema })
  if (submission.status !== 'success') {
    const missing = submission.error?.['']?.includes(LISTING_MESSAGES.nameAndEmailRequired)
    const formErrors = missing ? [LISTING_MESSAGES.nameAndEmailRequired] : [failureMessage(prefix, firstMessage(submission.error))]
    return json(submission.reply({ formErrors, fieldErrors: file ? { [LISTING_PHOTO_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : undefined }), { status: 400 })
  }
  const actor = auditActorOf(admin)
  const isActive = formData.get('isActive') === 'on'
  // The form sends issue 19's fields always: no ticked box, or an emptied field (which the form parser
  // reads as missing), means none, where JSON leaves them out to keep the stored values.
  const { languages = [], modes = [], whatsapp = '', website = '', tcmRegistrationNo = '', town = '', postcode = '' } = submission.value
  let input = { ...submission.value, languages, modes, whatsapp, website, tcmRegistrationNo, town, postcode, publishEmail: formData.get('publishEmail') === 'on' }
  // The listing photo: uploaded with the form (administrators only: purpose 'listing'), or removed.
  if (file) {
    const alt = portraitAlt(submission.value.name)
    const stored = await storeFormUpload(accountActorOf(admin), file, { purpose: 'listing', alt })
    if (stored.status === 'refused') {
      return json(submission.reply({ formErrors: [failureMessage(prefix, stored.message)], fieldErrors: { [LISTING_PHOTO_FIELD]: [stored.message] } }), {
        status: stored.httpStatus,
      })
    }
    input = { ...input, imageUrl: mediaVariantPath(stored.media.id, 480, 'webp'), photo: toStoredImage(stored.media), imageMediaId: stored.media.id } as typeof input
  } else if (formData.get(`remove-${LISTING_PHOTO_FIELD}`) === 'on') {
    input = { ...input, imageUrl: '', photo: null, imageMediaId: '' } as typeof input
  }
  const result =
    id === undefined ? await createListing(actor, input, isActive) : await updateListing(actor, id, input, isActive)
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
  const admin = await requireAdmin(request, 'listings')
  const formData = await readFormData(request)
  const result = await deleteListing(auditActorOf(admin), params.id ?? '')
  if (!result.ok) {
    return json({ message: failureMessage(LISTING_MESSAGES.deleteFailed, result.message) }, { status: result.status })
  }
  return backToList(returnToOf(formData.get('returnTo')), LISTING_MESSAGES.deleted)
}
