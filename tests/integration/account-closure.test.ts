import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { DAY_MS, RETENTION } from '#app/domain/retention.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createDonation, Donation, ERASED_DONOR_NAME } from '#app/models/donation.server.ts'
import { ERASED_REGISTRANT_NAME, EventRegistration, insertRegistration, newRegistrationId } from '#app/models/event-registration.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { createReceipt, Receipt } from '#app/models/receipt.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { ListingDraft } from '#app/models/listing-draft.server.ts'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { eraseClosedAccounts } from '#app/services/account-closure.server.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { adminSession, readable } from '#tests/admin-helpers.ts'
import { createCpdEntry, createInvoiceFor, createPractitioner, createUser, DEFAULT_PASSWORD, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

afterEach(() => setTestClock(null))

/** A member with a listing in the directory and a CPD entry, signed in. */
async function listedMember(overrides: Record<string, unknown> = {}) {
  const user = await createUser(overrides)
  const listing = await createPractitioner({ membershipId: user.membershipId, name: `Listed ${user.lastName}` })
  await createCpdEntry(user.id)
  // The factory writes the model directly; the app refreshes the directory on its own writes.
  await invalidateDirectory()
  const session = await signIn(user.id)
  return { user, listing, ...session }
}

const signInWith = (email: string, password = DEFAULT_PASSWORD) =>
  sendJson(server.baseUrl, 'POST', '/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': newClientIp() } })

async function directoryNames() {
  const response = await get(server.baseUrl, '/api/practitioners')
  return ((await response.json()) as Array<{ name: string }>).map((p) => p.name)
}

const closeByApi = (token: string, password = DEFAULT_PASSWORD) =>
  sendJson(server.baseUrl, 'DELETE', '/api/me', { password }, { headers: { authorization: `Bearer ${token}` } })

describe('an applicant who closes their account (issue 33)', () => {
  test('leaves the applications queue: nothing is left to approve or reject', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    const applicant = await createUser({ membershipStatus: 'pending', membershipId: undefined, firstName: 'Leaving', lastName: `Applicant ${Date.now()}` })
    const { token } = await signIn(applicant.id)
    const queued = async () => ((await (await get(server.baseUrl, '/api/admin/applications', { token: staff })).json()) as { applications: Array<{ id: string }> }).applications.map((a) => a.id)
    expect(await queued()).toContain(applicant.id)
    expect((await sendJson(server.baseUrl, 'DELETE', '/api/me', { password: DEFAULT_PASSWORD }, { token })).status).toBe(202)
    expect(await queued()).not.toContain(applicant.id)
  })
})

describe('closing one’s account', () => {
  test('DELETE /api/me answers 202 with the erasure day; sessions end, sign-in fails, the listing leaves the directory, audit and mail', async () => {
    const { user, listing, token, cookie } = await listedMember()
    expect(await directoryNames()).toContain(listing.name)

    const response = await closeByApi(token)
    expect(response.status).toBe(202)
    const { erasesAt } = (await response.json()) as { erasesAt: string }
    expect(new Date(erasesAt).getTime() - now().getTime()).toBeGreaterThan((RETENTION.closedAccountCoolingOffDays - 1) * DAY_MS)
    expect(new Date(erasesAt).getTime() - now().getTime()).toBeLessThanOrEqual(RETENTION.closedAccountCoolingOffDays * DAY_MS)

    expect(await Session.countDocuments({ userId: user.id })).toBe(0)
    expect((await get(server.baseUrl, '/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    expect((await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).status).toBe(302)
    const login = await signInWith(user.email)
    expect(login.status).toBe(403)
    expect(((await login.json()) as { message: string }).message).toContain('closed')
    expect(await directoryNames()).not.toContain(listing.name)
    expect(await AuditLog.countDocuments({ entityId: user.id, action: 'closed-account' })).toBe(1)
    const mail = await waitForMail(outbox(), { to: user.email, subject: 'is closed' })
    expect(mail.text).toContain('secretariat')
    expect(mail.text).toContain('cancel')
  })

  test('a wrong password answers 400 with fieldErrors and changes nothing', async () => {
    const { user, listing, token } = await listedMember()
    expect(await directoryNames()).toContain(listing.name)
    const response = await closeByApi(token, 'not-my-password')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(body.fieldErrors.password?.[0]).toBeTruthy()
    expect((await User.findById(user.id).lean())?.closureRequestedAt).toBeNull()
    expect(await Session.countDocuments({ userId: user.id })).toBe(1)
    expect(await directoryNames()).toContain(listing.name)
    expect(await AuditLog.countDocuments({ entityId: user.id })).toBe(0)
  })

  test('a missing or non-string password answers 400 with fieldErrors', async () => {
    const { token } = await listedMember()
    for (const body of [{}, { password: 12 }, { password: '' }]) {
      const response = await sendJson(server.baseUrl, 'DELETE', '/api/me', body, { headers: { authorization: `Bearer ${token}` } })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.password).toBeTruthy()
    }
  })

  test('a suspended member may close their account too', async () => {
    const { user, token } = await listedMember({ membershipStatus: 'suspended' })
    expect((await closeByApi(token)).status).toBe(202)
    expect((await signInWith(user.email)).status).toBe(403)
  })

  test('the page asks for the password without JavaScript, in English and Malay; a wrong one keeps the account, the right one signs out', async () => {
    const { user, cookie } = await listedMember()
    const english = readable(await (await get(server.baseUrl, '/member-dashboard/close-account', { cookie })).text())
    expect(english).toContain('Close my account')
    expect(english).toContain(`${RETENTION.closedAccountCoolingOffDays} days`)
    expect(english).toContain('name="password"')
    const malay = readable(await (await get(server.baseUrl, '/member-dashboard/close-account?lng=ms', { cookie })).text())
    expect(malay).toContain('Tutup akaun saya')
    expect(malay).toContain(`${RETENTION.closedAccountCoolingOffDays} hari`)

    const wrong = await postForm(server.baseUrl, '/member-dashboard/close-account', { password: 'wrong-password' }, { cookie })
    expect(wrong.status).toBe(400)
    expect(readable(await wrong.text())).toContain('incorrect')
    expect((await User.findById(user.id).lean())?.closureRequestedAt).toBeNull()

    const right = await postForm(server.baseUrl, '/member-dashboard/close-account', { password: DEFAULT_PASSWORD }, { cookie })
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/')
    expect(cookiesFrom(right)).toBeTruthy()
    expect((await User.findById(user.id).lean())?.closureRequestedAt).toBeInstanceOf(Date)
    expect((await signInWith(user.email)).status).toBe(403)
  })
})

describe('cancelling a closure', () => {
  test('an administrator cancels from the members page: sign-in with the old password works again and the listing returns', async () => {
    const { user, listing, token } = await listedMember()
    expect((await closeByApi(token)).status).toBe(202)
    const admin = await adminSession()
    const page = readable(await (await get(server.baseUrl, `/admin/members?search=${encodeURIComponent(user.email)}`, { cookie: admin.cookie })).text())
    expect(page).toContain('Cancel closure')
    expect(page).toContain(`action="/admin/members/${user.id}/cancel-closure"`)

    const response = await postForm(server.baseUrl, `/admin/members/${user.id}/cancel-closure`, {}, { cookie: admin.cookie })
    expect(response.status).toBe(302)
    expect((await signInWith(user.email)).status).toBe(200)
    expect(await directoryNames()).toContain(listing.name)
    expect(await AuditLog.countDocuments({ entityId: user.id, action: 'cancelled-closure' })).toBe(1)

    // Nothing pending any more: a second cancel is refused, and the sweep erases nothing later.
    const again = await sendJson(server.baseUrl, 'DELETE', `/api/admin/members/${user.id}/closure`, {}, { headers: { authorization: `Bearer ${admin.token}` } })
    expect(again.status).toBe(409)
    setTestClock(new Date(now().getTime() + (RETENTION.closedAccountCoolingOffDays + 1) * DAY_MS))
    await eraseClosedAccounts()
    expect((await User.findById(user.id).lean())?.firstName).toBe(user.firstName)
  })

  test('the API twin cancels; a member may not', async () => {
    const { user, token } = await listedMember()
    expect((await closeByApi(token)).status).toBe(202)
    const other = await createUser()
    const { token: memberToken } = await signIn(other.id)
    const refused = await sendJson(server.baseUrl, 'DELETE', `/api/admin/members/${user.id}/closure`, {}, { headers: { authorization: `Bearer ${memberToken}` } })
    expect(refused.status).toBe(403)
    const admin = await adminSession()
    const response = await sendJson(server.baseUrl, 'DELETE', `/api/admin/members/${user.id}/closure`, {}, { headers: { authorization: `Bearer ${admin.token}` } })
    expect(response.status).toBe(200)
    expect((await signInWith(user.email)).status).toBe(200)
  })
})

describe('erasure after the cooling-off', () => {
  test('nothing is erased before the cooling-off ends; after it the sweep erases the personal data and keeps the invoice’s name and amounts', async () => {
    const { user, listing, token } = await listedMember({ phone: '+60 12-345 6789', bio: 'My private story' })
    const invoice = await createInvoiceFor(user.id)
    // A listing the member keeps by account (issue 19), and their draft of it.
    const keptListing = await createPractitioner({ userId: user.id, membershipId: 'EMP-KEPT-BY-ACCOUNT', name: `Kept ${user.lastName}` })
    await ListingDraft.create({ userId: user.id, stage: 'draft', revision: 'r1', name: 'Draft name', email: user.email })
    expect((await closeByApi(token)).status).toBe(202)

    setTestClock(new Date(now().getTime() + (RETENTION.closedAccountCoolingOffDays - 1) * DAY_MS))
    await sweepExpiredDocuments()
    expect((await User.findById(user.id).lean())?.email).toBe(user.email)

    setTestClock(new Date(now().getTime() + 2 * DAY_MS))
    // Two sweeps at once (two app processes): the same result, one audit entry.
    const [first, second] = await Promise.all([sweepExpiredDocuments(), sweepExpiredDocuments()])
    expect(first.erasedAccounts + second.erasedAccounts).toBeGreaterThanOrEqual(1)
    const erased = await User.findById(user.id).select('+passwordHash').lean()
    expect(erased?.email).not.toContain(user.email)
    expect(erased?.firstName).not.toBe(user.firstName)
    expect(erased?.lastName).not.toBe(user.lastName)
    expect(erased?.phone).toBe('')
    expect(erased?.bio).toBe('')
    expect(erased?.passwordHash).toBeUndefined()
    expect(erased?.erasedAt).toBeInstanceOf(Date)
    expect(await Listing.countDocuments({ _id: { $in: [listing.id, keptListing.id] } })).toBe(0)
    expect(await ListingDraft.countDocuments({ userId: user.id })).toBe(0)
    expect(await CpdEntry.countDocuments({ userId: user.id })).toBe(0)
    const kept = await Invoice.findById(invoice.id).lean()
    expect(kept?.billedTo.name).toBe(invoice.billedTo.name)
    expect(kept?.billedTo.email).toBe('')
    expect(kept?.totalSen).toBe(invoice.totalSen)
    expect(await AuditLog.countDocuments({ entityId: user.id, action: 'erased-account' })).toBe(1)
    expect((await signInWith(user.email)).status).toBe(401)

    // Once erased, it is not erased again, and its closure cannot be cancelled.
    expect(await eraseClosedAccounts()).toBe(0)
    const admin = await adminSession()
    const cancel = await sendJson(server.baseUrl, 'DELETE', `/api/admin/members/${user.id}/closure`, {}, { headers: { authorization: `Bearer ${admin.token}` } })
    expect(cancel.status).toBe(409)
  })

  test('event registrations lose the name, e-mail and phone; donations keep their amounts and lose who gave; another person’s stay', async () => {
    const { user, token } = await listedMember()
    const other = await createUser()
    const eventId = newRegistrationId()
    const registration = (overrides: Partial<Parameters<typeof insertRegistration>[0]>) =>
      insertRegistration({
        id: newRegistrationId(), eventId, userId: null, name: 'Someone', email: 'x@example.com', phone: '+60 12-000 0000',
        locale: 'en', status: 'confirmed', seatNumber: null, ...overrides,
      })
    const own = await registration({ userId: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email, phone: '+60 12-345 6789' })
    // Made as a visitor under the same e-mail, at another event.
    const asVisitor = await registration({ eventId: newRegistrationId(), name: user.firstName, email: user.email.toUpperCase() })
    const othersRegistration = await registration({ userId: other.id, name: `${other.firstName} ${other.lastName}`, email: other.email })
    const gift = await createDonation({ name: `${user.firstName} ${user.lastName}`, email: user.email, amountSen: 12_345, frequency: 'monthly', identification: '900101-14-5678' })
    const othersGift = await createDonation({ name: `${other.firstName} ${other.lastName}`, email: other.email, amountSen: 500, frequency: 'one-time', identification: '' })
    const admin = await adminSession()
    const giftReceipt = await createReceipt({
      number: `D-${gift.id}`, invoiceId: null, donationId: gift.id, userId: null,
      receivedFrom: { name: gift.name, email: gift.email, identification: gift.identification },
      purpose: 'Donation', amountSen: 12_345, method: 'bank-transfer', reference: '', paidOn: '2026-01-05', recordedBy: admin.user.id,
    })

    expect((await closeByApi(token)).status).toBe(202)
    setTestClock(new Date(now().getTime() + (RETENTION.closedAccountCoolingOffDays + 1) * DAY_MS))
    // Other tests of this file (run shuffled, one database) may have left closed accounts that are due too.
    expect(await eraseClosedAccounts()).toBeGreaterThanOrEqual(1)
    expect((await User.findById(user.id).lean())?.erasedAt).toBeInstanceOf(Date)
    expect((await User.findById(other.id).lean())?.erasedAt).toBeFalsy()

    for (const erased of [own!, asVisitor!]) {
      const stored = await EventRegistration.findById(erased.id).lean()
      expect(stored?.name).toBe(ERASED_REGISTRANT_NAME)
      expect(stored?.email).not.toContain(user.email.split('@')[0])
      expect(stored?.phone).toBe('')
      expect(stored?.activeKey).not.toContain(user.email)
      expect(stored?.status).toBe('confirmed')
    }
    const untouched = await EventRegistration.findById(othersRegistration!.id).lean()
    expect(untouched?.email).toBe(other.email)

    const storedGift = await Donation.findById(gift.id).lean()
    expect(storedGift).toMatchObject({ name: ERASED_DONOR_NAME, email: '', identification: '', amountSen: 12_345, frequency: 'monthly' })
    expect((await Donation.findById(othersGift.id).lean())?.email).toBe(other.email)
    const keptReceipt = await Receipt.findById(giftReceipt.id).lean()
    expect(keptReceipt?.receivedFrom).toMatchObject({ name: gift.name, email: '', identification: '' })
    expect(keptReceipt?.amountSen).toBe(12_345)
  })
})
