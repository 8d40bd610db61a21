import type { Page } from '@playwright/test'
import { addDays } from '#app/domain/dates.ts'
import { today } from '#tests/clock.ts'
import { ONE_PAGE_PDF } from '#tests/media.ts'
import { activeMember, expect, expectNoA11yViolations, signInAsAdmin, signInAt, test } from '#tests/playwright-utils.ts'

/**
 * Issue 36, item 4: credentials that expire. On a phone (390 px) and without JavaScript, a member records
 * their liability insurance with its certificate (a plain multipart form), reads in Malay that it waits
 * for the CPD reviewer, the reviewer confirms it on /admin/credentials, and the member's page says so.
 * The rest (the API, bad input, the once-only reminders, the listing's line) is tested over HTTP:
 * tests/integration/credentials.test.ts.
 */

test.use({ viewport: { width: 390, height: 844 } })

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('a member records their insurance with its certificate, reads in Malay that it waits, and the CPD reviewer confirms it', async ({ page }) => {
  test.setTimeout(120_000)
  const member = await activeMember(page, 'Suraya')
  const name = `${member.firstName} ${member.lastName}`
  const until = addDays(today(), 365)

  await signInAt(page, '/member-dashboard/credentials?lng=en', member)
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance, first aid and practice' })).toBeVisible()
  await expect(page.getByTestId('credential-state')).toContainText('Liability insurance: not recorded')
  expect(await fitsTheWidth(page)).toBe(true)
  await expectNoA11yViolations(page)

  await page.getByRole('combobox', { name: 'Credential' }).selectOption('liability-insurance')
  await page.getByRole('textbox', { name: 'Insurer or provider' }).fill('Etiqa Takaful')
  await page.getByRole('textbox', { name: 'Policy or certificate number' }).fill('POL-88123')
  await page.getByLabel('First day covered').fill(today())
  await page.getByLabel('Last day covered').fill(until)
  await page.getByLabel('Certificate (a photo or a PDF, at most 10 MB)').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByRole('button', { name: 'Record credential' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/credentials$/)
  await expect(page.getByText('Credential recorded.').first()).toBeVisible()
  const recorded = page.getByTestId('credential')
  await expect(recorded).toHaveCount(1)
  await expect(recorded).toContainText('Liability insurance · Waiting for the CPD reviewer')
  await expect(recorded).toContainText('POL-88123')
  await expect(recorded.getByRole('link', { name: 'Open the certificate' })).toBeVisible()

  // In Malay.
  await page.goto('/member-dashboard/credentials?lng=ms')
  await expect(page.getByRole('heading', { level: 1, name: 'Insurans, pertolongan cemas dan amalan' })).toBeVisible()
  await expect(page.getByTestId('credential')).toContainText('Menunggu penyemak CPD')
  await expect(page.getByTestId('credential-state')).toContainText('Insurans liabiliti: menunggu penyemak CPD')
  expect(await fitsTheWidth(page)).toBe(true)
  await expectNoA11yViolations(page)

  // The CPD reviewer (the e2e administrator) confirms it.
  await signInAsAdmin(page, '/admin/credentials?lng=en')
  const card = page.getByRole('article', { name: `Liability insurance: ${name}` })
  await expect(card).toContainText('POL-88123')
  await expectNoA11yViolations(page)
  await card.getByRole('button', { name: `Confirm Liability insurance of ${name}` }).click()
  await expect(page.getByText('Credential confirmed.').first()).toBeVisible()
  await expect(page.getByRole('article', { name: `Liability insurance: ${name}` })).toHaveCount(0)

  // The member's page: confirmed, and no longer deletable.
  await signInAt(page, '/member-dashboard/credentials?lng=en', member)
  await expect(page.getByTestId('credential')).toContainText('Liability insurance · Confirmed')
  await expect(page.getByTestId('credential-state')).toContainText(/Liability insurance: confirmed until/)
  await expect(page.getByTestId('credential').getByRole('button', { name: /^Delete/ })).toHaveCount(0)
})
