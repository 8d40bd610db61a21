import { DAY_MS } from './retention.ts'

/**
 * A member's request about their personal data (PDPA: access and correction within 21 days; issue 21,
 * items 2 and 4). What cannot be corrected on the profile or dashboard is asked here and answered by
 * the secretariat.
 */
export const DATA_REQUEST_KINDS = ['correction', 'access', 'other'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]

export const DATA_REQUEST_STATUSES = ['open', 'done'] as const
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number]

/** The Act's 21 days to answer an access or correction request. */
export const DATA_REQUEST_ANSWER_DAYS = 21
export const DATA_REQUEST_MESSAGE_MIN_LENGTH = 10
export const DATA_REQUEST_MESSAGE_MAX_LENGTH = 2000
export const DATA_REQUEST_NOTE_MAX_LENGTH = 2000

export function dataRequestDueAt(createdAt: Date) {
  return new Date(createdAt.getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS)
}

/** Whole days left to answer (negative once overdue), counted from `at`. */
export function daysLeftToAnswer(createdAt: Date, at: Date) {
  return Math.ceil((dataRequestDueAt(createdAt).getTime() - at.getTime()) / DAY_MS)
}
