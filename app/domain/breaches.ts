/**
 * The PDPA's breach notification clock (2024 amendment, s.12B): the Commissioner within 72 hours of
 * finding a breach, the people affected within 7 days of notifying the Commissioner (at the latest).
 * Browser-safe: the admin page draws the deadlines.
 */
export const COMMISSIONER_NOTICE_HOURS = 72
export const SUBJECTS_NOTICE_DAYS = 7

const HOUR_MS = 60 * 60 * 1000

export const BREACH_NOTICES = ['commissioner', 'subjects'] as const
export type BreachNotice = (typeof BREACH_NOTICES)[number]

/**
 * When each notice is due: the Commissioner 72 hours after the breach was found; the people affected 7
 * days after the Commissioner was told, or, while not yet, 7 days after the Commissioner's deadline.
 */
export function breachDeadlines(foundAt: Date, commissionerNotifiedAt: Date | null) {
  const commissionerBy = new Date(foundAt.getTime() + COMMISSIONER_NOTICE_HOURS * HOUR_MS)
  const subjectsFrom = commissionerNotifiedAt && commissionerNotifiedAt < commissionerBy ? commissionerNotifiedAt : commissionerBy
  return { commissionerBy, subjectsBy: new Date(subjectsFrom.getTime() + SUBJECTS_NOTICE_DAYS * 24 * HOUR_MS) }
}

/** Whole hours left before a deadline, or, negative, whole hours past it (2 hours 30 minutes late is -2). */
export function hoursLeft(deadline: Date, at: Date) {
  const ms = deadline.getTime() - at.getTime()
  return ms >= 0 ? Math.floor(ms / HOUR_MS) : -Math.floor(-ms / HOUR_MS)
}
