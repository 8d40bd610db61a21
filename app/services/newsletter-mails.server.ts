import { site } from '#app/config/site.ts'
import type { Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { escapeHtml, type Mail } from '#app/utils/mail.server.ts'
import { associationName, layout } from './account-mails.server.ts'

/** The newsletter's mails (issue 21, item 5), in the subscriber's language: app/locales/<lng>/news.json, `newsletter.mail`. */

/** The double opt-in mail: one link, which opens a page that asks before confirming. */
export function confirmationMail({ to, locale, link, days }: { to: string; locale: Locale; link: string; days: number }): Mail {
  const t = fixedT(locale, 'news')
  return {
    to,
    subject: t('newsletter.mail.confirmSubject', { site: site.shortName }),
    ...layout({
      locale,
      greeting: t('newsletter.mail.greeting'),
      paragraphs: [t('newsletter.mail.confirmBody', { name: associationName(locale), days })],
      button: t('newsletter.mail.confirmButton'),
      link,
      closing: [fixedT(locale, 'mail')('regards')],
    }),
  }
}

/**
 * One issue to one subscriber: the text as the administrator wrote it (plain; a blank line starts a
 * paragraph), then the unsubscribe link, and the List-Unsubscribe headers (RFC 2369, and RFC 8058's
 * one-click POST) that let mail programs show their own "Unsubscribe" button.
 */
export function issueMail({ to, locale, subject, body, unsubscribeLink }: { to: string; locale: Locale; subject: string; body: string; unsubscribeLink: string }): Mail {
  const t = fixedT(locale, 'news')
  return writtenMail({
    to,
    locale,
    subject,
    body,
    footer: t('newsletter.mail.unsubscribeLine', { site: site.shortName }),
    unsubscribe: { link: unsubscribeLink, label: t('newsletter.mail.unsubscribeButton') },
  })
}

/**
 * A mail the staff wrote (a newsletter issue, a message to members: issue 35, item 5): the text as
 * written (plain; a blank line starts a paragraph), then a footer line and, where the reader may stop
 * such mails, the unsubscribe link with the List-Unsubscribe headers.
 */
export function writtenMail({
  to,
  locale,
  subject,
  body,
  footer,
  unsubscribe,
}: {
  to: string
  locale: Locale
  subject: string
  body: string
  footer: string
  unsubscribe?: { link: string; label: string }
}): Mail {
  const paragraphs = paragraphsOf(body)
  const text = [...paragraphs.flatMap((p) => [p, '']), '--', footer, ...(unsubscribe ? [unsubscribe.link] : []), '', associationName(locale), site.emails.general].join('\n')
  const link = unsubscribe ? ` <a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribe.label)}</a>` : ''
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<hr>
<p style="font-size: 13px; color: #475569">${escapeHtml(footer)}${link}</p>
<p style="font-size: 13px; color: #475569">${escapeHtml(associationName(locale))}<br>${escapeHtml(site.emails.general)}</p>
</body></html>`
  return {
    to,
    subject,
    text,
    html,
    ...(unsubscribe ? { headers: { 'List-Unsubscribe': `<${unsubscribe.link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  }
}

/** A written text's paragraphs: a blank line starts one. */
export function paragraphsOf(body: string) {
  return body.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)
}
