import { MY_LISTING_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { getMyListing, saveMyListing, setMyListingHidden, submitMyListing, type ListingRefusal } from '#app/services/my-listing.server.ts'
import { imageWithAlt } from '#app/domain/media.ts'
import { fileRefusalReply, portraitAlt, readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'
import { MyListingSchema } from '#app/validation/my-listing.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The file field of the My listing form. */
export const LISTING_PHOTO_FIELD = 'photo'
const REMOVE_PHOTO_FIELD = 'removePhoto'

/** /member-dashboard/listing: the member's listing, where it stands, and the form's starting values. */
export async function loadMyListingPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const listing = await getMyListing(user)
  return json({
    constraint: MY_LISTING_CONSTRAINT,
    listing,
    photo: imageWithAlt(listing.form.image, `${user.firstName} ${user.lastName}`),
    member: {
      name: `${user.firstName} ${user.lastName}`,
      membershipId: user.membershipId ?? '',
      membershipType: user.membershipType,
    },
    i18n: await routeStrings(request, ['listing', 'lists']),
  })
}

const refusalReply = (refusal: ListingRefusal) => json(fileRefusalReply('', refusal.message), { status: refusal.status })

/**
 * The page's buttons: `save` and `preview` send the form (with its photo: multipart), `submit`, `hide`
 * and `show` only their intent. The fields are checked before the photo is stored, so a refused form
 * stores nothing; a refused photo answers under its field with what was typed kept.
 */
export async function myListingAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await readFileForm(request, LISTING_PHOTO_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(LISTING_PHOTO_FIELD, form.message), { status: form.httpStatus })
  const intent = String(form.formData.get('intent') ?? 'save')

  if (intent === 'submit' || intent === 'hide' || intent === 'show') {
    const result = intent === 'submit' ? await submitMyListing(user) : await setMyListingHidden(user, intent === 'hide')
    if (!result.ok) return refusalReply(result)
    const toast = { submit: 'messages:myListing.submitted', hide: 'messages:myListing.hidden', show: 'messages:myListing.shown' } as const
    return redirectWithToast(paths.myListing, { title: message(toast[intent]) })
  }

  const submission = parseSubmission(form.formData, { schema: MyListingSchema })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') {
    // The browser forgets a chosen file when the page comes back: say so under the field.
    return json(submission.reply(file ? { fieldErrors: { [LISTING_PHOTO_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } } : undefined), { status: 400 })
  }
  let photo
  if (file) {
    const stored = await storeFormUpload({ id: user.id, isAdmin: false }, file, {
      purpose: 'portrait',
      alt: portraitAlt(`${user.firstName} ${user.lastName}`),
    })
    if (stored.status === 'refused') {
      return json(submission.reply({ fieldErrors: { [LISTING_PHOTO_FIELD]: [stored.message] } }), { status: stored.httpStatus })
    }
    photo = stored.media
  }
  const { imageMediaId: _ignored, ...fields } = submission.value
  const result = await saveMyListing(user, fields, { photo, removePhoto: form.formData.get(REMOVE_PHOTO_FIELD) === 'on' })
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(intent === 'preview' ? paths.myListingPreview : paths.myListing, { title: message('messages:myListing.saved') })
}
