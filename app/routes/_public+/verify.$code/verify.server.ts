import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { verifyAttendance, verifyCpdYear } from '#app/services/events.server.ts'
import { verifyMembership } from '#app/services/membership.server.ts'
import { registerPaths } from '#app/config/register-paths.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * /verify/{code}: the membership a certificate's code belongs to, or (issue 20) the attendance a
 * certificate of attendance's QR names, or (issue 33) the member and year of a yearly CPD certificate,
 * with the year's figures as they stand; a 404 that carries the page's strings.
 */
export async function loadVerifyPage({ request, params }: LoaderFunctionArgs) {
  const code = params.code ?? ''
  const [membership, locale] = await Promise.all([verifyMembership(code), getLocale(request)])
  const attendance = membership ? null : await verifyAttendance(code)
  const cpdYear = membership || attendance ? null : await verifyCpdYear(code)
  const i18n = pageStrings(locale, ['membership.verify', 'register.title', 'lists.membershipTypes', 'lists.membershipStatuses', 'events.verify', 'events.page'])
  if (!membership && !attendance && !cpdYear) throw json({ message: message('messages:membership.verificationNotFound'), locale, i18n }, { status: 404 })
  // Issue 36: every verification links to the public register, where a sanction in force shows.
  const membershipId = membership?.membershipId ?? cpdYear?.membershipId ?? null
  const registerLink = membershipId ? registerPaths.search(membershipId) : registerPaths.page
  return json({ membership, attendance, cpdYear, registerLink, i18n })
}
