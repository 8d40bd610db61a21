import { thisYear, today } from '#tests/clock.ts'
import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 35, item 4: the secretariat sees the countdown to the annual return on /admin, opens the pack by
 * the administration's tab, logs a rule amendment (refused first without its text) and finds it in the
 * year's pack and its CSV and PDF; then the pack in Malay. Without JavaScript and with it: each run logs a
 * clause of its own, as the two may run at once.
 */
test('the annual return: the countdown, the pack, a rule amendment logged, in both languages', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
  // The refused form answers 400, which the browser logs.
  allowConsoleErrors()
  const clause = `Clause ${jsEnabled ? 'on' : 'off'} ${Date.now().toString(36)}`
  await signInAsAdmin(page, '/admin')
  await expect(page.getByRole('link', { name: /^Annual return for \d{4}: due (by|today)/ })).toBeVisible()

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Annual return' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annual return')
  for (const section of ['1. Rule amendments', '2. Office-bearers', '3. Number of members', '4. Registered address', '5. Accounts']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expect(page.getByText(/^Due by .+: (within 60 days after the annual general meeting|before 1 March of the next year)/)).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: "Keep the rule amendments' log" }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rule amendments')
  await page.getByLabel(/^General meeting/).fill(today())
  await page.getByLabel(/^Clause/).fill(clause)
  await page.getByRole('button', { name: 'Add the amendment' }).click()
  await expect(page.getByText('Please give the text after the amendment, or a summary of it')).toBeVisible()
  await expect(page.getByLabel(/^Clause/)).toHaveValue(clause)
  await expectNoA11yViolations(page)

  await page.getByLabel(/^Text after, or a summary/).fill('Notice of a general meeting: twenty-one days.')
  await page.getByRole('button', { name: 'Add the amendment' }).click()
  await expect(page.getByText('The rule amendment is logged.').first()).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: clause })).toContainText('Awaiting approval')

  await page.goto(`/admin/annual-return?year=${thisYear()}`)
  const amendments = page.locator('[data-section="amendments"]')
  await expect(amendments.getByRole('row').filter({ hasText: clause })).toContainText('Notice of a general meeting: twenty-one days.')
  const csv = await page.request.get(`/admin/annual-return.csv?year=${thisYear()}`)
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(`Rule amendments,${clause},`)
  const pdf = await page.request.get(`/admin/annual-return.pdf?year=${thisYear()}`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  await page.goto(`/admin/annual-return?year=${thisYear()}&lng=ms`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Penyata tahunan')
  await expect(page.getByRole('heading', { level: 2, name: '1. Pindaan perlembagaan' })).toBeVisible()
  await expect(page.locator('[data-section="amendments"]').getByRole('row').filter({ hasText: clause })).toContainText('Menunggu kelulusan')
  await expectNoA11yViolations(page)
})
