import { formatDateTime } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import type { NominationRole } from '#app/models/election-nomination.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { layout } from './account-mails.server.ts'

/**
 * The mail of a nomination (issue 35, item 3), to each of its candidate, proposer and seconder in their
 * own language (app/locales/<lng>/elections.json, `mail`): who nominated whom, the part they are named
 * in, and the link that confirms it.
 */
export interface NominationMailFacts {
  to: string
  firstName: string
  locale: Locale
  role: NominationRole
  election: string
  candidate: string
  proposer: string
  seconder: string
  nominatedBy: string
  closesAt: string
  link: string
}

export function nominationMail(facts: NominationMailFacts): Mail {
  const t = fixedT(facts.locale, 'elections')
  const values = {
    election: facts.election,
    candidate: facts.candidate,
    proposer: facts.proposer,
    seconder: facts.seconder,
    nominatedBy: facts.nominatedBy,
    closesAt: formatDateTime(facts.closesAt, facts.locale),
  }
  return {
    to: facts.to,
    subject: t('mail.subject', values),
    ...layout({
      locale: facts.locale,
      greeting: fixedT(facts.locale, 'mail')('greeting', { name: facts.firstName }),
      paragraphs: [t('mail.nominated', values), t(`mail.as.${facts.role}`, values), t('mail.confirmBy', values)],
      button: t('mail.button'),
      link: facts.link,
      closing: [t('mail.notYou'), fixedT(facts.locale, 'mail')('regards')],
    }),
  }
}
