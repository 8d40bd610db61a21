import { eventPaths } from '#app/config/member-paths.ts'
import { getRegistration, type PublicRegistration } from '#app/models/event-registration.server.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { publicUrl } from './shared.server.ts'

/**
 * The address of a registration's own page (issue 33; services/events.server.ts), signed as the cancel and
 * confirm links are (utils/signed-links.server.ts: an HMAC of the registration's id, nothing stored).
 *
 * Two signatures open it. The mails' (`registration-page`) open all of it: the meeting link of an online
 * event, the cancel link, the slip form. The one shown on screen right after a visitor registers
 * (`registration-screen`) shows the seat and how to pay, but not those: whoever typed an address that is
 * not theirs holds that link, and its owner may yet confirm the seat by the mail. A member signed in
 * needs neither.
 */

const PAGE_PURPOSE = 'registration-page'
const SCREEN_PURPOSE = 'registration-screen'

export type PageAccess = 'mail' | 'screen' | 'member'

type Ids = Pick<PublicRegistration, 'id' | 'eventId'>

/** The page's address for `access`: with the mails' token, the on-screen one, or none (a member signed in). */
export function registrationPagePath(registration: Ids, access: PageAccess) {
  if (access === 'member') return eventPaths.registration(registration.eventId, registration.id)
  return eventPaths.registration(registration.eventId, registration.id, signLink(access === 'mail' ? PAGE_PURPOSE : SCREEN_PURPOSE, registration.id))
}

/** The mails' link to the page. */
export const registrationPageLink = (registration: Ids) => publicUrl(registrationPagePath(registration, 'mail'))

/** What a token in the page's address opens: all of it (the mails'), the on-screen part, or nothing. */
export function accessOfToken(registrationId: string, token: string | null | undefined): Exclude<PageAccess, 'member'> | null {
  if (isSignedLink(PAGE_PURPOSE, registrationId, token)) return 'mail'
  if (isSignedLink(SCREEN_PURPOSE, registrationId, token)) return 'screen'
  return null
}

/**
 * A visitor's event invoice (raised under `event:<registration>`, with no account): the page their receipt
 * mail leads to instead of a dashboard they do not have, and the language of their registration. Null for
 * any other invoice.
 */
export async function visitorPageOfInvoice(invoice: { kind: string; key: string; userId: string | null }) {
  if (invoice.kind !== 'event' || invoice.userId || !invoice.key.startsWith('event:')) return null
  const registration = await getRegistration(invoice.key.slice('event:'.length))
  if (!registration || registration.userId) return null
  return { link: registrationPageLink(registration), locale: registration.locale }
}
