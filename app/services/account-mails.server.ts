import { site } from '#app/config/site.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { escapeHtml, type Mail } from '#app/utils/mail.server.ts'

/**
 * The account mails, each written in the member's language (`locale` on the account; English for a
 * mail to someone the site does not know the language of). The words are app/locales/<lng>/mail.json.
 */

interface LinkMail {
  to: string
  firstName: string
  link: string
  locale?: Locale
}

/** The association's name in a language: the Registrar of Societies knows it by its Malay one. */
export function associationName(locale: Locale) {
  return locale === 'ms' ? site.nameMs : site.name
}

export function layout({ locale = DEFAULT_LOCALE, greeting, paragraphs, button, link, closing }: {
  locale?: Locale
  greeting: string
  paragraphs: string[]
  button: string
  link: string
  closing: string[]
}) {
  const t = fixedT(locale, 'mail')
  const name = associationName(locale)
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${button}:`, link, '', ...closing, '', name, site.emails.general].join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none; font-weight: bold">${escapeHtml(button)}</a></p>
<p style="font-size: 13px; color: #475569">${escapeHtml(t('buttonFallback'))}<br>${escapeHtml(link)}</p>
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size: 13px; color: #475569">${escapeHtml(name)}<br>${escapeHtml(site.emails.general)}</p>
</body></html>`
  return { text, html }
}

/** A mail with one link to follow: a reset, a confirmation. `kind` names its words in mail.json. */
export function linkMail(kind: 'reset' | 'verify' | 'confirmNewEmail', { to, firstName, link, locale = DEFAULT_LOCALE }: LinkMail): Mail {
  const t = fixedT(locale, 'mail')
  const values = { site: site.shortName, name: associationName(locale) }
  return {
    to,
    subject: t(`${kind}.subject`, values),
    ...layout({
      locale,
      greeting: t('greeting', { name: firstName }),
      paragraphs: [t(`${kind}.intro`, values), t(`${kind}.expiry`, values)],
      button: t(`${kind}.button`),
      link,
      closing: [t(`${kind}.ignore`), t('regards')],
    }),
  }
}

export function passwordResetMail(mail: LinkMail): Mail {
  return linkMail('reset', mail)
}

export function verificationMail(mail: LinkMail): Mail {
  return linkMail('verify', mail)
}
