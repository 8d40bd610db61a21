import { MEMBERSHIP_ID_FORMAT_MESSAGE } from './auth-messages.ts'

/**
 * Texts of the administration pages that the pages show as well as the actions and the API answer
 * with (spec sections 5 and 8). Free of zod, so a page can show them without loading the schemas.
 */

export const LISTING_MESSAGES = {
  nameAndEmailRequired: 'Name and email are required',
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email address',
  membershipIdFormat: MEMBERSHIP_ID_FORMAT_MESSAGE,
  membershipIdTaken: 'This membership ID is already listed',
  notFound: 'Practitioner not found',
  created: 'Member created successfully',
  updated: 'Member updated successfully',
  deleted: 'Member deleted successfully',
  createFailed: 'Failed to create member',
  updateFailed: 'Failed to update member',
  deleteFailed: 'Failed to delete member',
} as const

/** Why a listing could not be saved or deleted when the answer never came from the app. */
export const NO_ANSWER = 'the server could not be reached. Please check the connection and try again.'

/** "Failed to create member: {message}" (spec section 8). */
export function failureMessage(prefix: string, message: string | null | undefined) {
  return message ? `${prefix}: ${message}` : prefix
}

export const MEMBER_ACCOUNT_MESSAGES = {
  lastAdmin: 'There must always be at least one administrator',
  notYourself: 'You cannot deactivate your own account',
  notFound: 'Member account not found',
  unknownAction: 'Choose an action for this account',
  statusRequired: 'Choose a membership status',
  membershipIdTaken: 'Another account already has this membership ID',
} as const

export const CPD_REVIEW_MESSAGES = {
  statusRequired: 'Choose approve or reject',
  selectEntries: 'Select at least one CPD entry',
  noteTooLong: 'Please keep the note under 1000 characters',
  notFound: 'CPD entry not found',
  alreadyReviewed: 'These entries had already been reviewed by someone else, so they were left as they were',
  reviewFailed: 'Failed to save the review',
  changed: 'This entry changed since you opened it; please review it again',
  versionRequired: 'This review form is out of date. Please reload the page and review again.',
  versionInvalid: "expectedUpdatedAt must be the entry's updatedAt, an ISO date and time",
} as const

export const INBOX_MESSAGES = {
  markedHandled: 'Message marked as handled',
  markedUnhandled: 'Message marked as not handled',
  deleted: 'Message deleted',
  updateFailed: 'Failed to update message',
  deleteFailed: 'Failed to delete message',
  messageGone: 'This message no longer exists. It may have been deleted already.',
  subscriberRemoved: 'Subscriber removed',
  removeFailed: 'Failed to remove subscriber',
  subscriberGone: 'This address is no longer on the list. It may have been removed already.',
} as const
