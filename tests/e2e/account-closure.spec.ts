import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, newApplicant, registerByApi, test } from '#tests/playwright-utils.ts'

/**
 * Closing one's account (issue 21), with JavaScript off and on: the page asks for the password, a wrong
 * one is refused with the account kept, the right one signs the member out, and signing in again is
 * refused with how to cancel. In Malay too.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

async function registeredAndSignedIn(page: Page) {
  const member = newApplicant('Siti', { lastName: 'Closing', password: 'closing-password-1', membershipType: 'Associate' })
  await registerByApi(page, member)
  return member
}

test('a member closes their account with their password; signing in again is refused', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors() // the 400 answer is logged by the browser
  const member = await registeredAndSignedIn(page)
  await page.goto('/member-dashboard/cpd')
  await page.getByRole('link', { name: 'Close my account' }).first().click()
  await expect(page).toHaveURL(/\/member-dashboard\/close-account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Close my account' })).toBeVisible()
  await expectNoA11yViolations(page)

  await field(page, 'Your password, to confirm').fill('not-my-password')
  await page.getByRole('button', { name: 'Close my account' }).click()
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible()

  await field(page, 'Your password, to confirm').fill(member.password)
  await page.getByRole('button', { name: 'Close my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Your account is closed and you have been signed out.')).toBeVisible()

  await page.goto('/login')
  await field(page, 'Email').fill(member.email)
  await field(page, 'Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('This account has been closed. To cancel the closure, please contact the secretariat.')).toBeVisible()
})

test('the page in Malay passes axe', async ({ page }) => {
  await registeredAndSignedIn(page)
  await page.goto('/member-dashboard/close-account?lng=ms')
  await expect(page.getByRole('heading', { level: 1, name: 'Tutup akaun saya' })).toBeVisible()
  await expectNoA11yViolations(page)
})
