import { describe, expect, test } from 'vitest'
import { countVotes, electionPhase, isRollDue, isVotingMemberOn, nominationsOpen, tallyElection } from './elections.ts'

const paidUp = { membershipType: 'Practicing Ordinary', membershipStatus: 'active', approvedAt: '2024-02-01T02:00:00Z', membershipValidUntil: '2026-12-31' }

describe('the voter roll (issue 35, item 3)', () => {
  test('a voting type whose membership is active on the cut-off day is on the roll', () => {
    expect(isVotingMemberOn(paidUp, '2026-06-30')).toBe(true)
    expect(isVotingMemberOn({ ...paidUp, membershipType: 'Fellow' }, '2026-06-30')).toBe(true)
    expect(isVotingMemberOn({ ...paidUp, membershipType: 'Non-Practicing Ordinary' }, '2026-06-30')).toBe(true)
    // A membership with no period to renew stays active.
    expect(isVotingMemberOn({ ...paidUp, membershipValidUntil: '' }, '2030-01-01')).toBe(true)
    // The spec's old names are the same types.
    expect(isVotingMemberOn({ ...paidUp, membershipType: 'Fellow Member' }, '2026-06-30')).toBe(true)
  })

  test('the types that do not vote are not on it, whatever their standing', () => {
    for (const type of ['Graduate', 'Associate', 'Affiliate', 'Foreign', 'Corporate', 'Honorary Fellow', 'Student', 'Nonsense', '']) {
      expect(isVotingMemberOn({ ...paidUp, membershipType: type }, '2026-06-30'), type).toBe(false)
    }
  })

  test('the stage on the cut-off day decides: the last paid day is in, the grace days after it are not (not paid up)', () => {
    expect(isVotingMemberOn(paidUp, '2026-12-31')).toBe(true)
    expect(isVotingMemberOn(paidUp, '2027-01-01')).toBe(false)
  })

  test('expired, suspended, pending, rejected and leaving members are not on it', () => {
    for (const membershipStatus of ['expired', 'suspended', 'pending', 'rejected']) {
      expect(isVotingMemberOn({ ...paidUp, membershipStatus }, '2026-06-30'), membershipStatus).toBe(false)
    }
    expect(isVotingMemberOn({ ...paidUp, closureRequestedAt: '2026-06-01T00:00:00Z' }, '2026-06-30')).toBe(false)
    expect(isVotingMemberOn({ ...paidUp, erasedAt: '2026-06-01T00:00:00Z' }, '2026-06-30')).toBe(false)
  })

  test('a member admitted after the cut-off day was not a member on it', () => {
    // Approved at 00:30 on 1 July in Malaysia (16:30 UTC on 30 June).
    const late = { ...paidUp, approvedAt: '2026-06-30T16:30:00Z' }
    expect(isVotingMemberOn(late, '2026-06-30')).toBe(false)
    expect(isVotingMemberOn(late, '2026-07-01')).toBe(true)
    expect(isVotingMemberOn({ ...paidUp, approvedAt: null }, '2026-06-30')).toBe(true)
  })
})

describe('the window', () => {
  const election = { opensAt: '2026-07-10T01:00:00Z', closesAt: '2026-07-12T09:00:00Z', rollDate: '2026-06-30' }

  test('upcoming before it opens, open from the opening to the closing moment, closed from then', () => {
    expect(electionPhase(election, new Date('2026-07-10T00:59:59Z'))).toBe('upcoming')
    expect(electionPhase(election, new Date('2026-07-10T01:00:00Z'))).toBe('open')
    expect(electionPhase(election, new Date('2026-07-12T08:59:59Z'))).toBe('open')
    expect(electionPhase(election, new Date('2026-07-12T09:00:00Z'))).toBe('closed')
    expect(nominationsOpen(election, new Date('2026-07-10T00:59:59Z'))).toBe(true)
    expect(nominationsOpen(election, new Date('2026-07-10T01:00:00Z'))).toBe(false)
  })

  test('the roll is taken once its day is over in Malaysia, or when voting opens', () => {
    // 23:59 on 30 June in Malaysia: members may still pay today.
    expect(isRollDue(election, new Date('2026-06-30T15:59:00Z'))).toBe(false)
    expect(isRollDue(election, new Date('2026-06-30T16:00:00Z'))).toBe(true)
    const sameDay = { ...election, rollDate: '2026-07-10' }
    expect(isRollDue(sameDay, new Date('2026-07-10T00:59:00Z'))).toBe(false)
    expect(isRollDue(sameDay, new Date('2026-07-10T01:00:00Z'))).toBe(true)
  })
})

describe('the count', () => {
  const candidates = [
    { id: 'a', name: 'Aminah', nominatedAt: '2026-06-03T02:00:00Z' },
    { id: 'b', name: 'Bala', nominatedAt: '2026-06-01T02:00:00Z' },
    { id: 'c', name: 'Chong', nominatedAt: '2026-06-02T02:00:00Z' },
    { id: 'd', name: 'Devi', nominatedAt: '2026-06-04T02:00:00Z' },
  ]

  test('votes are counted from the ballots and added to counts given (the paper ballots)', () => {
    expect(countVotes([['a', 'b'], ['a'], ['c']])).toEqual({ a: 2, b: 1, c: 1 })
    expect(countVotes([['a']], { a: 3, d: 1 })).toEqual({ a: 4, d: 1 })
  })

  test('most votes first; the first `seats` are elected', () => {
    const { results, tieBroken } = tallyElection(candidates, { a: 5, b: 9, c: 1, d: 7 }, 2, 'earliest-nomination')
    expect(results).toEqual([
      { candidateId: 'b', name: 'Bala', votes: 9, elected: true },
      { candidateId: 'd', name: 'Devi', votes: 7, elected: true },
      { candidateId: 'a', name: 'Aminah', votes: 5, elected: false },
      { candidateId: 'c', name: 'Chong', votes: 1, elected: false },
    ])
    expect(tieBroken).toBe(false)
  })

  test('a tie for the last seat goes to the earliest nomination, and says it was broken', () => {
    const { results, tieBroken } = tallyElection(candidates, { a: 4, b: 6, c: 4, d: 4 }, 2, 'earliest-nomination')
    expect(results.map((r) => [r.candidateId, r.votes, r.elected])).toEqual([
      ['b', 6, true],
      ['c', 4, true],
      ['a', 4, false],
      ['d', 4, false],
    ])
    expect(tieBroken).toBe(true)
  })

  test('a tie inside the seats or outside them decides nothing', () => {
    expect(tallyElection(candidates, { a: 5, b: 5, c: 1, d: 0 }, 2, 'earliest-nomination').tieBroken).toBe(false)
    expect(tallyElection(candidates, { a: 5, b: 3, c: 1, d: 1 }, 2, 'earliest-nomination').tieBroken).toBe(false)
  })

  test('no more candidates than seats: all are elected, with or without votes', () => {
    const { results, tieBroken } = tallyElection(candidates.slice(0, 2), {}, 3, 'earliest-nomination')
    expect(results.map((r) => [r.candidateId, r.votes, r.elected])).toEqual([
      ['b', 0, true],
      ['a', 0, true],
    ])
    expect(tieBroken).toBe(false)
  })

  test('the order is the same however the candidates are listed', () => {
    const votes = { a: 2, b: 2, c: 2, d: 2 }
    const once = tallyElection(candidates, votes, 1, 'earliest-nomination').results
    expect(tallyElection([...candidates].reverse(), votes, 1, 'earliest-nomination').results).toEqual(once)
    // Nominated at the same moment: by id.
    const same = candidates.map((c) => ({ ...c, nominatedAt: '2026-06-01T00:00:00Z' }))
    expect(tallyElection(same, votes, 1, 'earliest-nomination').results.map((r) => r.candidateId)).toEqual(['a', 'b', 'c', 'd'])
  })
})
