import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 21: an administrator publishes a version of the privacy notice, JavaScript off and on. The
 * versions take effect far in the future, so that no member of the other journeys is asked to
 * acknowledge them (that step is tested over HTTP: tests/integration/privacy-notice.test.ts).
 */

test('an administrator publishes a new version of the privacy notice in both languages', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
  // The refused form answers 400, which the browser logs.
  allowConsoleErrors()
  await signInAsAdmin(page, '/admin/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice')
  await expect(page.getByLabel(/^Text in English/)).toHaveValue(/## /)
  await expectNoA11yViolations(page)

  const marker = `${jsEnabled ? 'js' : 'nojs'}-${Date.now().toString(36)}`
  await page.getByLabel(/^Text in English/).fill(`## Who we are\n\nEnglish ${marker}`)
  await page.getByLabel(/^Text in Malay/).fill('')
  await page.getByLabel(/^Effective from/).fill('2099-12-31')
  // The Malay text is required: without JavaScript the browser's own check stops an empty field, so
  // remove it to see the server's answer.
  await page.getByLabel(/^Text in Malay/).evaluate((element) => element.removeAttribute('required'))
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Please write the notice in Malay')).toBeVisible()
  await expect(page.getByLabel(/^Text in English/)).toHaveValue(`## Who we are\n\nEnglish ${marker}`)

  await page.getByLabel(/^Text in Malay/).fill(`## Siapa kami\n\nBahasa Melayu ${marker}`)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText(/Privacy notice version \d+ published/).first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Versions of the privacy notice' })).toContainText('31 Dec 2099')

  await page.goto('/admin/privacy?lng=ms')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notis privasi')
  await expectNoA11yViolations(page)
})
