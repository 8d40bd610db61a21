import { site } from '#app/config/site.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import type { StaffNoticeKind } from '#app/domain/staff-notices.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/**
 * The staff's mails about work waiting for them (issue 33): one notice, or the day's summary of several,
 * in the staff member's language. A notice's values are stored as plain text (names, numbers, days as
 * YYYY-MM-DD); they are put in words here: a day in the reader's language, a membership type by its name.
 */

export interface StaffNoticeContent {
  kind: StaffNoticeKind
  values: Record<string, string>
  link: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function wordsOf(values: Record<string, string>, locale: Locale) {
  const words: Record<string, string> = { site: site.shortName }
  for (const [key, value] of Object.entries(values)) {
    words[key] = DAY.test(value) ? formatLongDate(`${value}T04:00:00Z`, locale) : key === 'type' ? listLabel(locale, 'membershipTypes', value) : value
  }
  return words
}

export function staffNoticeMail({ to, firstName, notice, locale = DEFAULT_LOCALE }: { to: string; firstName: string; notice: StaffNoticeContent; locale?: Locale }): Mail {
  const t = fixedT(locale, 'mail')
  const words = wordsOf(notice.values, locale)
  return {
    to,
    subject: t(`staff.kinds.${notice.kind}.subject`, words),
    ...layout({
      locale,
      greeting: t('greeting', { name: firstName }),
      paragraphs: [t(`staff.kinds.${notice.kind}.body`, words)],
      button: t('staff.button'),
      link: notice.link,
      closing: [t('staff.why', { site: site.shortName }), t('regards')],
    }),
  }
}

/** The day's summary: each notice's line and its own link; the button opens the administration. */
export function staffDigestMail({ to, firstName, day, notices, link, locale = DEFAULT_LOCALE }: {
  to: string
  firstName: string
  /** YYYY-MM-DD (Malaysia). */
  day: string
  notices: readonly StaffNoticeContent[]
  link: string
  locale?: Locale
}): Mail {
  const t = fixedT(locale, 'mail')
  const lines = notices.map((notice) => `• ${t(`staff.kinds.${notice.kind}.body`, wordsOf(notice.values, locale))} ${notice.link}`)
  return {
    to,
    subject: t('staff.digestSubject', { site: site.shortName, date: formatLongDate(`${day}T04:00:00Z`, locale), count: notices.length }),
    ...layout({
      locale,
      greeting: t('greeting', { name: firstName }),
      paragraphs: [t('staff.digestIntro'), ...lines],
      button: t('staff.button'),
      link,
      closing: [t('staff.digestWhy'), t('regards')],
    }),
  }
}

/**
 * The reminder of the Societies Act annual return (issue 35, item 4): to the secretary (or the
 * association's address when no one holds the role), 30 and 7 days before its last day and on the day.
 */
export function annualReturnReminderMail({ to, firstName, year, dueBy, daysLeft, link, locale = DEFAULT_LOCALE }: {
  to: string
  firstName: string
  year: number
  /** YYYY-MM-DD (Malaysia). */
  dueBy: string
  daysLeft: number
  link: string
  locale?: Locale
}): Mail {
  const t = fixedT(locale, 'mail')
  const date = formatLongDate(`${dueBy}T04:00:00Z`, locale)
  return {
    to,
    subject: daysLeft === 0 ? t('annualReturn.reminder.subjectToday', { year, site: site.shortName }) : t('annualReturn.reminder.subject', { year, date, count: daysLeft, site: site.shortName }),
    ...layout({
      locale,
      greeting: t('greeting', { name: firstName || t('annualReturn.reminder.secretariat') }),
      paragraphs: [
        daysLeft === 0 ? t('annualReturn.reminder.bodyToday', { year }) : t('annualReturn.reminder.body', { year, date, count: daysLeft }),
        t('annualReturn.reminder.what'),
      ],
      button: t('annualReturn.reminder.button'),
      link,
      closing: [t('annualReturn.reminder.why'), t('regards')],
    }),
  }
}
