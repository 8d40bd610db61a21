import { rolesOf } from '#app/domain/roles.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { PROFILE_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { message } from '#app/validation/messages.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { saveOwnProfile } from '#app/services/account.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { RELOAD_DOCUMENT_HEADER, redirectWithToast } from '#app/utils/toast.server.ts'
import { ProfileSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'
import { localeOr } from '#app/domain/locale.ts'
import { imageWithAlt, mediaVariantPath } from '#app/domain/media.ts'
import { getLocale, localeCookie, routeStrings } from '#app/utils/i18n.server.ts'
import { toStoredImage } from '#app/services/media.server.ts'
import { fileRefusalReply, portraitAlt, readFileForm, storeFormUpload } from '#app/services/upload-forms.server.ts'
import { listingEligibility } from '#app/services/my-listing.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** The file field of the profile form. */
export const PROFILE_PHOTO_FIELD = 'photo'
const REMOVE_PHOTO_FIELD = 'removePhoto'
/** The avatar (header, dashboard) is at most 64 px: the smallest variant. */
const AVATAR_WIDTH = 160

/**
 * The profile form's action. It lives here, not in the route, so that the schema stays out of the
 * browser bundle. The form carries the member's photo (multipart): the fields are checked first and
 * nothing is stored unless they pass; then the photo goes through the upload pipeline (its refusal
 * answers under the photo field, with what was typed kept). The photo's description is the member's
 * name ("Photo of Aisyah Rahman"): a sensible default no member has to write.
 */
export async function profileAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await readFileForm(request, PROFILE_PHOTO_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(PROFILE_PHOTO_FIELD, form.message), { status: form.httpStatus })
  const submission = parseSubmission(form.formData, { schema: ProfileSchema })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') {
    // The browser forgets a chosen file when the page comes back: say so under the field.
    return json(submission.reply(file ? { fieldErrors: { [PROFILE_PHOTO_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } } : undefined), { status: 400 })
  }
  // The page uploads a photo rather than naming a link: the stored link stays unless the photo changes.
  const { locale, imageUrl: _link, ...fields } = submission.value
  let photoChange = {}
  if (file) {
    const alt = portraitAlt(`${fields.firstName} ${fields.lastName}`)
    const stored = await storeFormUpload(accountActorOf(user), file, { purpose: 'portrait', alt })
    if (stored.status === 'refused') {
      return json(submission.reply({ fieldErrors: { [PROFILE_PHOTO_FIELD]: [stored.message] } }), { status: stored.httpStatus })
    }
    photoChange = { photo: toStoredImage(stored.media), imageUrl: mediaVariantPath(stored.media.id, AVATAR_WIDTH, 'webp') }
  } else if (form.formData.get(REMOVE_PHOTO_FIELD) === 'on') {
    photoChange = { photo: null, imageUrl: '' }
  }
  // The photo it replaced (or removed) is deleted by the service, as for the API's update.
  await saveOwnProfile(user, { ...fields, ...photoChange, ...(locale ? { locale } : {}) })
  // The header shows the member's name and photo: a new document (RELOAD_DOCUMENT_HEADER). A new
  // language for the member is the site's language from now on, too.
  const headers = new Headers({ [RELOAD_DOCUMENT_HEADER]: 'true' })
  if (locale && locale !== localeOr(user.locale)) headers.set('set-cookie', await localeCookie.serialize(locale))
  return redirectWithToast(
    paths.dashboard,
    { title: message('messages:auth.profileUpdated'), description: message('messages:auth.changesSaved') },
    { headers },
  )
}

export async function loadProfilePage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({
    constraint: PROFILE_CONSTRAINT,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      state: user.state,
      locale: localeOr(user.locale),
    },
    photo: imageWithAlt(user.photo, portraitAlt(`${user.firstName} ${user.lastName}`, await getLocale(request))),
    /** The practice's details live in the listing alone (issue 33): a member who may list is sent to My listing. */
    listingEligible: listingEligibility(user).eligible,
    /** Staff only (issue 33): how they hear about work waiting for their role. */
    staffMail: rolesOf(user).length ? (user.staffMail ?? 'immediate') : null,
    /** Issue 35, item 5: whether the member receives the association's news (notices reach them whatever this says). */
    associationNews: user.associationNews !== false,
    i18n: await routeStrings(request, ['auth', 'lists']),
  })
}
