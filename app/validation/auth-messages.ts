import { message } from './messages.ts'
/**
 * Account texts that the pages show as well as the actions and the API answer with. Free of zod, so a
 * page can show them without loading the schemas.
 */

/** Shown for a reset link that is unknown, used or expired (the page and the API say the same). */
export const INVALID_RESET_LINK_MESSAGE = message('messages:auth.invalidResetLink')

/** A membership ID as the association issues them; registration and the listing form say the same. */
export const MEMBERSHIP_ID_FORMAT_MESSAGE = message('membershipId.format')

export const NOT_SIGNED_IN_TO_CHANGE_PASSWORD = message('messages:auth.notSignedInToChangePassword')
