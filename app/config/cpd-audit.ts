/**
 * The random CPD audit (issue 36, item 5; decision 046). Each month a share of the members whose renewal
 * was settled that month is drawn: `rateBasisPoints` of them in hundredths of a percent (250 = 2.5 %, as
 * HCPC audits per renewal), at least one when any renewed. Each has `evidenceDays` to send their CPD
 * evidence and credentials, is reminded when `remindWhenDaysLeft` days are left (each once), and has
 * `moreEvidenceDays` more when the reviewer asks for more. Months before `firstMonth` are never drawn,
 * and the duties catch up at most `catchUpMonths` months (an hourly job that stopped for a year).
 */
export const CPD_AUDIT = {
  rateBasisPoints: 250,
  evidenceDays: 42,
  remindWhenDaysLeft: [28, 7],
  moreEvidenceDays: 14,
  firstMonth: '2026-01',
  catchUpMonths: 12,
} as const
