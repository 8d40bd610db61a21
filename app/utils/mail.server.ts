import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getEnv } from './env.server.ts'
import { hasUntranslatedMessage } from './i18n.server.ts'
import { singleton } from '#app/domain/singleton.ts'
import { site } from '#app/config/site.ts'
import { now } from '#app/domain/clock.ts'
import { recordSentMail } from '#app/models/sent-mail.server.ts'

export interface Mail {
  to: string
  /** Who answers reach instead of the association's address (a visitor's enquiry to a practitioner). */
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Files sent with it (a receipt's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>
  /** Extra headers (a newsletter issue's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

interface MailTransport {
  transporter: Transporter
  /** Without SMTP the raw message is kept in DATA_DIR/outbox instead of being sent. */
  outbox: string | null
}

const transports = singleton('mail-transports', () => new Map<string, MailTransport>())

function getTransport(): MailTransport {
  const env = getEnv()
  const key = env.SMTP_URL ?? `outbox:${env.dataDir}`
  let transport = transports.get(key)
  if (!transport) {
    transport = env.SMTP_URL
      ? { transporter: nodemailer.createTransport(env.SMTP_URL), outbox: null }
      : {
          transporter: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
          outbox: path.join(env.dataDir, 'outbox'),
        }
    transports.set(key, transport)
  }
  return transport
}

function slugify(text: string) {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'mail'
  )
}

/** 20261122101530123 (UTC, to the millisecond): sorts in time order as text. */
function fileTimestamp(date: Date) {
  return date.toISOString().replace(/\D/g, '')
}

/**
 * Sends a mail through SMTP_URL. With no SMTP configured the message is written to
 * DATA_DIR/outbox/<timestamp>-<slug>.eml (open it in any mail program, or read the link in it) and the
 * path is logged. Answers the outbox file, or null when sent by SMTP.
 */
export async function sendMail(mail: Mail): Promise<string | null> {
  // A mail is written in its reader's language by its own `t`: a message key in it passed no door.
  if (getEnv().NODE_ENV !== 'production' && [mail.subject, mail.text].some(hasUntranslatedMessage)) {
    throw new Error(`The mail "${mail.subject}" holds a message key no door translated`)
  }
  const { transporter, outbox } = getTransport()
  // Mails come from no-reply; a member who answers one ("reply with your slip") reaches the secretariat.
  const info = await transporter.sendMail({ from: getEnv().MAIL_FROM, replyTo: getEnv().MAIL_REPLY_TO ?? site.emails.general, ...mail })
  await noteSent(mail)
  if (!outbox) return null
  // The mails carry sign-in links: readable by the server's user only.
  await fs.mkdir(outbox, { recursive: true, mode: 0o700 })
  const base = `${fileTimestamp(new Date())}-${slugify(`${mail.subject} ${mail.to}`)}`
  for (let attempt = 0; ; attempt++) {
    const file = path.join(outbox, `${base}${attempt ? `-${attempt}` : ''}.eml`)
    try {
      await fs.writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 })
      if (getEnv().NODE_ENV !== 'test') console.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}`)
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 20) throw error
    }
  }
}

/** Keeps the record of a mail sent (decision 029); a failure to keep it never fails the mail. */
async function noteSent(mail: Mail) {
  try {
    await recordSentMail({ to: mail.to, subject: mail.subject, sentAt: now() })
  } catch (error) {
    console.warn(`Keeping the record of the mail "${mail.subject}" failed:`, error)
  }
}

/**
 * Sends without making the visitor wait for the mail server, so that an answer takes as long whether
 * or not a mail went out. A failure is logged for the operator; the visitor's answer is unchanged.
 */
export function sendMailInBackground(mail: Mail) {
  void sendMail(mail).catch((error: unknown) => {
    console.error(`Sending the mail "${mail.subject}" failed:`, error)
  })
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
