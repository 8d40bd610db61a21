import mongoose from 'mongoose'
import { beforeAll, describe, expect, test } from 'vitest'
import { invalidateDirectory, readDirectoryVersion } from '#app/models/directory-version.server.ts'
import { User } from '#app/models/user.server.ts'
import { confirmEmailVerification, sendEmailVerification } from '#app/services/email-verification.server.ts'
import { requestPasswordReset, resetPasswordWithToken } from '#app/services/password-reset.server.ts'
import { createUser } from '#tests/factories.ts'

/**
 * The atomicity rule of docs/conventions.md, on the store the run uses: FerretDB 1.24 reads a
 * document, changes it and writes it back, so concurrent updates of one document are lost and racing
 * `findOneAndUpdate` claims have several winners. What must happen once is an insert under a unique key.
 */
const ATTEMPTS = 30

beforeAll(async () => {
  // Attempts on a cold pool queue for connections and so run one after another: open them first.
  await Promise.all(Array.from({ length: ATTEMPTS }, () => mongoose.connection.db!.admin().ping()))
})

describe('under concurrent attempts', () => {
  test('a password reset link works exactly once', async () => {
    const user = await createUser()
    const { debugToken } = await requestPasswordReset(user.email, '203.0.113.9')
    expect(debugToken).toBeTruthy()
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => resetPasswordWithToken(debugToken!, `new-password-number-${i}`)),
    )
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    // Used now: neither a later attempt nor the form's check accepts it.
    expect(await resetPasswordWithToken(debugToken!, 'yet-another-password')).toBe(false)
  })

  test('an e-mail verification link verifies exactly once', async () => {
    const user = await createUser({ emailVerified: false })
    const sent = await sendEmailVerification(user, '203.0.113.90')
    const debugToken = sent.sent ? sent.debugToken : undefined
    expect(debugToken).toEqual(expect.any(String))
    const outcomes = await Promise.all(Array.from({ length: ATTEMPTS }, () => confirmEmailVerification(debugToken!)))
    const statuses = outcomes.map((o) => o.status)
    expect(statuses.filter((s) => s === 'verified')).toHaveLength(1)
    expect((await User.findById(user.id).lean())?.emailVerified).toBe(true)
  })

  test('the directory version after concurrent changes differs from every version read before any of them', async () => {
    // Each task reads the version (as a snapshot build does), then changes the directory. A reader who
    // saw a version before some change must never find that same version once the changes are done,
    // or its snapshot would look current while it misses that change.
    const seenBeforeAChange = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const seen = await readDirectoryVersion()
        await invalidateDirectory()
        return seen
      }),
    )
    const after = await readDirectoryVersion()
    expect(seenBeforeAChange).not.toContain(after)
  })
})
