/**
 * The limits and field names of concerns' forms (issue 36), apart from the schemas (validation/concern.ts)
 * so that the pages, which send them to the browser, do not take zod and the message catalogue with them.
 */
export const CONCERN_DESCRIPTION_MIN_LENGTH = 20
export const CONCERN_DESCRIPTION_MAX_LENGTH = 10_000
export const CONCERN_TEXT_MAX_LENGTH = 10_000
export const SANCTION_SUMMARY_MAX_LENGTH = 500
/** Evidence a visitor may send with a concern. */
export const MAX_CONCERN_EVIDENCE = 3
/** Files a practitioner may send with one response. */
export const MAX_CONCERN_RESPONSE_FILES = 5
/** The form's and the API's file fields. */
export const CONCERN_EVIDENCE_FIELD = 'evidence'
export const CONCERN_FILES_FIELD = 'files'
export const CONCERN_DOCUMENT_FIELD = 'file'
export const FINAL_ACTIONS = ['confirm', 'vary', 'withdraw'] as const
