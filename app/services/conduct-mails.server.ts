import { conductPaths } from '#app/config/conduct-paths.ts'
import { paths } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { APPEAL_PERIOD_DAYS, FINAL_DECISION_DAYS, RESPONSE_DAYS } from '#app/domain/concerns.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { localeOf, type Locale } from '#app/domain/locale.ts'
import { recipientsOf } from '#app/domain/staff-notices.ts'
import { listWorkingStaff } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { sendMail, sendMailInBackground, type Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/**
 * The mails of a concern (issue 36, item 1; decision 042). None carries the description a visitor typed
 * (the public form must not become a way to mail any text to any address), and none names the
 * complainant to the practitioner: only the reference, the steps, the clocks and the officer's words.
 */

const link = (path: string) => `${getEnv().publicUrl}${path}`
/** A Malaysian calendar day (YYYY-MM-DD) in words. */
const day = (value: string, locale: Locale) => formatLongDate(`${value}T04:00:00Z`, locale)

export function concernAcknowledgementMail({ to, name, reference, locale }: { to: string; name: string; reference: string; locale: Locale }): Mail {
  const t = fixedT(locale, 'conduct')
  return {
    to,
    subject: t('mail.ack.subject', { reference, site: site.shortName }),
    ...layout({
      locale,
      greeting: t('mail.greeting', { name }),
      paragraphs: [
        t('mail.ack.received', { reference }),
        t('mail.ack.steps', { response: RESPONSE_DAYS }),
        t('mail.ack.clocks', { appeal: APPEAL_PERIOD_DAYS, final: FINAL_DECISION_DAYS }),
        t('mail.ack.privacy'),
      ],
      button: t('mail.ack.button'),
      link: link(paths.ethics),
      closing: [t('mail.regards', { site: site.shortName })],
    }),
  }
}

/** To the practitioner: what was put to them, by when to respond, on their dashboard. */
export function concernPutMail({ to, name, reference, responseDue, concernId, locale }: { to: string; name: string; reference: string; responseDue: string; concernId: string; locale: Locale }): Mail {
  const t = fixedT(locale, 'conduct')
  return {
    to,
    subject: t('mail.put.subject', { reference }),
    ...layout({
      locale,
      greeting: t('mail.greeting', { name }),
      paragraphs: [t('mail.put.intro', { reference }), t('mail.put.due', { date: day(responseDue, locale) }), t('mail.put.confidential')],
      button: t('mail.put.button'),
      link: link(conductPaths.mine(concernId)),
      closing: [t('mail.regards', { site: site.shortName })],
    }),
  }
}

/** To either party: the decision, and until when it may be appealed. */
export function concernDecisionMail({
  to,
  name,
  reference,
  appealDeadline,
  party,
  concernId,
  final,
  locale,
}: {
  to: string
  name: string
  reference: string
  appealDeadline: string
  party: 'practitioner' | 'complainant'
  concernId: string
  final: boolean
  locale: Locale
}): Mail {
  const t = fixedT(locale, 'conduct')
  const paragraphs = final
    ? [t('mail.decision.final', { reference })]
    : [t('mail.decision.made', { reference }), party === 'practitioner' ? t('mail.decision.appealPractitioner', { date: day(appealDeadline, locale) }) : t('mail.decision.appealComplainant', { date: day(appealDeadline, locale), email: site.emails.general })]
  return {
    to,
    subject: t(final ? 'mail.decision.finalSubject' : 'mail.decision.subject', { reference }),
    ...layout({
      locale,
      greeting: t('mail.greeting', { name }),
      paragraphs,
      button: t(party === 'practitioner' ? 'mail.decision.buttonPractitioner' : 'mail.ack.button'),
      link: link(party === 'practitioner' ? conductPaths.mine(concernId) : paths.ethics),
      closing: [t('mail.regards', { site: site.shortName })],
    }),
  }
}

/** To the practitioner a week before their response is due. */
export function concernResponseReminderMail({ to, name, reference, responseDue, concernId, locale }: { to: string; name: string; reference: string; responseDue: string; concernId: string; locale: Locale }): Mail {
  const t = fixedT(locale, 'conduct')
  return {
    to,
    subject: t('mail.reminder.subject', { reference }),
    ...layout({
      locale,
      greeting: t('mail.greeting', { name }),
      paragraphs: [t('mail.reminder.body', { reference, date: day(responseDue, locale) })],
      button: t('mail.put.button'),
      link: link(conductPaths.mine(concernId)),
      closing: [t('mail.regards', { site: site.shortName })],
    }),
  }
}

export type StaffClock = 'response-overdue' | 'final-soon' | 'final-due' | 'responded' | 'appealed'

/** Tells the conduct officers (or, with none, the administrators) about a case's clock or step. Never throws. */
export async function tellConductStaff(what: StaffClock, { reference, concernId, date = '' }: { reference: string; concernId: string; date?: string }) {
  try {
    for (const member of recipientsOf(await listWorkingStaff(), 'concern')) {
      const locale = localeOf(member)
      const t = fixedT(locale, 'conduct')
      sendMailInBackground({
        to: member.email,
        subject: t(`mail.staff.${what}.subject`, { reference }),
        ...layout({
          locale,
          greeting: t('mail.greeting', { name: member.firstName }),
          paragraphs: [t(`mail.staff.${what}.body`, { reference, date: date ? day(date, locale) : '' })],
          button: t('mail.staff.button'),
          link: link(conductPaths.case(concernId)),
          closing: [t('mail.regards', { site: site.shortName })],
        }),
      })
    }
  } catch (error) {
    console.error(`Telling the conduct officers about ${reference} failed: ${(error as Error).message}`)
  }
}

export { sendMail }
