import { describe, expect, test } from 'vitest'
import { inEnglish } from '#tests/messages.ts'
import { BallotSchema, ElectionSchema, PaperCountSchema } from './elections.ts'

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: Array<string | number>; message: string }> } }) =>
  inEnglish(Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])))

// Fixed days far ahead: the schema only asks that voting opens later than now.
const valid = { title: 'Annual general meeting 2099', positions: 'Two committee members', seats: 2, opensAt: '2099-06-01T09:00', closesAt: '2099-06-01T17:00', rollDate: '2099-05-31' }

describe('an election (issue 35)', () => {
  test("a form's Malaysia times and an ISO timestamp with its zone name the same moment", () => {
    const fromForm = ElectionSchema.parse(valid)
    const fromJson = ElectionSchema.parse({ ...valid, opensAt: '2099-06-01T09:00:00+08:00', closesAt: '2099-06-01T09:00:00.000Z' })
    expect(fromForm.opensAt.toISOString()).toBe('2099-06-01T01:00:00.000Z')
    expect(fromJson.opensAt).toEqual(fromForm.opensAt)
    expect(fromForm).toMatchObject({ titleMs: '', positionsMs: '', meetingId: '', rollDate: '2099-05-31' })
  })

  test('the rules between the fields are checked only between fields that passed (a broken date is no date)', () => {
    expect(errorsOf(ElectionSchema.safeParse({ ...valid, opensAt: 'soon', rollDate: 'June' }))).toEqual({
      opensAt: 'Enter a date and time such as 23/01/2027 09:00 (Malaysia time)',
      rollDate: 'Enter the cut-off date as a date such as 2027-01-23',
    })
    expect(errorsOf(ElectionSchema.safeParse({ ...valid, closesAt: 5, seats: 'many' }))).toEqual({
      seats: 'Enter the number of seats: a whole number from 1 to 30',
      closesAt: 'Please give when voting closes',
    })
    expect(errorsOf(ElectionSchema.safeParse({ ...valid, closesAt: valid.opensAt, rollDate: '2099-06-02' }))).toEqual({
      closesAt: 'Voting must close after it opens',
      rollDate: 'The cut-off date of the roll cannot be later than the day voting opens',
    })
    // The roll may be as at the opening day itself.
    expect(ElectionSchema.safeParse({ ...valid, rollDate: '2099-06-01' }).success).toBe(true)
    expect(errorsOf(ElectionSchema.safeParse({ ...valid, meetingId: 'the AGM' }))).toEqual({ meetingId: 'This is not the id of a general meeting' })
  })

  test('an election cannot open in the past: nominations close when it opens', () => {
    expect(errorsOf(ElectionSchema.safeParse({ ...valid, opensAt: '2020-06-01T09:00', rollDate: '2020-05-31' }))).toEqual({ opensAt: 'Voting must open later than now: nominations close when it opens' })
  })
})

describe('a ballot', () => {
  const id = (n: number) => n.toString(16).padStart(24, '0')
  test('at least one candidate, each once, as ids', () => {
    expect(BallotSchema.parse({ candidateIds: [id(1), id(2)] })).toEqual({ candidateIds: [id(1), id(2)] })
    expect(errorsOf(BallotSchema.safeParse({ candidateIds: [] }))).toEqual({ candidateIds: 'Choose at least one candidate' })
    expect(errorsOf(BallotSchema.safeParse({}))).toEqual({ candidateIds: 'Choose at least one candidate' })
    expect(errorsOf(BallotSchema.safeParse({ candidateIds: [id(1), id(1).toUpperCase()] }))).toEqual({ candidateIds: 'Each candidate can be chosen once' })
    expect(errorsOf(BallotSchema.safeParse({ candidateIds: ['$gt'] }))).toEqual({ 'candidateIds.0': 'Choose only among the candidates of this election' })
  })
})

describe('the paper count', () => {
  test("a form's numbers for each candidate, JSON's as sent; whole numbers from 0", () => {
    expect(PaperCountSchema.parse({ ballots: 3, votes: { a: '2', b: 1 } })).toEqual({ ballots: 3, votes: { a: 2, b: 1 } })
    expect(PaperCountSchema.parse({ ballots: 0 })).toEqual({ ballots: 0, votes: {} })
    expect(errorsOf(PaperCountSchema.safeParse({ ballots: -1, votes: { a: '1.5' } }))).toEqual({ ballots: 'Enter a whole number, 0 or more', 'votes.a': 'Enter a whole number, 0 or more' })
  })
})
