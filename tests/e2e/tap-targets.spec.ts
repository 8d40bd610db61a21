import type { Page } from '@playwright/test'
import { expect, test } from '#tests/playwright-utils.ts'
import { MIN_SIZE, smallTapTargets } from '#tests/tap-targets.ts'

const PHONE = { width: 390, height: 844 }

async function expectNoSmallTapTargets(page: Page, path: string, { phone = true } = {}) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const closed = await smallTapTargets(page)
  // The phone's menu, open: its links are tap targets too (a wide screen shows its navigation instead).
  if (phone) {
    await page.getByText('Menu', { exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  }
  const open = phone ? (await smallTapTargets(page)).filter((o) => !closed.some((c) => c.target === o.target)) : []
  const offenders = [...closed, ...open]
  if (offenders.length) console.log(`Tap targets under ${MIN_SIZE}x${MIN_SIZE} px on ${path}:\n${offenders.map((o) => `  ${o.width}x${o.height} ${o.target}`).join('\n')}`)
  expect(offenders, `tap targets under ${MIN_SIZE}x${MIN_SIZE} px on ${path}`).toEqual([])
}

test.describe('tap targets at 390 px (issue 17)', () => {
  test.use({ viewport: PHONE })

  for (const path of ['/', '/find-practitioner', '/membership', '/training', '/news', '/contact', '/login', '/register', '/donate']) {
    test(`${path}: every tap target is at least 44x44 px`, async ({ page }) => {
      await expectNoSmallTapTargets(page, path)
    })
  }

  test('a practitioner profile: every tap target is at least 44x44 px', async ({ page }) => {
    await page.goto('/find-practitioner')
    const profile = await page.locator('main a[href^="/practitioner/"]').first().getAttribute('href')
    expect(profile).toMatch(/^\/practitioner\/[0-9a-f]{24}/)
    await expectNoSmallTapTargets(page, profile!.replace(/#.*$/, ''))
  })

  test('the member dashboard, signed in: every tap target is at least 44x44 px', async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const member = { firstName: 'Siti', lastName: 'Rahman', email: `taps.${id}@example.com`, password: 'a-long-password-1', membershipType: 'Associate', acceptPrivacy: true }
    // The API signs the new member in; the page shares its cookies.
    expect((await page.request.post('/api/auth/register', { data: member })).status()).toBe(201)
    await expectNoSmallTapTargets(page, '/member-dashboard/cpd')
  })

  test('the check finds a target that is too small', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/contact'
      link.textContent = 'Tiny'
      link.style.cssText = 'display:inline-block;width:30px;height:20px;overflow:hidden'
      document.querySelector('main')!.prepend(link)
    })
    expect(await smallTapTargets(page)).toContainEqual({ target: 'main#main a "Tiny" → /contact', width: 30, height: 20 })
  })
})

test.describe('tap targets at 1280 px (issue 17)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  for (const path of ['/', '/find-practitioner', '/membership', '/contact', '/login', '/donate']) {
    test(`${path}: every tap target is at least 44x44 px`, async ({ page }) => {
      await expectNoSmallTapTargets(page, path, { phone: false })
    })
  }
})
