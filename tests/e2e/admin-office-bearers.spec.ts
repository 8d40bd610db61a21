import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 35, item 1: an administrator records a new office-bearer on /admin/office-bearers, and the about
 * page's committee shows them in both languages. Without JavaScript the new Treasurer, with it the new
 * Honorary Secretary: the two runs share the server and may run at once, and a position has one holder.
 */
test('an administrator records a new office-bearer: the about page shows them in both languages', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
  // The refused form answers 400, which the browser logs.
  allowConsoleErrors()
  const role = jsEnabled
    ? { title: 'Honorary Secretary', titleMs: 'Setiausaha Kehormat', before: 'Nur Aisyah binti Rahman', name: 'Farah Nadia binti Kamal' }
    : { title: 'Treasurer', titleMs: 'Bendahari', before: 'Tan Mei Ling', name: 'Lim Siew Ling' }
  const name = `${role.name} ${Date.now().toString(36)}`
  await signInAsAdmin(page, '/admin/office-bearers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office-bearers')
  const position = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: role.title, exact: true }) })
  await expect(position).toContainText(role.before)
  await expectNoA11yViolations(page)

  // No holder named: the server says so, and keeps the position chosen.
  await page.getByRole('combobox', { name: 'Position', exact: true }).selectOption({ label: role.title })
  await page.getByRole('button', { name: 'Record holder' }).click()
  await expect(page.getByText("Please give a member's e-mail address or membership ID, or a name")).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Position', exact: true })).toHaveValue(/.+/)

  await page.getByRole('combobox', { name: 'Position', exact: true }).selectOption({ label: role.title })
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('button', { name: 'Record holder' }).click()
  await expect(page.getByText("The new holder is recorded; the previous holder's term ends the day before").first()).toBeVisible()
  await expect(position).toContainText(name)
  await expect(position).not.toContainText(role.before)

  await page.goto('/about#committee')
  await page.locator('#committee summary').click()
  const card = page.locator('#committee li').filter({ hasText: name })
  await expect(card).toBeVisible()
  await expect(card).toContainText(role.title)
  await expect(page.locator('#committee li').filter({ hasText: role.before })).toHaveCount(0)

  await page.goto('/about?lng=ms#committee')
  await page.locator('#committee summary').click()
  await expect(page.locator('#committee li').filter({ hasText: name })).toContainText(role.titleMs)
})
