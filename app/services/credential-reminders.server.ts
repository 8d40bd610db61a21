import { credentialPaths } from '#app/config/credential-paths.ts'
import { now } from '#app/domain/clock.ts'
import { CREDENTIAL_REMINDER_DAYS, REQUIRED_CREDENTIAL_KINDS } from '#app/domain/credentials.ts'
import { addDays, daysBetween, toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf } from '#app/domain/locale.ts'
import { forgetCredentialReminder, listConfirmedCredentials, recordCredentialReminder, type CredentialRecord } from '#app/models/credential.server.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { recordAdminAction, SYSTEM_ACTOR } from './audit.server.ts'
import { credentialReminderMail } from './credential-mails.server.ts'
import { refreshConfirmedCover } from './credentials.server.ts'

/**
 * Credentials that expire (issue 36, item 4; decision 045), run every hour with the register's duties:
 * - for each member's latest confirmed credential of each kind, a mail 30 days and 7 days before its
 *   last day and on the day itself, each once: recorded under `<credential>:<step>` before the mail goes
 *   (an insert has one winner, however many runs at once). A reminder that falls in its window late (a
 *   credential confirmed 20 days before it ends) goes then, counting the days from the day it is sent;
 * - the day after a confirmed insurance or first aid ends, the account's copy of its cover is written
 *   again (once per credential), so the directory's line goes.
 */
type Step = '30' | '7' | '0'

/** How long after its last day a credential's end is still acted on (a run missed for days still catches it). */
const ENDED_WINDOW_DAYS = 30

/** The reminder due `daysLeft` days before the last day: the latest step whose day has come, or none after the day. */
function stepFor(daysLeft: number): Step | null {
  const [first, second] = CREDENTIAL_REMINDER_DAYS
  if (daysLeft < 0 || daysLeft > first) return null
  if (daysLeft === 0) return '0'
  return daysLeft <= second ? '7' : '30'
}

/** Each member's latest confirmed credential of each kind (the one a renewal would follow). */
function latestOfEachKind(records: readonly CredentialRecord[]) {
  const latest = new Map<string, CredentialRecord>()
  for (const record of records) {
    const key = `${record.userId}:${record.kind}`
    const seen = latest.get(key)
    if (!seen || record.until > seen.until || (record.until === seen.until && record.id > seen.id)) latest.set(key, record)
  }
  return [...latest.values()]
}

export async function runCredentialReminders(): Promise<{ done: number }> {
  const today = toMalaysiaDay(now())
  const confirmed = await listConfirmedCredentials()
  let done = 0
  for (const credential of latestOfEachKind(confirmed)) {
    const step = stepFor(daysBetween(today, credential.until))
    if (!step) continue
    if (!(await recordCredentialReminder({ credentialId: credential.id, userId: credential.userId, step, until: credential.until, sentAt: now() }))) continue
    const member = await getUserById(credential.userId)
    if (!member || member.erasedAt) continue
    try {
      const mail = credentialReminderMail({
        to: member.email,
        firstName: member.firstName,
        kind: credential.kind,
        until: credential.until,
        today,
        link: `${getEnv().publicUrl}${credentialPaths.page}`,
        locale: localeOf(member),
      })
      sendMailInBackground(mail)
    } catch (error) {
      await forgetCredentialReminder(credential.id, step)
      throw error
    }
    done += 1
  }
  // The day after a confirmed insurance or first aid ends: the account's copy follows (once per credential).
  const ended = confirmed.filter((c) => (REQUIRED_CREDENTIAL_KINDS as readonly string[]).includes(c.kind) && c.until < today && c.until >= addDays(today, -ENDED_WINDOW_DAYS))
  const lapsedMembers = new Set<string>()
  for (const credential of ended) if (await claimOnce('credential-ended', credential.id)) lapsedMembers.add(credential.userId)
  for (const userId of lapsedMembers) {
    await refreshConfirmedCover(userId, today)
    done += 1
  }
  if (done) {
    await recordAdminAction(SYSTEM_ACTOR, { action: 'ran-credential-reminders', entityType: 'credentials', summary: `Credential duties on ${today}: ${done} done` })
  }
  return { done }
}
