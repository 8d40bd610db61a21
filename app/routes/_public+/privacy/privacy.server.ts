import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { REQUIRED_DATA } from '#app/domain/required-data.ts'
import { RETENTION_ROWS } from '#app/domain/retention.ts'
import { SITE_COOKIES } from '#app/domain/site-cookies.ts'
import { acknowledgeNotice, acknowledgementDue, currentNotice } from '#app/services/privacy.server.ts'
import { getUser, requireUser } from '#app/utils/auth.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { paths } from '#app/config/paths.ts'
import { message } from '#app/validation/messages.ts'

/**
 * /privacy: the notice in force in the reader's language, then the tables drawn from the code's own
 * lists, whatever version of the text is in force: what each form requires (and what follows without
 * it), how long data are kept, and the cookies the site sets; for a member the way to their data.
 */
export async function loadPrivacyPage({ request }: LoaderFunctionArgs) {
  const [locale, user] = await Promise.all([getLocale(request), getUser(request)])
  const notice = await currentNotice(locale)
  return json({
    notice,
    requiredData: REQUIRED_DATA,
    retention: RETENTION_ROWS,
    cookies: SITE_COOKIES,
    signedIn: Boolean(user),
    acknowledgementDue: user ? await acknowledgementDue(user.id) : null,
    i18n: pageStrings(locale, ['privacy']),
  })
}

/** The banner's form: the signed-in member acknowledges the version in force (recorded once). */
export async function privacyPageAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const formData = await readFormData(request)
  if (formData.get('intent') !== 'acknowledge') throw json({ message: message('messages:api.invalidRequest') }, { status: 400 })
  await acknowledgeNotice(user.id)
  return redirectWithToast(safeRedirect(formData.get('returnTo'), paths.dashboard), { title: message('messages:privacy.acknowledged') })
}
