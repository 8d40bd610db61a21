import { requireUser } from '#app/utils/auth.server.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { updateUserProfile } from '#app/models/user.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { ProfileSchema } from '#app/validation/auth.ts'
import { paths } from '#app/config/paths.ts'

/** The profile form's action. It lives here, not in the route, so that the schema stays out of the browser bundle. */
export async function profileAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: ProfileSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  await updateUserProfile(user.id, submission.value)
  return redirectWithToast(paths.dashboard, { title: 'Profile updated', description: 'Your changes have been saved.' })
}

export async function loadProfilePage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      state: user.state,
      specialties: user.specialties,
      certification: user.certification,
      businessName: user.businessName,
      bio: user.bio,
      imageUrl: user.imageUrl,
    },
  })
}
