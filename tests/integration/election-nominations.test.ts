import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { ElectionCandidate } from '#app/models/election.server.ts'
import { ElectionNomination, NominationConfirmation } from '#app/models/election-nomination.server.ts'
import { confirmNomination, nominationLink } from '#app/services/election-nominations.server.ts'
import { expectPage, follow, readable } from '#tests/admin-helpers.ts'
import { daysAhead } from '#tests/clock.ts'
import { createElection } from '#tests/election-factories.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, withoutScripts } from '#tests/http.ts'
import { waitForMail, type OutboxMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Nominations (issue 35, item 3): a voting member names a candidate, a proposer and a seconder; each of
 * the three confirms by the signed link mailed to them; only a nomination all three confirmed makes a
 * candidate, with the statement the candidate gave. Over real HTTP, the pages without JavaScript.
 */
const server = useTestServer()
const HOUR = 60 * 60 * 1000
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

afterEach(() => setTestClock(null))

/** An election whose voting opens in two days: nominations are open. */
const upcomingElection = () => createElection({ opensAt: new Date(now().getTime() + 48 * HOUR), closesAt: new Date(now().getTime() + 54 * HOUR), rollDate: daysAhead(1) })

/** The confirmation link of a nomination's mail, as the reader follows it (path and query). */
function confirmLinkIn(mail: OutboxMail) {
  const match = /https?:\/\/[^\s/]+(\/elections\/[0-9a-f]{24}\/nominations\/[0-9a-f]{24}\/confirm\?as=\w+&token=[\w-]+)/.exec(mail.text)
  if (!match) throw new Error(`no confirmation link in "${mail.subject}":\n${mail.text}`)
  return match[1]!
}

async function people() {
  const [nominator, candidate, proposer, seconder] = await Promise.all([
    createUser({ firstName: 'Nadia' }),
    createUser({ firstName: 'Chandran', locale: 'ms' }),
    createUser({ firstName: 'Priya' }),
    createUser({ firstName: 'Suhaimi' }),
  ])
  return { nominator, candidate, proposer, seconder, session: await signIn(nominator.id) }
}

describe('a nomination with its three confirmations', () => {
  test('lodged on the page, mailed to each of the three in their language; a candidate only once all three confirmed, with the statement', async () => {
    const election = await upcomingElection()
    const { nominator, candidate, proposer, seconder, session } = await people()
    const page = `/elections/${election.id}/nominate`
    expectPage(await (await get(server.baseUrl, page, { cookie: session.cookie })).text()).toContain("Candidate's membership ID")

    const lodged = await postForm(server.baseUrl, page, { candidate: candidate.membershipId!, proposer: proposer.membershipId!, seconder: seconder.membershipId! }, { cookie: session.cookie })
    expect(lodged.status).toBe(302)
    expectPage(await follow(server.baseUrl, lodged, session.cookie)).toContain('Your nomination is lodged')
    expect(await ElectionNomination.countDocuments({ electionId: election.id })).toBe(1)

    const [toCandidate, toProposer, toSeconder] = await Promise.all([
      waitForMail(outbox(), { to: candidate.email, subject: 'Sila sahkan pencalonan' }),
      waitForMail(outbox(), { to: proposer.email, subject: 'Please confirm a nomination' }),
      waitForMail(outbox(), { to: seconder.email, subject: 'Please confirm a nomination' }),
    ])
    expect(toCandidate.text).toContain('Anda dinamakan sebagai calon')
    expect(toProposer.text).toContain(`${nominator.firstName} ${nominator.lastName} has nominated ${candidate.firstName} ${candidate.lastName}`)
    expect(toProposer.text).toContain('You are named as the proposer')

    // A mail scanner opening the link confirms nothing: the page asks.
    const proposerLink = confirmLinkIn(toProposer)
    const asked = await get(server.baseUrl, proposerLink)
    expect(asked.status).toBe(200)
    expectPage(await asked.text()).toContain('You are named as the proposer')
    const lodgedNomination = await ElectionNomination.findOne({ electionId: election.id }).lean()
    expect(await NominationConfirmation.countDocuments({ nominationId: lodgedNomination!._id })).toBe(0)

    const confirm = (link: string, fields: Record<string, string> = {}) => {
      const url = new URL(link, server.baseUrl)
      return postForm(server.baseUrl, url.pathname, { as: url.searchParams.get('as')!, token: url.searchParams.get('token')!, ...fields })
    }
    const byProposer = await confirm(proposerLink)
    expect(byProposer.status).toBe(302)
    expectPage(await follow(server.baseUrl, byProposer, '')).toContain('You have confirmed')
    expect((await confirm(confirmLinkIn(toCandidate), { statement: 'Ten years in community practice.' })).status).toBe(302)
    expect(await ElectionCandidate.countDocuments({ electionId: election.id })).toBe(0)
    const last = await confirm(confirmLinkIn(toSeconder))
    expect(last.status).toBe(302)
    expectPage(await follow(server.baseUrl, last, '')).toContain('all three have confirmed')

    const standing = await ElectionCandidate.find({ electionId: election.id }).lean()
    expect(standing).toHaveLength(1)
    expect(standing[0]).toMatchObject({ name: `${candidate.firstName} ${candidate.lastName}`, statement: 'Ten years in community practice.', source: 'nomination' })
    // Voters read the statement on the election's page.
    const member = await signIn((await createUser()).id)
    expectPage(await (await get(server.baseUrl, `/elections/${election.id}`, { cookie: member.cookie })).text()).toContain('Ten years in community practice.')
    // The returning officer sees the nomination and who confirmed it.
    const admin = await signIn((await createUser({ isAdmin: true })).id)
    const officer = readable(withoutScripts(await (await get(server.baseUrl, `/admin/elections/${election.id}`, { cookie: admin.cookie })).text()))
    expectPage(officer).toContain(`${proposer.firstName} ${proposer.lastName}`)
    expect(officer).not.toContain('not yet confirmed')
  })

  test('a link that does not check is not found; a link of one role does not confirm another', async () => {
    const election = await upcomingElection()
    const { candidate, proposer, seconder, session } = await people()
    await postForm(server.baseUrl, `/elections/${election.id}/nominate`, { candidate: candidate.membershipId!, proposer: proposer.membershipId!, seconder: seconder.membershipId! }, { cookie: session.cookie })
    const nomination = (await ElectionNomination.findOne({ electionId: election.id }).lean())!
    const link = new URL(nominationLink(election.id, String(nomination._id), 'proposer'))
    const token = link.searchParams.get('token')!
    const base = link.pathname
    expect((await get(server.baseUrl, `${base}?as=proposer&token=${token}x`)).status).toBe(404)
    expect((await get(server.baseUrl, `${base}?as=seconder&token=${token}`)).status).toBe(404)
    expect((await postForm(server.baseUrl, base, { as: 'seconder', token })).status).toBe(404)
    expect((await postForm(server.baseUrl, base.replace(election.id, '0123456789abcdef01234567'), { as: 'proposer', token })).status).toBe(404)
    expect(await NominationConfirmation.countDocuments({ nominationId: nomination._id })).toBe(0)
  })

  test('the three confirming at the same moment make one candidate', async () => {
    const election = await upcomingElection()
    const { nominator, candidate, proposer, seconder, session } = await people()
    await postForm(server.baseUrl, `/elections/${election.id}/nominate`, { candidate: candidate.membershipId!, proposer: proposer.membershipId!, seconder: seconder.membershipId! }, { cookie: session.cookie })
    const nomination = (await ElectionNomination.findOne({ electionId: election.id, nominatedBy: nominator.id }).lean())!
    const id = String(nomination._id)
    const tokenOf = (role: 'candidate' | 'proposer' | 'seconder') => new URL(nominationLink(election.id, id, role)).searchParams.get('token')!
    const outcomes = await Promise.all(
      (['candidate', 'proposer', 'seconder'] as const).flatMap((role) => Array.from({ length: 5 }, () => confirmNomination(election.id, id, role, tokenOf(role), ''))),
    )
    expect(outcomes.every((o) => o.ok)).toBe(true)
    expect(await NominationConfirmation.countDocuments({ nominationId: id })).toBe(3)
    expect(await ElectionCandidate.countDocuments({ electionId: election.id })).toBe(1)
  })
})

describe('what a nomination must be', () => {
  test('three different voting members, named by a voting member, once, before voting opens', async () => {
    const election = await upcomingElection()
    const { candidate, proposer, seconder, session } = await people()
    const [associate, expired] = await Promise.all([createUser({ membershipType: 'Associate' }), createUser({ membershipStatus: 'expired' })])
    const page = `/elections/${election.id}/nominate`
    const send = (fields: Record<string, string>, cookie = session.cookie) => postForm(server.baseUrl, page, fields, { cookie })
    const ok = { candidate: candidate.membershipId!, proposer: proposer.membershipId!, seconder: seconder.membershipId! }

    const same = await send({ ...ok, seconder: ok.proposer })
    expect(same.status).toBe(400)
    expectPage(await same.text()).toContain('The candidate, the proposer and the seconder must be three different members')
    const notVoting = await send({ ...ok, proposer: associate.membershipId! })
    expect(notVoting.status).toBe(400)
    expectPage(await notVoting.text()).toContain('This member is not a voting member with an active membership')
    expect((await send({ ...ok, seconder: expired.membershipId! })).status).toBe(400)
    const unknown = await send({ ...ok, candidate: 'EMP999999999' })
    expect(unknown.status).toBe(400)
    expectPage(await unknown.text()).toContain('No member holds this membership ID')
    // A member who does not vote may not nominate.
    const byAssociate = await send(ok, (await signIn(associate.id)).cookie)
    expect(byAssociate.status).toBe(403)
    expectPage(await byAssociate.text()).toContain('Only voting members with an active membership may nominate')
    expect(await ElectionNomination.countDocuments({ electionId: election.id })).toBe(0)

    expect((await send(ok)).status).toBe(302)
    const twice = await send(ok)
    expect(twice.status).toBe(409)
    expectPage(await twice.text()).toContain('You have already nominated this member in this election')

    // Once voting opens, no nomination and no confirmation.
    setTestClock(new Date(election.opensAt))
    const late = await send({ ...ok, candidate: proposer.membershipId!, proposer: candidate.membershipId! })
    expect(late.status).toBe(409)
    expectPage(await late.text()).toContain('Nominations closed when voting opened')
    const nomination = (await ElectionNomination.findOne({ electionId: election.id }).lean())!
    const link = new URL(nominationLink(election.id, String(nomination._id), 'candidate'))
    const confirmLate = await postForm(server.baseUrl, link.pathname, { as: 'candidate', token: link.searchParams.get('token')! })
    expect(confirmLate.status).toBe(409)
    const closedPage = await (await get(server.baseUrl, `${link.pathname}${link.search}`)).text()
    expectPage(closedPage).toContain('Nominations have closed')
  })

  test('the nomination page in Malay, and signed out it asks to sign in', async () => {
    const election = await upcomingElection()
    const { session } = await people()
    const page = await (await get(server.baseUrl, `/elections/${election.id}/nominate?lng=ms`, { cookie: session.cookie })).text()
    expectPage(page).toContain('Calonkan seorang calon')
    expectPage(page).toContain('ID keahlian pencadang')
    const signedOut = await get(server.baseUrl, `/elections/${election.id}/nominate`)
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toContain('/login?redirectTo=')
  })
})
