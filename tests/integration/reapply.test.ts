import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, follow } from '#tests/admin-helpers.ts'
import { createApplicantUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A rejected applicant applies again (issue 18, "afterwards"), over HTTP: the page reached from the
 * dashboard's notice (without JavaScript) and its API twin, one service and one schema. The account is
 * pending again, audited, and back in the administrators' queue; nobody else may "apply again".
 */

const server = useTestServer()
const REASON = 'Please send proof of your 200 training hours.'

async function rejectedApplicant(overrides: Record<string, unknown> = {}) {
  const user = await createApplicantUser({ membershipStatus: 'rejected', rejectionReason: REASON, phone: '+60 12-111 2222', state: 'Sabah', ...overrides })
  const { cookie, token } = await signIn(user.id)
  return { user, cookie, token }
}

const html = async (path: string, cookie: string) => {
  const response = await get(server.baseUrl, path, { cookie })
  return { status: response.status, html: withoutScripts(await response.text()) }
}

describe('the page /member-dashboard/reapply', () => {
  test('the dashboard notice links to it; it shows the reason and the types with their fees, the current details kept', async () => {
    const { cookie } = await rejectedApplicant()
    const dashboard = await html('/member-dashboard/membership', cookie)
    expect(dashboard.html).toMatch(/<a[^>]+href="\/member-dashboard\/reapply"[^>]*>Apply again<\/a>/)

    const page = await html('/member-dashboard/reapply', cookie)
    expect(page.status).toBe(200)
    expectPage(page.html).toContain(REASON)
    expectPage(page.html).toContain('Practicing Ordinary')
    expect(page.html).toMatch(/RM\s?\d/)
    expect(page.html).toMatch(/<option[^>]+value="Associate"[^>]*selected/)
    expect(page.html).toContain('value="+60 12-111 2222"')
    expectPage(page.html).toContain('Send my application again')
  })

  test('submitting: pending again with the new type, claim, phone and state; audited; back in the queue; a toast', async () => {
    const { user, cookie } = await rejectedApplicant()
    const { cookie: staff, token: staffToken } = await adminSession({ roles: ['secretary'] })
    const response = await postForm(
      server.baseUrl,
      '/member-dashboard/reapply',
      { membershipType: 'Student', claimedMembershipId: 'emp4321', phone: '+60 13-999 8888', state: 'Penang' },
      { cookie },
    )
    expect(response).toHaveRedirect('/member-dashboard/membership')
    const stored = await User.findById(user.id).lean()
    expect(stored).toMatchObject({
      membershipStatus: 'pending',
      membershipType: 'Student',
      claimedMembershipId: 'EMP4321',
      phone: '+60 13-999 8888',
      state: 'Penang',
      rejectionReason: '',
    })
    const audits = await AuditLog.find({ entityType: 'user', entityId: user.id, action: 'applied' }).lean()
    expect(audits).toHaveLength(1)
    expect(audits[0]?.summary).toContain('applied again for Student membership, claiming EMP4321')
    expect(String(audits[0]?.actorId)).toBe(user.id)

    const after = await follow(server.baseUrl, response, cookie)
    expectPage(after).toContain('Your application was sent again.')

    const queue = await html('/admin/applications', staff)
    expectPage(queue.html).toContain(user.email)
    const { applications } = await (await get(server.baseUrl, '/api/admin/applications', { token: staffToken })).json()
    expect(applications.map((a: { id: string }) => a.id)).toContain(user.id)
  })

  test('bad input: 400 with the message, what was typed kept, nothing changed', async () => {
    const { user, cookie } = await rejectedApplicant()
    const response = await postForm(
      server.baseUrl,
      '/member-dashboard/reapply',
      { membershipType: 'Astronaut', claimedMembershipId: 'XYZ', phone: 'call me', state: 'Atlantis' },
      { cookie },
    )
    expect(response.status).toBe(400)
    const page = withoutScripts(await response.text())
    expectPage(page).toContain('Select a location from the list')
    expectPage(page).toContain('Enter a phone number such as +60 12-345 6789')
    expect(page).toContain('value="call me"')
    const stored = await User.findById(user.id).lean()
    expect(stored).toMatchObject({ membershipStatus: 'rejected', membershipType: 'Associate', phone: '+60 12-111 2222', state: 'Sabah' })
    expect(await AuditLog.countDocuments({ entityId: user.id, action: 'applied' })).toBe(0)
  })

  test('an account that was not rejected: the page says there is nothing to apply for; a post is 409 and changes nothing', async () => {
    const { user, cookie } = await rejectedApplicant({ membershipStatus: 'pending', rejectionReason: '' })
    const page = await html('/member-dashboard/reapply', cookie)
    expect(page.status).toBe(200)
    expectPage(page.html).toContain('There is nothing to apply for again')
    expect(page.html).not.toContain('name="membershipType"')
    const response = await postForm(server.baseUrl, '/member-dashboard/reapply', { membershipType: 'Student' }, { cookie })
    expect(response.status).toBe(409)
    expectPage(withoutScripts(await response.text())).toContain('There is nothing to apply for again')
    expect(await User.findById(user.id).lean()).toMatchObject({ membershipStatus: 'pending', membershipType: 'Associate' })
  })

  test('in Malay', async () => {
    const { cookie } = await rejectedApplicant({ locale: 'ms' })
    const page = await html('/member-dashboard/reapply?lng=ms', cookie)
    expectPage(page.html).toContain('Mohon semula')
    expectPage(page.html).toContain('Hantar semula permohonan saya')
    expectPage(page.html).toContain(REASON)
  })
})

describe('POST /api/membership/reapply', () => {
  test('200 { user } pending; phone and state left out stay as they were; audited; 409 the second time', async () => {
    const { user, token } = await rejectedApplicant()
    const response = await sendJson(server.baseUrl, 'POST', '/api/membership/reapply', { membershipType: 'Practicing Ordinary Member' }, { token })
    expect(response.status).toBe(200)
    expect((await response.json()).user).toMatchObject({ id: user.id, membershipStatus: 'pending', membershipType: 'Practicing Ordinary', rejectionReason: '' })
    expect(await User.findById(user.id).lean()).toMatchObject({ phone: '+60 12-111 2222', state: 'Sabah' })
    expect(await AuditLog.countDocuments({ entityId: user.id, action: 'applied' })).toBe(1)

    const again = await sendJson(server.baseUrl, 'POST', '/api/membership/reapply', { membershipType: 'Student' }, { token })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'Only an application that was not accepted can be made again' })
  })

  test('bad input: 400 with fieldErrors, nothing changed', async () => {
    const { user, token } = await rejectedApplicant()
    const response = await sendJson(server.baseUrl, 'POST', '/api/membership/reapply', { membershipType: 'Associate', phone: 'call me', state: 'Mars' }, { token })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.fieldErrors).toEqual({ phone: ['Enter a phone number such as +60 12-345 6789'], state: ['Select a location from the list'] })
    expect((await User.findById(user.id).lean())?.membershipStatus).toBe('rejected')
  })
})
