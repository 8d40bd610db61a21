import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { disclaimerDismissedCookieHeader } from '#app/utils/disclaimer-cookie.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'

/**
 * The disclaimer banner's close button (issue 17): remembers the dismissal in a cookie and goes back
 * to the page it was on (`afterDismiss`: a name no page's own form uses, as `redirectTo` on /login and
 * `returnTo` on confirmation pages do), so the banner stays away without JavaScript too. With
 * JavaScript a hydrated page sends the form itself and hides the banner in place (root.tsx).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const to = safeRedirect(form?.get('afterDismiss'), paths.home)
  return redirect(to, { status: 303, headers: { 'set-cookie': disclaimerDismissedCookieHeader() } })
}

export const loader = () => redirect(paths.home)
