import { formatDateTime } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/**
 * The notice of a general meeting (issue 35, item 2), to each member entitled to attend, in their own
 * language (app/locales/<lng>/meetings.json, `mail`): what meeting, when, where or by which link, the
 * agenda, and the link to the meeting's page where they answer whether they come.
 */
export interface NoticeMailFacts {
  to: string
  firstName: string
  locale: Locale
  kind: 'annual' | 'extraordinary'
  title: string
  startsAt: string
  place: string
  onlineUrl: string
  agenda: string
  link: string
}

export function meetingNoticeMail(facts: NoticeMailFacts): Mail {
  const t = fixedT(facts.locale, 'meetings')
  const values = { title: facts.title, when: formatDateTime(facts.startsAt, facts.locale), place: facts.place, onlineUrl: facts.onlineUrl }
  return {
    to: facts.to,
    subject: t(`mail.subject.${facts.kind}`, values),
    ...layout({
      locale: facts.locale,
      greeting: fixedT(facts.locale, 'mail')('greeting', { name: facts.firstName }),
      paragraphs: [
        t(`mail.notice.${facts.kind}`, values),
        t('mail.when', values),
        ...(facts.place ? [t('mail.place', values)] : []),
        ...(facts.onlineUrl ? [t('mail.online', values)] : []),
        t('mail.agenda'),
        // One paragraph a line, so that the HTML part keeps the agenda's lines.
        ...facts.agenda.split(/\r?\n/).filter((line) => line.trim() !== ''),
        t('mail.rsvp'),
      ],
      button: t('mail.button'),
      link: facts.link,
      closing: [t('mail.required'), fixedT(facts.locale, 'mail')('regards')],
    }),
  }
}
