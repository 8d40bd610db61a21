/**
 * How the association's general meetings are called and when they may decide (issue 35, item 2):
 * configuration the association changes as its constitution says, without touching a rule.
 * docs/decisions/038-general-meetings.md says why these.
 */

/**
 * The notice period: the notice of a general meeting goes to the members entitled to attend at least
 * this many days before it (the Registrar of Societies' model constitution: 14 days for the annual
 * general meeting). A notice later than that is refused unless the secretary sends it knowingly.
 */
export const meetingNoticeDays = 14

/**
 * The quorum, as the model constitution writes it: half of the members entitled to vote, or twice the
 * number of the committee's members, whichever is fewer, present in person (no proxies).
 * `committeeSize`: the committee's twelve positions (spec section 2).
 */
export const meetingQuorumRule = {
  shareOfVotingMembers: 0.5,
  committeeMultiple: 2,
  committeeSize: 12,
} as const
