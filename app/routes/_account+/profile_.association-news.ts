import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { chooseAssociationNews } from '#app/services/member-messages.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { AssociationNewsSchema } from '#app/validation/member-messages.ts'

/** POST /profile/association-news: the member's choice of news from the association on /profile (issue 35, item 5). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), { schema: AssociationNewsSchema })
  if (submission.status !== 'success') return json({ message: Object.values(submission.error ?? {}).flat()[0] }, { status: 400 })
  const result = await chooseAssociationNews(user.id, submission.value.associationNews === 'on')
  return redirectWithToast(paths.profile, { title: result.message })
}

export const loader = () => redirect(paths.profile)
