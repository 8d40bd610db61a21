import { message } from './messages.ts'
import { MEMBERSHIP_ID_FORMAT_MESSAGE } from './auth-messages.ts'

/**
 * Texts of the administration pages that the pages show as well as the actions and the API answer
 * with (spec sections 5 and 8). Free of zod, so a page can show them without loading the schemas.
 */

export const LISTING_MESSAGES = {
  nameAndEmailRequired: message('name.nameAndEmailRequired'),
  nameRequired: message('name.required'),
  invalidEmail: message('email.invalid'),
  membershipIdFormat: MEMBERSHIP_ID_FORMAT_MESSAGE,
  membershipIdTaken: message('messages:listing.membershipIdTaken'),
  notFound: message('messages:listing.notFound'),
  created: message('messages:listing.created'),
  updated: message('messages:listing.updated'),
  deleted: message('messages:listing.deleted'),
  createFailed: message('messages:listing.createFailed'),
  updateFailed: message('messages:listing.updateFailed'),
  deleteFailed: message('messages:listing.deleteFailed'),
} as const

/** Why a listing could not be saved or deleted when the answer never came from the app. */
export const NO_ANSWER = message('messages:listing.noAnswer')

/** "Failed to create member: {message}" (spec section 8). */
export function failureMessage(prefix: string, reason: string | null | undefined) {
  return reason ? message('messages:listing.failedWith', { prefix, message: reason }) : prefix
}

export const MEMBER_ACCOUNT_MESSAGES = {
  lastAdmin: message('messages:members.lastAdmin'),
  staffAdminsOnly: message('messages:members.staffAdminsOnly'),
  ownRecord: message('messages:members.ownRecord'),
  notYourself: message('messages:members.notYourself'),
  notFound: message('messages:members.notFound'),
  unknownAction: message('memberAction.unknown'),
  statusRequired: message('membershipStatus.required'),
  membershipIdTaken: message('messages:members.membershipIdTaken'),
} as const

export const CPD_REVIEW_MESSAGES = {
  statusRequired: message('review.statusRequired'),
  selectEntries: message('review.selectEntries'),
  noteTooLong: message('review.noteTooLong'),
  notFound: message('messages:cpd.notFound'),
  alreadyReviewed: message('messages:review.alreadyReviewed'),
  reviewFailed: message('messages:review.reviewFailed'),
  changed: message('messages:review.changed'),
  versionRequired: message('review.versionRequired'),
  versionInvalid: message('review.versionInvalid'),
} as const

export const INBOX_MESSAGES = {
  markedHandled: message('messages:inbox.markedHandled'),
  markedUnhandled: message('messages:inbox.markedUnhandled'),
  deleted: message('messages:inbox.deleted'),
  updateFailed: message('messages:inbox.updateFailed'),
  deleteFailed: message('messages:inbox.deleteFailed'),
  messageGone: message('messages:inbox.messageGone'),
  subscriberRemoved: message('messages:inbox.subscriberRemoved'),
  removeFailed: message('messages:inbox.removeFailed'),
  subscriberGone: message('messages:inbox.subscriberGone'),
} as const
