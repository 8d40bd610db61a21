import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { User } from '#app/models/user.server.ts'
import { VerificationCode } from '#app/models/verification-code.server.ts'
import { confirmCover, createApplicantUser, createPractitioner, createSanction, createUser } from '#tests/factories.ts'
import { moveClockTo, today } from '#tests/clock.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 36, items 2–4 as the public reads them (decisions 043–045): a sanction in force on the profile,
 * the cards, GET /api/practitioners/{id} and the register, and not after its last day; a removal on the
 * register without end; lapsed members findable for two years; the "insurance and first aid current"
 * line only while both are confirmed and in date; /check-the-register and GET /api/register?q=.
 */
const server = useTestServer()

afterEach(() => moveClockTo(null))

type Item = { name: string; membershipId: string; membershipType: string; status: string; since: string; validUntil: string; sanctions: Array<Record<string, string>> }

const register = async (q: string | null | undefined, headers: Record<string, string> = {}) => {
  const response = await get(server.baseUrl, `/api/register?q=${encodeURIComponent(q ?? '')}`, { headers })
  return { status: response.status, body: (await response.json()) as { items: Item[]; message?: string; fieldErrors?: Record<string, string[]> } }
}
const practitioner = async (id: string, headers: Record<string, string> = {}) => {
  const response = await get(server.baseUrl, `/api/practitioners/${id}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const html = async (path: string) => {
  const response = await get(server.baseUrl, path)
  return { status: response.status, html: await response.text() }
}
const testIds = (page: string, id: string) => [...page.matchAll(new RegExp(`data-testid="${id}"[^>]*>(.*?)</(?:p|li|span)>`, 'gs'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''))

let seq = 0
/** An active member (paid for most of a year) with a listing, named so that a search finds only them. */
async function listedMember(word: string, overrides: Record<string, unknown> = {}) {
  seq += 1
  const member = await createUser({
    firstName: word,
    lastName: `Registerova${seq}`,
    membershipValidUntil: addDays(today(), 300),
    approvedAt: new Date(`${addDays(today(), -400)}T02:00:00Z`),
    ...overrides,
  })
  const listing = await createPractitioner({ name: `${word} Registerova${seq}`, membershipId: member.membershipId, userId: member.id })
  await invalidateDirectory({ listingIds: [listing.id] })
  return { member, listing }
}

describe('a suspension, on the profile, the card, the API and the register while in force, and gone the day after it ends', () => {
  let member: Awaited<ReturnType<typeof listedMember>>['member']
  let listing: Awaited<ReturnType<typeof listedMember>>['listing']
  let from: string
  let until: string

  beforeAll(async () => {
    ;({ member, listing } = await listedMember('Suspendia'))
    from = today()
    until = addDays(from, 10)
    await createSanction(member.id, { kind: 'suspension', from, until, summary: 'Suspended after a finding of unsafe practice.', summaryMs: 'Digantung selepas dapatan amalan tidak selamat.' })
  })

  test('in force: the listing stays, says "suspended until", and shows the sanction with its summary', async () => {
    const { status, html: page } = await html(`/practitioner/${listing.id}`)
    expect(status).toBe(200)
    const standing = testIds(page, 'standing').join(' ')
    expect(standing).toContain('Suspended by EMPAM until')
    expect(standing).not.toContain('in good standing')
    const sanctions = testIds(page, 'sanction')
    expect(sanctions).toHaveLength(1)
    expect(sanctions[0]).toMatch(/Suspension: .+ to .+/)
    expect(page).toContain('Suspended after a finding of unsafe practice.')
    // The suspended line leads to the register's entry, not to the proof of membership.
    expect(page).toContain(`href="/check-the-register?q=${member.membershipId}"`)

    const card = await html(`/find-practitioner?search=suspendia`)
    expect(testIds(card.html, 'standing').join(' ')).toContain('Suspended by EMPAM until')
    expect(testIds(card.html, 'sanction')).toHaveLength(1)
  })

  test('in force: GET /api/practitioners/{id} and the list say so, the summary in the answer’s language', async () => {
    const { status, body } = await practitioner(listing.id)
    expect(status).toBe(200)
    expect(body.sanctions).toEqual([{ kind: 'suspension', from, until, summary: 'Suspended after a finding of unsafe practice.' }])
    expect((await practitioner(listing.id, { 'accept-language': 'ms' })).body.sanctions).toEqual([
      { kind: 'suspension', from, until, summary: 'Digantung selepas dapatan amalan tidak selamat.' },
    ])
    const list = (await (await get(server.baseUrl, '/api/practitioners?search=suspendia')).json()) as Array<Record<string, unknown>>
    expect(list.map((item) => item.sanctions)).toEqual([[{ kind: 'suspension', from, until, summary: 'Suspended after a finding of unsafe practice.' }]])
  })

  test('in force: the register says "suspended", by membership ID (any case) and by name', async () => {
    const byId = await register(member.membershipId!.toLowerCase())
    expect(byId.status).toBe(200)
    expect(byId.body.items).toEqual([
      {
        name: `${member.firstName} ${member.lastName}`,
        membershipId: member.membershipId,
        membershipType: 'Practicing Ordinary',
        status: 'suspended',
        since: addDays(today(), -400),
        validUntil: addDays(today(), 300),
        sanctions: [{ kind: 'suspension', from, until, summary: 'Suspended after a finding of unsafe practice.' }],
      },
    ])
    expect((await register('suspendia')).body.items.map((item) => item.status)).toEqual(['suspended'])
  })

  test('on its last day still in force; the day after, gone everywhere', async () => {
    moveClockTo(until)
    expect((await practitioner(listing.id)).body.sanctions).toHaveLength(1)
    expect((await register(member.membershipId)).body.items[0]!.status).toBe('suspended')
    expect(testIds((await html(`/practitioner/${listing.id}`)).html, 'sanction')).toHaveLength(1)

    moveClockTo(addDays(until, 1))
    expect((await practitioner(listing.id)).body.sanctions).toEqual([])
    const entry = (await register(member.membershipId)).body.items[0]!
    expect(entry.status).toBe('active')
    expect(entry.sanctions).toEqual([])
    // The kept visitor page is drawn again on the new day (server/page-cache.ts's revision holds the day).
    const page = (await html(`/practitioner/${listing.id}`)).html
    expect(testIds(page, 'sanction')).toEqual([])
    expect(testIds(page, 'standing').join(' ')).toContain('in good standing')
    expect(testIds((await html('/find-practitioner?search=suspendia')).html, 'sanction')).toEqual([])
  })
})

test('a warning and conditions show beside "in good standing", not instead of it', async () => {
  const { member, listing } = await listedMember('Warnetta')
  await createSanction(member.id, { kind: 'conditions', from: today(), until: addDays(today(), 90), summary: 'Supervision of practice for three months.' })
  await createSanction(member.id, { kind: 'warning', from: addDays(today(), -5), until: addDays(today(), 30), summary: 'Advertising that implied a cure.' })
  const page = (await html(`/practitioner/${listing.id}`)).html
  expect(testIds(page, 'standing').join(' ')).toContain('in good standing')
  const sanctions = testIds(page, 'sanction')
  expect(sanctions).toHaveLength(2)
  expect(sanctions[0]).toContain('Conditions on practice:')
  expect(sanctions[1]).toContain('Warning:')
  expect((await practitioner(listing.id)).body.sanctions).toMatchObject([{ kind: 'conditions' }, { kind: 'warning' }])
  expect((await register(member.membershipId)).body.items[0]).toMatchObject({ status: 'active', sanctions: [{ kind: 'conditions' }, { kind: 'warning' }] })
})

test('a sanction that starts later is not shown before its first day', async () => {
  const { member, listing } = await listedMember('Laterina')
  const from = addDays(today(), 3)
  await createSanction(member.id, { kind: 'suspension', from, until: addDays(from, 7) })
  expect((await practitioner(listing.id)).body.sanctions).toEqual([])
  moveClockTo(from)
  expect((await practitioner(listing.id)).body.sanctions).toMatchObject([{ kind: 'suspension', from }])
})

test('a removal: the listing leaves the directory at once, and the register shows "removed" without end', async () => {
  const { member, listing } = await listedMember('Removalda')
  await createSanction(member.id, { kind: 'removal', from: today(), until: '', summary: 'Removed for repeated unsafe practice.' })
  expect((await html(`/practitioner/${listing.id}`)).status).toBe(404)
  expect((await practitioner(listing.id)).status).toBe(404)
  expect((await (await get(server.baseUrl, '/api/practitioners?search=removalda')).json()) as unknown[]).toEqual([])
  const entry = (await register(member.membershipId)).body.items[0]!
  expect(entry.status).toBe('removed')
  expect(entry.sanctions).toEqual([{ kind: 'removal', from: today(), until: '', summary: 'Removed for repeated unsafe practice.' }])

  // The duties end the membership on the removal's first day; years later the register still says so.
  await User.updateOne({ _id: member.id }, { $set: { membershipStatus: 'expired' } })
  await invalidateDirectory({ userIds: [member.id] })
  moveClockTo(addDays(today(), 365 * 5))
  expect((await register('removalda')).body.items.map((item) => item.status)).toEqual(['removed'])
})

test('a lapsed member is findable as "lapsed" for two years after their last paid day, then not', async () => {
  const validUntil = addDays(today(), -40)
  const member = await createUser({ firstName: 'Lapsina', lastName: 'Registerova', membershipStatus: 'expired', membershipValidUntil: validUntil, approvedAt: new Date('2020-03-01T02:00:00Z') })
  await invalidateDirectory({ userIds: [member.id] })
  expect((await register('lapsina')).body.items).toMatchObject([{ membershipId: member.membershipId, status: 'lapsed', validUntil, since: '2020-03-01' }])
  const lastFindable = `${Number(validUntil.slice(0, 4)) + 2}${validUntil.slice(4)}`
  moveClockTo(lastFindable)
  expect((await register(member.membershipId)).body.items.map((item) => item.status)).toEqual(['lapsed'])
  moveClockTo(addDays(lastFindable, 1))
  expect((await register(member.membershipId)).body.items).toEqual([])
  expect((await register('lapsina')).body.items).toEqual([])
})

test('members without a listing are on the register; renewal due in the grace days; applicants are not', async () => {
  const due = await createUser({ firstName: 'Unlistedia', lastName: 'Renewing', membershipValidUntil: addDays(today(), -5) })
  const applicant = await createApplicantUser({ firstName: 'Unlistedia', lastName: 'Applying' })
  await invalidateDirectory({ userIds: [due.id, applicant.id] })
  const { items } = (await register('unlistedia')).body
  expect(items.map((item) => [item.name, item.status])).toEqual([['Unlistedia Renewing', 'renewal-due']])
})

test('the cover line shows only while insurance and first aid are both confirmed and in date', async () => {
  const { member, listing } = await listedMember('Coverina')
  const coverLine = async () => testIds((await html(`/practitioner/${listing.id}`)).html, 'cover')
  expect(await coverLine()).toEqual([])
  expect((await practitioner(listing.id)).body.coverCurrent).toBe(false)

  // Insurance alone is not enough.
  await confirmCover(member.id, [{ kind: 'liability-insurance', from: today(), until: addDays(today(), 20) }])
  expect((await practitioner(listing.id)).body.coverCurrent).toBe(false)

  await confirmCover(member.id, [
    { kind: 'liability-insurance', from: today(), until: addDays(today(), 20) },
    { kind: 'first-aid', from: addDays(today(), -100), until: addDays(today(), 10) },
  ])
  expect(await coverLine()).toEqual(['Insurance and first aid current'])
  expect((await practitioner(listing.id)).body.coverCurrent).toBe(true)
  expect(testIds((await html('/find-practitioner?search=coverina')).html, 'cover')).toEqual(['Insurance and first aid current'])

  moveClockTo(addDays(today(), 10))
  expect((await practitioner(listing.id)).body.coverCurrent).toBe(true)
  moveClockTo(addDays(today(), 11))
  expect((await practitioner(listing.id)).body.coverCurrent).toBe(false)
  expect(await coverLine()).toEqual([])
})

describe('/check-the-register and GET /api/register', () => {
  test('a q shorter than 3 characters, missing or too long is a 400 with a field error', async () => {
    for (const q of ['ab', '  a  ', 'x'.repeat(101)]) {
      const { status, body } = await register(q)
      expect(status).toBe(400)
      expect(body.message).toBeTruthy()
      expect(body.fieldErrors?.q?.[0]).toBeTruthy()
    }
    const missing = await get(server.baseUrl, '/api/register')
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.q).toBeTruthy()
    const malay = await register('ab', { 'accept-language': 'ms' })
    expect(malay.body.message).toContain('Masukkan sekurang-kurangnya 3 aksara')
  })

  test('text that looks like a pattern or an operator is only text, and at most 20 items answer', async () => {
    for (const q of ['.*.*', '{"$gt":""}', '((((', 'EMP']) expect((await register(q)).status).toBe(200)
    const many = await Promise.all(Array.from({ length: 22 }, (_, i) => createUser({ firstName: 'Manymember', lastName: `Number ${i + 1}` })))
    await invalidateDirectory({ userIds: many.map((m) => m.id) })
    const { items } = (await register('manymember')).body
    expect(items).toHaveLength(20)
    expect(items[0]!.name).toBe('Manymember Number 1')
  })

  test('the page works as a plain GET form, in English and in Malay, and says a short search is too short', async () => {
    const { member } = await listedMember('Pagella')
    await createSanction(member.id, { kind: 'warning', from: today(), until: addDays(today(), 30), summary: 'A warning about records.', summaryMs: 'Amaran tentang rekod.' })
    const empty = await html('/check-the-register')
    expect(empty.status).toBe(200)
    expect(empty.html).toContain('name="q"')
    expect(empty.html).not.toContain('data-testid="register-item"')

    const found = await html(`/check-the-register?q=pagella`)
    expect(found.status).toBe(200)
    expect(found.html.match(/data-testid="register-item"/g)).toHaveLength(1)
    expect(found.html).toContain('A warning about records.')
    expect(found.html).toContain('Active member')

    const malay = await html(`/check-the-register?q=pagella&lng=ms`)
    expect(malay.html).toContain('Semak daftar')
    expect(malay.html).toContain('Amaran tentang rekod.')
    expect(malay.html).toContain('Ahli aktif')

    const short = await html('/check-the-register?q=pa')
    expect(short.status).toBe(200)
    expect(short.html).toContain('Enter at least 3 characters')
  })

  test('the verification of a certificate links to the register', async () => {
    const { member } = await listedMember('Verifina')
    const code = (await VerificationCode.findOne({ userId: member.id }).lean<{ _id: string }>())!._id
    const api = (await (await get(server.baseUrl, `/api/verify/${code}`)).json()) as Record<string, unknown>
    expect(api.registerUrl).toMatch(new RegExp(`/check-the-register\\?q=${member.membershipId}$`))
    expect((await html(`/verify/${code}`)).html).toContain(`href="/check-the-register?q=${member.membershipId}"`)
  })

  test('the directory page links to the register once', async () => {
    expect((await html('/find-practitioner')).html.match(/href="\/check-the-register"/g)).toHaveLength(1)
  })
})
