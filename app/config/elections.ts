/**
 * How the association's elections are decided (issue 35, item 3): configuration the association may
 * change without touching a rule, as its constitution says.
 *
 * The tie rule: which of candidates with equal votes takes a seat when there are not seats for all of
 * them. 'earliest-nomination': the candidate whose nomination was lodged first (a paper nomination: when
 * the secretariat entered it). It is known to every candidate before the vote, needs no one to act after
 * it and gives the same answer every time the results are read. An election keeps the rule in force when
 * it was called (docs/decisions/037-elections.md says why not a lot drawn by the returning officer).
 */
export const electionTieRule = 'earliest-nomination' as const

/** The most seats one election fills (the spec's committee has twelve positions). */
export const MAX_ELECTION_SEATS = 30
