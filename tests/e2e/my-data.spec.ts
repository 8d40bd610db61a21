import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, newApplicant, registerByApi, test } from '#tests/playwright-utils.ts'

/**
 * My data (issue 21, item 2), with JavaScript off and on: the member finds the downloads and asks the
 * secretariat for a correction; a too-short request is refused with what was typed kept, a good one is
 * listed with its deadline. In Malay too.
 */

async function registeredAndSignedIn(page: Page) {
  const member = newApplicant('Nurul', { lastName: 'Correcting', password: 'my-data-password-1', membershipType: 'Associate' })
  await registerByApi(page, member)
  return member
}

test('a member asks the secretariat to correct their data', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
  allowConsoleErrors() // the 400 answer is logged by the browser
  await registeredAndSignedIn(page)
  await page.goto('/member-dashboard/my-data')
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download as ZIP (JSON and CSV)' })).toHaveAttribute('href', '/member-dashboard/my-data.zip')
  await expectNoA11yViolations(page)

  const request = page.getByRole('textbox', { name: 'Your request' })
  // The browser's own minimum length would stop it first: remove it to see the server's answer.
  await request.evaluate((element) => element.removeAttribute('minlength'))
  await request.fill('Wrong')
  await page.getByRole('button', { name: 'Send the request' }).click()
  await expect(page.getByText('Please write at least 10 characters').first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Your request' })).toHaveValue('Wrong')

  const text = `My receipt shows my old name (${jsEnabled ? 'js' : 'no js'}).`
  await page.getByLabel('What you are asking for').selectOption('correction')
  await page.getByRole('textbox', { name: 'Your request' }).fill(text)
  await page.getByRole('button', { name: 'Send the request' }).click()
  await expect(page.getByText('Request sent')).toBeVisible()
  await expect(page.getByText(text)).toBeVisible()
  await expect(page.getByText(/Answer due by/)).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the page in Malay passes axe', async ({ page }) => {
  await registeredAndSignedIn(page)
  await page.goto('/member-dashboard/my-data?lng=ms')
  await expect(page.getByRole('heading', { level: 1, name: 'Data saya' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hantar permintaan' })).toBeVisible()
  await expectNoA11yViolations(page)
})
