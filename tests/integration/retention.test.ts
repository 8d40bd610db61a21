import { Types } from 'mongoose'
import { afterEach, describe, expect, test } from 'vitest'
import { now } from '#app/domain/clock.ts'
import { addDays } from '#app/domain/dates.ts'
import { DAY_MS, RETENTION } from '#app/domain/retention.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { NewsletterConfirmation } from '#app/models/newsletter-confirmation.server.ts'
import { NewsletterDelivery } from '#app/models/newsletter-issue.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'
import { sweepRetention } from '#app/services/retention.server.ts'
import { moveClockTo, today } from '#tests/clock.ts'
import { createUser } from '#tests/factories.ts'

afterEach(() => moveClockTo(null))

/**
 * One record of each kind the notice gives a period (domain/retention.ts), stamped `at`: inserted raw so
 * that the stamps are the test's, not the time of the insert.
 */
async function recordsStamped(at: Date, label: string) {
  const user = await createUser()
  const ids = {
    contactMessage: new Types.ObjectId(),
    subscriber: new Types.ObjectId(),
    session: `session-${label}`,
    resetToken: `reset-${label}`,
    verificationToken: `verification-${label}`,
    tokenUse: `password-reset:reset-${label}`,
    audit: new Types.ObjectId(),
  }
  await ContactMessage.collection.insertOne({
    _id: ids.contactMessage, firstName: 'Aminah', lastName: label, email: `${label}@example.com`, phone: '', subject: '',
    message: 'Hello', newsletter: false, source: 'contact', handled: true, handledAt: at, createdAt: at, updatedAt: at,
  })
  await NewsletterSubscriber.collection.insertOne({ _id: ids.subscriber, email: `${label}-gone@example.com`, source: 'news', unsubscribedAt: at, createdAt: at, updatedAt: at })
  await Session.collection.insertOne({ _id: ids.session as never, userId: new Types.ObjectId(user.id), userAgent: '', ip: '', lastSeenAt: at, expiresAt: new Date(at.getTime() + 90 * DAY_MS), createdAt: at })
  await PasswordResetToken.collection.insertOne({ _id: ids.resetToken as never, userId: new Types.ObjectId(user.id), expiresAt: at, used: false, createdAt: at })
  await EmailVerificationToken.collection.insertOne({ _id: ids.verificationToken as never, userId: new Types.ObjectId(user.id), email: user.email, expiresAt: at, used: false, createdAt: at })
  await TokenUse.collection.insertOne({ _id: ids.tokenUse as never, usedAt: at, expiresAt: at })
  await AuditLog.collection.insertOne({ _id: ids.audit, actorId: new Types.ObjectId(user.id), actorEmail: user.email, action: 'update', entityType: 'User', entityId: user.id, summary: `Changed ${label}`, createdAt: at })
  return ids
}

/** Which of the records are still stored. */
async function stillStored(ids: Awaited<ReturnType<typeof recordsStamped>>) {
  const [contactMessage, subscriber, session, resetToken, verificationToken, tokenUse, audit] = await Promise.all([
    ContactMessage.exists({ _id: ids.contactMessage }),
    NewsletterSubscriber.exists({ _id: ids.subscriber }),
    Session.exists({ _id: ids.session }),
    PasswordResetToken.exists({ _id: ids.resetToken }),
    EmailVerificationToken.exists({ _id: ids.verificationToken }),
    TokenUse.exists({ _id: ids.tokenUse }),
    AuditLog.exists({ _id: ids.audit }),
  ])
  return {
    contactMessage: Boolean(contactMessage),
    subscriber: Boolean(subscriber),
    session: Boolean(session),
    tokens: [resetToken, verificationToken, tokenUse].map(Boolean),
    audit: Boolean(audit),
  }
}

const everything = { contactMessage: true, subscriber: true, session: true, tokens: [true, true, true], audit: true }

describe('the retention sweep (issue 21, item 6)', () => {
  test('as the clock moves on, each kind of record goes when its period has passed, and the recent ones stay', async () => {
    expect(RETENTION).toMatchObject({ contactMessagesMonths: 24, newsletterUnsubscribesDays: 30, expiredTokensDays: 7, idleSessionsDays: 30, auditEntriesYears: 7 })
    const old = await recordsStamped(now(), 'old')
    const start = today()

    // Six days on: nothing has been kept its period yet.
    moveClockTo(addDays(start, 6))
    await sweepRetention()
    expect(await stillStored(old)).toEqual(everything)

    // Nine days on: the expired links (7 days past expiry) go, the rest stays.
    moveClockTo(addDays(start, 9))
    expect(await sweepRetention()).toMatchObject({ expiredTokens: 3, contactMessages: 0, newsletterUnsubscribes: 0, idleSessions: 0, auditEntries: 0 })
    expect(await stillStored(old)).toEqual({ ...everything, tokens: [false, false, false] })

    // 29 days on: an unsubscribe and an unused session are still within their 30 days.
    moveClockTo(addDays(start, 29))
    await sweepRetention()
    expect(await stillStored(old)).toMatchObject({ subscriber: true, session: true })

    // 32 days on: both have gone; a session used yesterday and an unsubscribe of yesterday stay.
    moveClockTo(addDays(start, 32))
    const recent = await recordsStamped(new Date(now().getTime() - DAY_MS), 'recent')
    expect(await sweepRetention()).toMatchObject({ newsletterUnsubscribes: 1, idleSessions: 1, contactMessages: 0, auditEntries: 0 })
    expect(await stillStored(old)).toEqual({ contactMessage: true, subscriber: false, session: false, tokens: [false, false, false], audit: true })
    expect(await stillStored(recent)).toEqual(everything)

    // Just under two years: the contact message stays; just over: it goes, and the audit entry stays.
    moveClockTo(addDays(start, 725))
    await sweepRetention()
    expect(await stillStored(old)).toMatchObject({ contactMessage: true, audit: true })
    moveClockTo(addDays(start, 733))
    await sweepRetention()
    expect(await stillStored(old)).toMatchObject({ contactMessage: false, audit: true })

    // Seven years and two days: the audit entry goes too.
    moveClockTo(addDays(start, 7 * 366 + 2))
    await sweepRetention()
    expect(await stillStored(old)).toEqual({ contactMessage: false, subscriber: false, session: false, tokens: [false, false, false], audit: false })
  })

  test('is idempotent: sweeping again, or twice at once, removes nothing more and fails nowhere', async () => {
    const start = today()
    moveClockTo(addDays(start, 40))
    const old = await recordsStamped(new Date(now().getTime() - 35 * DAY_MS), 'idem-old')
    const recent = await recordsStamped(new Date(now().getTime() - 2 * DAY_MS), 'idem-recent')

    await Promise.all([sweepRetention(), sweepRetention()])
    expect(await stillStored(old)).toEqual({ contactMessage: true, subscriber: false, session: false, tokens: [false, false, false], audit: true })

    expect(await sweepRetention()).toEqual({ contactMessages: 0, newsletterUnsubscribes: 0, expiredTokens: 0, idleSessions: 0, auditEntries: 0 })
    expect(await stillStored(recent)).toEqual({ ...everything, tokens: [true, true, true] })
  })

  test('leaves subscribers who never unsubscribed, however old', async () => {
    moveClockTo(addDays(today(), 4000))
    const longAgo = new Date(now().getTime() - 3000 * DAY_MS)
    const subscriber = new Types.ObjectId()
    await NewsletterSubscriber.collection.insertOne({ _id: subscriber, email: 'faithful@example.com', source: 'news', unsubscribedAt: null, createdAt: longAgo, updatedAt: longAgo })
    await sweepRetention()
    expect(await NewsletterSubscriber.exists({ _id: subscriber })).toBeTruthy()
  })

  test('an address whose confirmation link expired unused goes with the link a week later; a confirmed one stays; an unsubscribed one takes its send log along', async () => {
    const start = today()
    const expiresAt = new Date(now().getTime() + 7 * DAY_MS)
    await NewsletterSubscriber.create([{ email: 'never.confirmed@example.com' }, { email: 'confirmed.later@example.com', confirmedAt: now() }])
    await NewsletterConfirmation.create([
      { _id: 'never-confirmed-link', email: 'never.confirmed@example.com', expiresAt },
      { _id: 'confirmed-link', email: 'confirmed.later@example.com', expiresAt },
    ])
    const leaving = await NewsletterSubscriber.create({ email: 'leaving.soon@example.com', confirmedAt: now(), unsubscribedAt: now() })
    await NewsletterDelivery.create({ _id: `issue-1:${leaving.email}`, issueId: 'issue-1', email: leaving.email, locale: 'en', status: 'sent', at: now() })

    // Past the link's expiry, within the week after it: all stay.
    moveClockTo(addDays(start, 12))
    await sweepRetention()
    expect(await NewsletterSubscriber.countDocuments({ email: 'never.confirmed@example.com' })).toBe(1)

    moveClockTo(addDays(start, 16))
    await sweepRetention()
    expect(await NewsletterSubscriber.countDocuments({ email: 'never.confirmed@example.com' })).toBe(0)
    expect(await NewsletterConfirmation.countDocuments({ _id: { $in: ['never-confirmed-link', 'confirmed-link'] } })).toBe(0)
    expect(await NewsletterSubscriber.countDocuments({ email: 'confirmed.later@example.com' })).toBe(1)

    moveClockTo(addDays(start, 32))
    await sweepRetention()
    expect(await NewsletterSubscriber.countDocuments({ email: leaving.email })).toBe(0)
    expect(await NewsletterDelivery.countDocuments({ email: leaving.email })).toBe(0)
    expect(await NewsletterSubscriber.countDocuments({ email: 'confirmed.later@example.com' })).toBe(1)
  })
})
