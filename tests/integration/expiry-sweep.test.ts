import { describe, expect, test } from 'vitest'
import { createEmailVerificationToken, EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { createPasswordResetToken, PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { claimJobRun, JobRun } from '#app/models/job-run.server.ts'
import { insertMedia, MediaChunk, MediaFile, newMediaId, writeMediaFile } from '#app/models/media.server.ts'
import { Session } from '#app/models/session.server.ts'
import { claimTokenUse, TokenUse } from '#app/models/token-use.server.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { createUser } from '#tests/factories.ts'

const HOUR = 60 * 60 * 1000

describe('the expiry sweep (instead of TTL indexes, which FerretDB refuses)', () => {
  test('removes expired sessions, links and link uses, and keeps the live ones', async () => {
    const user = await createUser()
    const past = new Date(Date.now() - HOUR)
    const future = new Date(Date.now() + HOUR)
    await Session.create([
      { _id: 'expired-session', userId: user.id, expiresAt: past },
      { _id: 'live-session', userId: user.id, expiresAt: future },
    ])
    await createPasswordResetToken('expired-reset', user.id, past)
    await createPasswordResetToken('live-reset', user.id, future)
    await createEmailVerificationToken('expired-verification', user.id, user.email, past)
    await createEmailVerificationToken('live-verification', user.id, user.email, future)
    await claimTokenUse('password-reset', 'expired-reset', past)
    await claimTokenUse('password-reset', 'live-reset', future)
    await claimJobRun('some-job', new Date(Date.now() - 2 * HOUR), 'test:1', past)
    await claimJobRun('some-job', new Date(), 'test:1', future)

    expect(await sweepExpiredDocuments()).toMatchObject({ sessions: 1, passwordResetTokens: 1, emailVerificationTokens: 1, tokenUses: 1, jobRuns: 1 })
    expect(await JobRun.countDocuments({ job: 'some-job' })).toBe(1)
    expect(await Session.find({ userId: user.id }).distinct('_id')).toEqual(['live-session'])
    expect(await PasswordResetToken.find({ userId: user.id }).distinct('_id')).toEqual(['live-reset'])
    expect(await EmailVerificationToken.find({ userId: user.id }).distinct('_id')).toEqual(['live-verification'])
    expect(await TokenUse.find().distinct('_id')).toEqual(['password-reset:live-reset'])
  })

  test('removes uploaded files an hour old whose media document never came, and keeps the others', async () => {
    const user = await createUser()
    const write = (mediaId: string) => writeMediaFile(Buffer.alloc(300 * 1024, 7), { mediaId, filename: `${mediaId}.pdf`, contentType: 'application/pdf' })
    const [recordedId, orphanId, freshOrphanId] = [newMediaId(), newMediaId(), newMediaId()]
    const [recorded, orphan, freshOrphan] = await Promise.all([write(recordedId), write(orphanId), write(freshOrphanId)])
    await insertMedia(recordedId, {
      ownerId: user.id,
      kind: 'document',
      purpose: 'cpd-evidence',
      mimeType: 'application/pdf',
      size: 300 * 1024,
      width: null,
      height: null,
      variants: [],
      fileId: recorded,
      visibility: 'private',
      alt: '',
      originalName: 'certificate.pdf',
    })
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR)
    await MediaFile.updateMany({ _id: { $in: [recorded, orphan] } }, { $set: { uploadDate: twoHoursAgo } })

    expect(await sweepExpiredDocuments()).toMatchObject({ orphanMediaFiles: 1 })
    expect((await MediaFile.find({ _id: { $in: [recorded, orphan, freshOrphan] } }).distinct('_id')).map(String).sort()).toEqual([recorded, freshOrphan].sort())
    expect(await MediaChunk.countDocuments({ files_id: orphan })).toBe(0)
    expect(await MediaChunk.countDocuments({ files_id: recorded })).toBe(2)
  })
})
