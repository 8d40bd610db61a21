import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseEml } from '#tests/mail.ts'
import { escapeHtml, sendMail } from '#app/utils/mail.server.ts'
import { passwordResetMail, verificationMail } from './account-mails.server.ts'

describe('sendMail without SMTP', () => {
  test('writes DATA_DIR/outbox/<timestamp>-<slug>.eml that a mail program (or a test) can read', async () => {
    const link = 'http://localhost:3999/reset-password?token=abc_DEF-123'
    const file = await sendMail(passwordResetMail({ to: 'aminah@example.com', firstName: 'Aminah', link }))
    expect(file).toBe(path.join(process.env.DATA_DIR!, 'outbox', path.basename(file!)))
    expect(path.basename(file!)).toMatch(/^\d{17}-reset-your-empam-password-aminah-example-com\.eml$/)
    const mail = parseEml(await fs.readFile(file!, 'utf8'))
    expect(mail.to).toBe('aminah@example.com')
    expect(mail.subject).toBe('Reset your EMPAM password')
    expect(mail.text).toContain('Dear Aminah,')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('expires in 1 hour')
    expect(mail.html).toContain(`href="${link}"`)
  })

  test('two mails in the same instant get two files', async () => {
    const mail = verificationMail({ to: 'twin@example.com', firstName: 'Twin', link: 'http://localhost:3999/verify-email?token=t' })
    const [a, b] = await Promise.all([sendMail(mail), sendMail(mail)])
    expect(a).not.toBe(b)
  })
})

describe('mail texts', () => {
  test('names are escaped in the HTML part', () => {
    const mail = verificationMail({ to: 'x@example.com', firstName: '<b>Ali</b>', link: 'http://localhost:3999/verify-email?token=t' })
    expect(mail.html).toContain('Dear &lt;b&gt;Ali&lt;/b&gt;,')
    expect(mail.html).not.toContain('<b>Ali</b>')
    expect(mail.text).toContain('expires in 24 hours')
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;')
  })
})
