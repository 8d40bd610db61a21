import { REQUIRED_CREDENTIAL_KINDS, type CredentialKind } from '#app/domain/credentials.ts'
import { daysBetween, formatDate } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/**
 * The mails of credentials that expire (issue 36, item 4; decision 045), each in the member's language
 * (app/locales/<lng>/credentials.json, `mail`): the reminders 30 and 7 days before a credential ends and
 * on its last day, and the reviewer's rejection with its reason.
 */
const dayText = (day: string, locale: Locale) => formatDate(`${day}T04:00:00Z`, locale)

const isRequired = (kind: CredentialKind) => (REQUIRED_CREDENTIAL_KINDS as readonly string[]).includes(kind)

export function credentialReminderMail({ to, firstName, kind, until, today, link, locale }: {
  to: string
  firstName: string
  kind: CredentialKind
  until: string
  /** The day it is sent (Malaysia): the mail counts the days from it. */
  today: string
  link: string
  locale: Locale
}): Mail {
  const t = fixedT(locale, 'credentials')
  const mail = fixedT(locale, 'mail')
  const days = daysBetween(today, until)
  const values = { kind: t(`kindsInText.${kind}`), until: dayText(until, locale) }
  return {
    to,
    subject: days > 0 ? t('mail.subject', values) : t('mail.subjectToday', values),
    ...layout({
      locale,
      greeting: mail('greeting', { name: firstName }),
      paragraphs: [days > 0 ? t('mail.before', { ...values, count: days }) : t('mail.today', values), ...(isRequired(kind) ? [t('mail.listingLine')] : []), t('mail.renew')],
      button: t('mail.button'),
      link,
      closing: [mail('regards')],
    }),
  }
}

export function credentialRejectedMail({ to, firstName, kind, from, until, reason, link, locale }: {
  to: string
  firstName: string
  kind: CredentialKind
  from: string
  until: string
  reason: string
  link: string
  locale: Locale
}): Mail {
  const t = fixedT(locale, 'credentials')
  const mail = fixedT(locale, 'mail')
  const values = { kind: t(`kindsInText.${kind}`), from: dayText(from, locale), until: dayText(until, locale), reason }
  return {
    to,
    subject: t('mail.rejectedSubject', values),
    ...layout({
      locale,
      greeting: mail('greeting', { name: firstName }),
      paragraphs: [t('mail.rejected', values), t('mail.rejectedAgain')],
      button: t('mail.rejectedButton'),
      link,
      closing: [mail('regards')],
    }),
  }
}
