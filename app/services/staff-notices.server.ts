import { adminPaths } from '#app/config/admin-paths.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { faultPoint } from '#app/domain/fault-points.ts'
import { localeOf } from '#app/domain/locale.ts'
import { rolesOf, type WithRoles } from '#app/domain/roles.ts'
import { DIGEST_HOUR, recipientsOf, type StaffMailMode, type StaffNoticeKind } from '#app/domain/staff-notices.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { listUnsentStaffNotices, markStaffNoticesSent, queueStaffNotice } from '#app/models/staff-notice.server.ts'
import { listWorkingStaff, setStaffMailMode } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMail, sendMailInBackground } from '#app/utils/mail.server.ts'
import { message } from '#app/validation/messages.ts'
import { staffDigestMail, staffNoticeMail } from './staff-mails.server.ts'

/**
 * Staff hear about their work (issue 33): a new application, a slip uploaded, a listing sent for
 * review, a CPD entry waiting, a data request, an account closure. The holders of the role that acts
 * (domain/staff-notices.ts) get a mail at once, or, if they chose it on their profile, one summary a
 * day from 08:00 Malaysia time; when no one able to act holds the role, the administrators hear instead.
 * Called after the work is stored: a notice that fails to go never undoes the member's action.
 */

const adminLink = (path: string) => `${getEnv().publicUrl}${path}`

/** Tells the staff who act on it; `path` is the administration's page for it. Never throws. */
export async function notifyStaff(kind: StaffNoticeKind, values: Record<string, string>, path: string) {
  try {
    const link = adminLink(path)
    for (const member of recipientsOf(await listWorkingStaff(), kind)) {
      if (member.staffMail === 'daily') await queueStaffNotice({ userId: member.id, kind, values, link })
      else sendMailInBackground(staffNoticeMail({ to: member.email, firstName: member.firstName, notice: { kind, values, link }, locale: localeOf(member) }))
    }
  } catch (error) {
    console.error(`Telling the staff about a ${kind} failed: ${(error as Error).message}`)
  }
}

/** Runs `notifyStaff` after the answer is on its way, so that the member does not wait for the staff's mails. */
export function notifyStaffInBackground(kind: StaffNoticeKind, values: Record<string, string>, path: string) {
  void notifyStaff(kind, values, path)
}

export interface DigestRun {
  sent: number
}

/**
 * The daily summaries: from 08:00 Malaysia time, each staff member with notices waiting gets one mail
 * with all of them, once that day (the claim is an insert under `<user>:<day>`, so two processes running
 * it send one). The notices are marked sent after the mail went; if the mail fails, they wait for the
 * next day's summary.
 */
export async function runStaffDigests(): Promise<DigestRun> {
  const moment = now()
  const day = toMalaysiaDay(moment)
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', hour: '2-digit', hourCycle: 'h23' }).format(moment))
  const run: DigestRun = { sent: 0 }
  if (hour < DIGEST_HOUR) return run
  const waiting = await listUnsentStaffNotices()
  if (!waiting.length) return run
  const staff = new Map((await listWorkingStaff()).map((member) => [member.id, member]))
  const byUser = new Map<string, typeof waiting>()
  for (const notice of waiting) byUser.set(notice.userId, [...(byUser.get(notice.userId) ?? []), notice])
  for (const [userId, notices] of byUser) {
    const member = staff.get(userId)
    if (!member) {
      // No longer staff, or cannot sign in: the notices go unsent for good.
      await markStaffNoticesSent(notices.map((notice) => notice.id), moment)
      continue
    }
    const claim = `${userId}:${day}`
    if (!(await claimOnce('staff-digest', claim))) continue
    try {
      faultPoint('staff-digest:send')
      await sendMail(
        staffDigestMail({
          to: member.email,
          firstName: member.firstName,
          day,
          notices: notices.map((notice) => ({ kind: notice.kind as StaffNoticeKind, values: notice.values, link: notice.link })),
          link: adminLink(adminPaths.listings),
          locale: localeOf(member),
        }),
      )
    } catch (error) {
      // Not sent: the day's summary is let go, so that the next run (hourly) sends it; the others go on.
      await releaseOnce('staff-digest', claim)
      console.error(`The staff summary for ${member.email} was not sent:`, error)
      continue
    }
    // Sent but not marked (the process died here): the notices come again in tomorrow's summary,
    // at least once rather than never.
    faultPoint('staff-digest:mark')
    await markStaffNoticesSent(notices.map((notice) => notice.id), moment)
    run.sent += 1
  }
  return run
}

/** A staff member's choice on their profile: a mail for each piece of work, or a daily summary. Staff only (403). */
export async function chooseStaffMailMode(user: WithRoles & { id: string }, mode: StaffMailMode) {
  if (!rolesOf(user).length) return { ok: false as const, status: 403 as const, message: message('messages:staff.notStaff') }
  await setStaffMailMode(user.id, mode)
  return { ok: true as const, staffMail: mode, message: message('messages:staff.mailModeSaved') }
}
