import { site } from '#app/config/site.ts'
import { escapeHtml, type Mail } from '#app/utils/mail.server.ts'

interface LinkMail {
  to: string
  firstName: string
  link: string
}

export function layout({ greeting, paragraphs, button, link, closing }: {
  greeting: string
  paragraphs: string[]
  button: string
  link: string
  closing: string[]
}) {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${button}:`, link, '', ...closing, '', `${site.name}`, site.emails.general].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none; font-weight: bold">${escapeHtml(button)}</a></p>
<p style="font-size: 13px; color: #475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size: 13px; color: #475569">${escapeHtml(site.name)}<br>${escapeHtml(site.emails.general)}</p>
</body></html>`
  return { text, html }
}

export function passwordResetMail({ to, firstName, link }: LinkMail): Mail {
  return {
    to,
    subject: `Reset your ${site.shortName} password`,
    ...layout({
      greeting: `Dear ${firstName},`,
      paragraphs: [
        `We received a request to reset the password of your ${site.shortName} member account.`,
        'The link below works once and expires in 1 hour. Resetting your password signs you out on every device.',
      ],
      button: 'Reset your password',
      link,
      closing: [
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
        'Warm regards,',
      ],
    }),
  }
}

export function verificationMail({ to, firstName, link }: LinkMail): Mail {
  return {
    to,
    subject: `Confirm your e-mail address for ${site.shortName}`,
    ...layout({
      greeting: `Dear ${firstName},`,
      paragraphs: [
        `Thank you for joining the ${site.name}.`,
        'Please confirm that this is your e-mail address, so that we can reach you about your membership. The link works once and expires in 24 hours.',
      ],
      button: 'Confirm your e-mail address',
      link,
      closing: ['If you did not create an account with us, you can ignore this e-mail.', 'Warm regards,'],
    }),
  }
}
