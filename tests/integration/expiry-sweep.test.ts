import { describe, expect, test } from 'vitest'
import { createEmailVerificationToken, EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { createPasswordResetToken, PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { claimTokenUse, TokenUse } from '#app/models/token-use.server.ts'
import { sweepExpiredDocuments } from '#server/expiry-sweep.ts'
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

    expect(await sweepExpiredDocuments()).toMatchObject({ sessions: 1, passwordResetTokens: 1, emailVerificationTokens: 1, tokenUses: 1 })
    expect(await Session.find({ userId: user.id }).distinct('_id')).toEqual(['live-session'])
    expect(await PasswordResetToken.find({ userId: user.id }).distinct('_id')).toEqual(['live-reset'])
    expect(await EmailVerificationToken.find({ userId: user.id }).distinct('_id')).toEqual(['live-verification'])
    expect(await TokenUse.find().distinct('_id')).toEqual(['password-reset:live-reset'])
  })
})
