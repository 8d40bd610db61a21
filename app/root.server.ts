import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { Locale } from './domain/locale.ts'
import { getUser } from './utils/auth.server.ts'
import { getEnv } from './utils/env.server.ts'
import { FRAME_NAMESPACES, getLocale, listLabel, localeCookieHeader, pageStrings, translateMessages } from './utils/i18n.server.ts'
import { getToast } from './utils/toast.server.ts'
import { isDisclaimerDismissed } from './utils/disclaimer-cookie.server.ts'
import type { SessionUser } from './utils/user.ts'
import { staffAreasOf, type WithRoles } from './domain/roles.ts'

/*
 * The root's loader, apart from root.tsx so that the browser's root module imports nothing from
 * '@remix-run/node' (an empty stand-in that would be one more file on every hydrated page).
 */

/**
 * What every page knows of the signed-in member (utils/user.ts reads it); the type's label in the page's
 * language, because the header shows it on pages that do not load the lists.
 */
function sessionUserOf(user: SessionUser & WithRoles, locale: Locale): SessionUser {
  const { id, firstName, lastName, imageUrl, membershipType, isAdmin } = user
  const membershipTypeLabel = listLabel(locale, 'membershipTypes', membershipType)
  const adminAreas = isAdmin ? staffAreasOf(user) : undefined
  return { id, firstName, lastName, imageUrl, membershipType, membershipTypeLabel, isAdmin, adminAreas }
}

/** The frame every page shares: who is signed in, a toast, the language and its strings, the banner's dismissal. */
export async function loadRoot({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers }, locale, setLocaleCookie] = await Promise.all([
    getUser(request),
    getToast(request),
    getLocale(request),
    localeCookieHeader(request),
  ])
  const responseHeaders = new Headers(headers ?? undefined)
  if (setLocaleCookie) responseHeaders.append('set-cookie', setLocaleCookie)
  return json(
    {
      user: user ? sessionUserOf(user, locale) : null,
      // Actions write a toast's messages as keys (validation/messages.ts); it is read in the page's language.
      toast: toast
        ? {
            ...toast,
            title: translateMessages(toast.title, locale),
            description: toast.description ? translateMessages(toast.description, locale) : undefined,
          }
        : null,
      origin: getEnv().publicUrl,
      locale,
      // The header leaves the disclaimer banner out once it was dismissed (issue 17). Only `true` is
      // sent: this data is inline JavaScript on hydrated pages, which are close to their budget.
      disclaimerDismissed: isDisclaimerDismissed(request) || undefined,
      i18n: pageStrings(locale, FRAME_NAMESPACES),
    },
    { headers: responseHeaders },
  )
}
