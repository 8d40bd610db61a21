import { fileURLToPath } from 'node:url'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { linkIn, waitForMail } from '#tests/mail.ts'
import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 21, items 5 and 4: a visitor subscribes and confirms by the mailed link (double opt-in); an
 * administrator writes an issue in both languages and sends it; the reader leaves by the issue's
 * unsubscribe link, without an account. An administrator records a breach and sees its deadlines.
 * JavaScript off and on, axe on every page.
 */

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))

test('subscribe, confirm, receive an issue, unsubscribe', { tag: '@js' }, async ({ page, jsEnabled }) => {
  const id = `${jsEnabled ? 'js' : 'nojs'}${Date.now().toString(36)}`
  const email = `reader.${id}@example.com`

  await page.goto('/news')
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' })
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByTestId('toast')).toContainText('Please confirm your subscription')

  const confirmation = await waitForMail(OUTBOX, { to: email, subject: 'Please confirm your subscription' })
  const confirmLink = linkIn(confirmation, '/newsletter/confirm')
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
  await expect(page.getByText(`Subscribe ${email} to the association's newsletter?`)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByTestId('toast')).toContainText('Your subscription is confirmed')

  await signInAsAdmin(page, '/admin/messages/newsletter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter issues')
  await expectNoA11yViolations(page)
  const subject = `News ${id}`
  await page.getByRole('textbox', { name: 'Subject (English)' }).fill(subject)
  await page.getByRole('textbox', { name: 'Text (English)' }).fill('Our annual meeting is in March.')
  await page.getByRole('textbox', { name: 'Subject (Malay)' }).fill(`Berita ${id}`)
  await page.getByRole('textbox', { name: 'Text (Malay)' }).fill('Mesyuarat agung kami pada bulan Mac.')
  await page.getByRole('button', { name: 'Save the issue' }).click()
  await expect(page.getByTestId('toast')).toContainText('The issue is saved')
  const issue = page.getByRole('listitem').filter({ hasText: subject })
  await issue.getByRole('button', { name: 'Send to the confirmed subscribers' }).click()
  await expect(page.getByTestId('toast')).toContainText('The issue was sent')
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText(email)

  const issueMail = await waitForMail(OUTBOX, { to: email, subject })
  expect(issueMail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  const unsubscribe = new URL(issueMail.headers.get('list-unsubscribe')!.slice(1, -1))
  await page.context().clearCookies()
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`)
  await expect(page.getByText(`Stop sending the newsletter to ${email}?`)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByTestId('toast')).toContainText('You have been unsubscribed')
})

test('an administrator records a breach and sees its deadlines', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
  allowConsoleErrors() // the refused form answers 400, which the browser logs
  const id = `${jsEnabled ? 'js' : 'nojs'}${Date.now().toString(36)}`
  await signInAsAdmin(page, '/admin/privacy/breaches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breach register')
  await expectNoA11yViolations(page)

  const summary = `A laptop was left on a bus ${id}`
  await page.getByRole('textbox', { name: 'What happened' }).fill(summary)
  await page.getByRole('button', { name: 'Record the breach' }).click()
  await expect(page.getByText('Please say who is affected')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'What happened' })).toHaveValue(summary)

  await page.getByRole('textbox', { name: 'Who is affected (which people, which data)' }).fill('Twelve applicants: names and phone numbers')
  // Two hours ago by the server's clock (a pinned run pins both), as Malaysia's datetime-local.
  const found = toMalaysiaLocal(new Date(now().getTime() - 2 * 60 * 60 * 1000))
  await page.getByLabel('Found on (Malaysia time)').fill(found)
  await page.getByRole('button', { name: 'Record the breach' }).click()
  await expect(page.getByTestId('toast')).toContainText('The breach is recorded')
  const breach = page.getByRole('listitem').filter({ hasText: summary })
  await expect(breach).toContainText(/(69|70) hours left/)
  await breach.getByRole('button', { name: 'The Commissioner was notified now' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: summary })).toContainText('notified')
  await expectNoA11yViolations(page)
})
