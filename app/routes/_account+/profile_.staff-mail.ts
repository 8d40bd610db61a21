import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { chooseStaffMailMode } from '#app/services/staff-notices.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { StaffMailSchema } from '#app/validation/staff.ts'

/** POST /profile/staff-mail: the staff's mail choice on /profile (issue 33); PUT /api/me/staff-mail is its twin. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), { schema: StaffMailSchema })
  if (submission.status !== 'success') return json({ message: Object.values(submission.error ?? {}).flat()[0] }, { status: 400 })
  const result = await chooseStaffMailMode(user, submission.value.staffMail)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return redirectWithToast(paths.profile, { title: result.message })
}

export const loader = () => redirect(paths.profile)
