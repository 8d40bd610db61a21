/**
 * Account texts that the pages show as well as the actions and the API answer with. Free of zod, so a
 * page can show them without loading the schemas.
 */

/** Shown for a reset link that is unknown, used or expired (the page and the API say the same). */
export const INVALID_RESET_LINK_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.'

/** A membership ID as the association issues them; registration and the listing form say the same. */
export const MEMBERSHIP_ID_FORMAT_MESSAGE = 'Membership ID must look like EMP001'

export const NOT_SIGNED_IN_TO_CHANGE_PASSWORD = 'You must be logged in to change your password.'
