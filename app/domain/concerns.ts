/**
 * Concerns raised about a practitioner and what is decided on them (issue 36, item 1; decision 042).
 * The steps and clocks follow the code of ethics: a complaint, the practitioner's response, a decision,
 * an appeal within 30 days of it, a final decision within 60 days of the appeal. Browser-safe.
 */
export const CONCERN_STATUSES = ['received', 'acknowledged', 'under-investigation', 'decided', 'under-appeal', 'closed'] as const
export type ConcernStatus = (typeof CONCERN_STATUSES)[number]

export const CONCERN_OUTCOMES = ['no-case', 'advice', 'warning', 'conditions', 'suspension', 'removal'] as const
export type ConcernOutcome = (typeof CONCERN_OUTCOMES)[number]

/** Days after a decision within which either side may appeal (the code of ethics). */
export const APPEAL_PERIOD_DAYS = 30
/** Days after an appeal within which the final decision is due (the code of ethics). */
export const FINAL_DECISION_DAYS = 60
/** Days the practitioner is given to respond to what is put to them (our proposal; the ethics page is silent). */
export const RESPONSE_DAYS = 21
