import { describe, expect, test } from 'vitest'
import { ensureFrameNoticeFlags, FRAME_NOTICE_FLAGS_MIGRATION } from '#app/jobs/data-migrations.server.ts'
import { Concern, insertConcern } from '#app/models/concern.server.ts'
import { insertCredential } from '#app/models/credential.server.ts'
import { OnceClaim } from '#app/models/once-claim.server.ts'
import { User } from '#app/models/user.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 31: the dashboard's frame reads a member's credentials and concerns only when their account is
 * marked as having some (`hasCredentials`, `hasConcernsPut`, set before the first is stored or put). The
 * records stored before the marks existed are marked by a start-up step (app/jobs/data-migrations.server.ts).
 * A file of its own: its accounts must not meet the membership migration's, which counts what it finds.
 */
const server = useTestServer()

describe("the dashboard's notice flags (issue 31)", () => {
  test('a credential and a concern stored before the flags show on the dashboard once start-up has marked their member; a second run does nothing', async () => {
    await OnceClaim.deleteOne({ _id: `data-migration:${FRAME_NOTICE_FLAGS_MIGRATION}` })
    const withCredential = await createUser({ membershipStatus: 'active' })
    const withConcern = await createUser({ membershipStatus: 'active' })
    // Stored as before the flags: straight into the models, so no account is marked.
    await insertCredential({ userId: withCredential.id, kind: 'first-aid', issuer: 'St John Ambulance', number: '', from: '2026-01-01', until: '2027-12-31', mediaId: '' })
    const concern = await insertConcern({
      reference: `CON-2026-M${Date.now() % 100000}`,
      listingId: '',
      practitionerUserId: withConcern.id,
      practitionerName: 'Someone',
      complainant: { name: 'A Visitor', email: 'visitor@example.com', phone: '' },
      description: 'Late twice.',
      evidenceMediaIds: [],
      privacyVersion: 1,
      locale: 'en',
    })
    await Concern.updateOne({ _id: concern.id }, { $set: { status: 'under-investigation', putToPractitioner: 'It is said you were late.', responseDue: '2099-01-01' } })
    const dashboardOf = async (userId: string) => (await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: (await signIn(userId)).cookie })).text())
    expect(await dashboardOf(withCredential.id)).not.toContain('data-testid="credential-notice"')
    expect(await dashboardOf(withConcern.id)).not.toContain('data-testid="concern-notice"')

    const summary = await ensureFrameNoticeFlags()
    expect(summary).toMatchObject({ credentials: expect.any(Number), concerns: expect.any(Number) })
    expect(await User.countDocuments({ _id: { $in: [withCredential.id] }, hasCredentials: true })).toBe(1)
    expect(await User.countDocuments({ _id: { $in: [withConcern.id] }, hasConcernsPut: true })).toBe(1)
    expect(await dashboardOf(withCredential.id)).toContain('data-testid="credential-notice"')
    const concernDashboard = await dashboardOf(withConcern.id)
    expect(concernDashboard).toContain('data-testid="concern-notice"')
    expect(concernDashboard).toContain(concern.reference)
    expect(await ensureFrameNoticeFlags()).toBeNull()
  })
})
