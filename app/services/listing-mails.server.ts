import { site } from '#app/config/site.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/** The outcome of a listing's review (issue 19), in the member's language; words in listing.json, `mail`. */

interface ReviewMail {
  to: string
  firstName: string
  link: string
  locale?: Locale
}

export function listingApprovedMail({ to, firstName, link, profileLink, locale = DEFAULT_LOCALE }: ReviewMail & { profileLink: string }): Mail {
  const t = fixedT(locale, 'listing')
  return {
    to,
    subject: t('mail.approved.subject', { site: site.shortName }),
    ...layout({
      locale,
      greeting: t('mail.greeting', { name: firstName }),
      paragraphs: [t('mail.approved.body'), t('mail.approved.profile', { link: profileLink }), t('mail.approved.hide')],
      button: t('mail.button'),
      link,
      closing: [t('mail.regards')],
    }),
  }
}

export function listingReturnedMail({ to, firstName, link, note, locale = DEFAULT_LOCALE }: ReviewMail & { note: string }): Mail {
  const t = fixedT(locale, 'listing')
  return {
    to,
    subject: t('mail.returned.subject', { site: site.shortName }),
    ...layout({
      locale,
      greeting: t('mail.greeting', { name: firstName }),
      paragraphs: [t('mail.returned.body'), t('mail.returned.note', { note }), t('mail.returned.next')],
      button: t('mail.button'),
      link,
      closing: [t('mail.regards')],
    }),
  }
}
