import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { daysBetween, formatDate } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { associationName, layout } from './account-mails.server.ts'

/**
 * The CPD audit's mails to a drawn member (issue 36, item 5), in their language (the `mail` section of
 * app/locales/<lng>/cpd-audit.json): selected, a reminder (28 and 7 days left), more evidence asked.
 */
export function cpdAuditMail(
  kind: 'selected' | 'reminder' | 'more',
  { to, firstName, month, deadline, today, cpdYear, locale = DEFAULT_LOCALE }: { to: string; firstName: string; month: string; deadline: string; today: string; cpdYear: number; locale?: Locale },
): Mail {
  const t = fixedT(locale, 'cpd-audit')
  const values = {
    name: associationName(locale),
    month: formatDate(`${month}-15T04:00:00Z`, locale).slice(3),
    deadline: formatDate(`${deadline}T04:00:00Z`, locale),
    days: daysBetween(today, deadline),
    year: `${cpdYear}`,
  }
  return {
    to,
    subject: t(`mail.${kind}.subject`, values),
    ...layout({
      locale,
      greeting: fixedT(locale, 'mail')('greeting', { name: firstName }),
      paragraphs: [t(`mail.${kind}.intro`, values), t('mail.what', values), t('mail.deadline', values)],
      button: t('mail.button'),
      link: `${getEnv().publicUrl}${cpdAuditPaths.member}`,
      closing: [fixedT(locale, 'mail')('regards'), t('mail.signature')],
    }),
  }
}
