import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

test.describe('the layout shell', () => {
  test('shows the name bar, the navigation with the current page marked, and the footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Energy Medicine Practitioners Association of Malaysia/ }).first()).toBeVisible()
    await expect(page.getByText('Persatuan Pengamal Perubatan Tenaga Malaysia').first()).toBeVisible()
    await expect(page.getByText(/Reg\. No\. PPM-/).first()).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current', 'page')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Penampang')
    await expect(footer.getByRole('link', { name: '+60 88-722 148' })).toHaveAttribute('href', 'tel:+6088722148')
    await expect(footer.getByRole('link', { name: 'info@empam.org.my' })).toHaveAttribute('href', 'mailto:info@empam.org.my')
    await expect(footer).toContainText('Office hours')
    await expect(footer.getByRole('link', { name: /on Facebook/ })).toHaveAttribute('href', /facebook\.com/)
    await expect(footer.getByRole('link', { name: /on YouTube/ })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Administration' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Join' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('the disclaimer banner can be dismissed and comes back on reload', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Disclaimer notice' })
    await expect(banner).toContainText('Practitioners listed are self-registered')
    await expect(banner.getByRole('link', { name: 'Read full disclaimer' })).toHaveAttribute('href', '/disclaimer')
    await page.getByTitle('Dismiss').click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(banner).toBeVisible()
  })

  test('the mobile menu opens, lists every page and is keyboard-usable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeHidden()
    await page.getByText('Menu', { exact: true }).click()
    await expect(mobile).toBeVisible()
    for (const name of ['About Us', 'Find Practitioner', 'Code of Ethics', 'Resources', 'Collaborations', 'Advocacy', 'Donate']) {
      await expect(mobile.getByRole('link', { name })).toBeVisible()
    }
    await expect(mobile.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expectNoA11yViolations(page)
  })

  test('the skip link moves focus past the header', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })

  test('an unknown address shows the 404 page with the real status', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the browser logs the 404 status itself
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    await expect(page).toHaveTitle(/404/)
    await expectNoA11yViolations(page)
  })

  test('old links lead to the right pages', async ({ request }) => {
    const dashboard = await request.get('/dashboard', { maxRedirects: 0 })
    expect(dashboard.status()).toBe(301)
    expect(dashboard.headers().location).toBe('/member-dashboard')
    const news = await request.get('/news-events', { maxRedirects: 0 })
    expect(news.headers().location).toBe('/news')
  })
})
