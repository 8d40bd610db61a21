import type { Page } from '@playwright/test'
import { dayOfYearsAgo } from '#tests/clock.ts'
import { activeMember, expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 17, item 5: the administration reads as a tool, JavaScript off and on, at 1280 and 390 px: its
 * own header, section tabs that all stay reachable on a phone, tables sorted by their headings, and
 * bulk buttons that wait for a ticked box (without JavaScript the server says so instead).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The membership IDs down the members' table, as shown. */
const membershipIds = (page: Page) => page.getByRole('main').locator('tbody td[data-label="Membership ID"]').allTextContents()

test('the admin header and tabs, and the members sorted by a heading, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(90_000)
  // Two members with IDs of their own, so that the list has an order to turn round.
  await activeMember(page, 'Sorted', { phone: '' })
  await activeMember(page, 'Sorted', { phone: '' })
  await signInAsAdmin(page, '/admin/members')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'EMPAM Administration' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'View the site' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('region', { name: 'Disclaimer notice' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')

  const heading = page.getByRole('columnheader', { name: /^Membership ID/ })
  await heading.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/members\?sort=membershipId&dir=asc$/)
  await expect(heading).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort', /./)
  const ascending = await membershipIds(page)
  expect(ascending.length).toBeGreaterThan(1)
  expect(ascending).toEqual([...ascending].sort())
  await expectNoA11yViolations(page)

  await heading.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/members\?sort=membershipId&dir=desc$/)
  await expect(heading).toHaveAttribute('aria-sort', 'descending')
  const descending = await membershipIds(page)
  expect(descending).toEqual([...descending].sort().reverse())
  expect(descending).not.toEqual(ascending)

  // A phone: every section tab can be reached (the row scrolls) and is a full tap target; the sort
  // links stay above the stacked rows.
  await page.setViewportSize({ width: 390, height: 844 })
  const tabs = page.getByRole('navigation', { name: 'Administration' }).getByRole('link')
  expect(await tabs.count()).toBeGreaterThan(5)
  for (const tab of await tabs.all()) {
    await tab.scrollIntoViewIfNeeded()
    await expect(tab).toBeInViewport({ ratio: 0.95 })
    expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  }
  await expect(page.getByRole('link', { name: 'View the site' })).toBeVisible()
  await expect(heading.getByRole('link')).toBeVisible()
  await heading.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/members\?sort=membershipId&dir=asc$/)
  // With JavaScript the address changes a moment before the rows are drawn; the heading is drawn with them.
  await expect(heading).toHaveAttribute('aria-sort', 'ascending')
  // In order again: not the same rows as before, since the journeys running beside this one add and
  // admit members meanwhile (an applicant without an ID sorts first until admitted).
  const again = await membershipIds(page)
  expect(again).toEqual([...again].sort())
  await expectNoA11yViolations(page)

  // The public site is one link away, with its own header back.
  await page.getByRole('link', { name: 'View the site' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'View the site' })).toHaveCount(0)
})

test('the section tabs mark the page shown, after a link followed within the administration too', { tag: '@js' }, async ({ page }) => {
  await signInAsAdmin(page, '/admin')
  const tabs = page.getByRole('navigation', { name: 'Administration' })
  await expect(tabs.getByRole('link', { name: 'Directory listings' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Content', exact: true })).not.toHaveAttribute('aria-current', /./)
  // The tabs are drawn by the server only (admin-nav.tsx); with JavaScript this link is followed in the
  // page, and the tabs must follow it all the same.
  await page.getByRole('main').getByRole('link', { name: 'Content Administration' }).click()
  await expect(page).toHaveURL(/\/admin-content$/)
  await expect(tabs.getByRole('link', { name: 'Content', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Directory listings' })).not.toHaveAttribute('aria-current', /./)
  await tabs.getByRole('link', { name: 'Member accounts' }).click()
  await expect(page).toHaveURL(/\/admin\/members$/)
  await expect(tabs.getByRole('link', { name: 'Member accounts' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Content', exact: true })).not.toHaveAttribute('aria-current', /./)
})

test('"Approve selected" and "Reject selected" wait for a ticked box; without JavaScript the page says to tick one', { tag: '@js' }, async ({ page, jsEnabled, allowConsoleErrors }) => {
  test.setTimeout(90_000)
  allowConsoleErrors() // the browser logs the 400 answer of the empty submission
  const { token } = await activeMember(page, 'Bulk', { phone: '' })
  const title = `Bulk review workshop ${unique()}`
  const added = await page.request.post('/api/cpd', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, provider: 'EMPAM Academy', category: 'Workshop', hours: 2, date: dayOfYearsAgo(1, '03-10') },
  })
  expect(added.status()).toBe(201)

  await signInAsAdmin(page, '/admin/cpd')
  await page.setViewportSize({ width: 390, height: 844 })
  const approve = page.getByRole('button', { name: 'Approve selected' })
  const reject = page.getByRole('button', { name: 'Reject selected' })
  const box = page.getByRole('checkbox', { name: `Select ${title}` })
  // The 20 px box sits in a 44 px target that a finger can press (issue 17).
  const target = (await page.locator('label').filter({ has: box }).boundingBox())!
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44)
  if (jsEnabled) {
    await expect(approve).toBeDisabled()
    await expect(reject).toBeDisabled()
    await box.check()
    await expect(approve).toBeEnabled()
    await expect(reject).toBeEnabled()
    await expectNoA11yViolations(page)
    await box.uncheck()
    await expect(approve).toBeDisabled()
  } else {
    await expect(approve).toBeEnabled()
    await approve.click()
    await expect(page.getByRole('heading', { level: 1, name: 'CPD Review' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Select at least one CPD entry')).toBeVisible()
    await expectNoA11yViolations(page)
  }
  // Nothing was reviewed.
  await expect(page.getByRole('main').getByRole('article', { name: title })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 720 })
  await expectNoA11yViolations(page)
})

test('on a phone the audit log and the subscribers stack their rows, each value led by its column, without a sideways scroller', async ({ page }) => {
  // Something in each list, whatever ran before: a member admitted (audited) and a subscriber waiting to confirm.
  await activeMember(page, 'Stacked', { phone: '' })
  expect((await page.request.post('/api/newsletter', { data: { email: `stacked.${unique()}@example.com` } })).status()).toBeLessThan(300)
  await page.context().clearCookies()
  await signInAsAdmin(page, '/admin/audit')
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/admin/audit', '/admin/messages/subscribers']) {
    await page.goto(path)
    const table = page.getByRole('main').locator('table.stack-table').first()
    await expect(table).toBeVisible()
    const { tableWidth, viewport, label } = await table.evaluate((element) => ({
      tableWidth: element.getBoundingClientRect().width,
      viewport: document.documentElement.clientWidth,
      label: getComputedStyle(element.querySelector('td[data-label]')!, '::before').content,
    }))
    expect(tableWidth, path).toBeLessThanOrEqual(viewport)
    expect(label, path).toMatch(/^".+: "/)
  }
  await expectNoA11yViolations(page)
})
