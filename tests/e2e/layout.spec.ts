import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

function newMember() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { firstName: 'Siti', lastName: 'Rahman', email: `siti.${id}@example.com`, password: 'a-long-password-1', membershipType: 'Associate', acceptPrivacy: true }
}

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

  test('the disclaimer banner, once dismissed, stays away on this page and the next ones (issue 17)', async ({ page }) => {
    await page.goto('/about?lng=ms')
    const banner = page.getByRole('region', { name: 'Notis penafian' })
    await expect(banner.getByRole('link', { name: 'Baca penafian penuh' })).toHaveAttribute('href', '/disclaimer')
    await expectNoA11yViolations(page)
    await banner.getByRole('button', { name: 'Tutup notis penafian' }).click()
    await expect(banner).toHaveCount(0)
    // Back on the same page, in the same language (without JavaScript after a round trip to the server).
    await expect(page).toHaveURL(/\/about\?lng=ms$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const path of ['/', '/contact', '/about']) {
      await page.goto(path)
      await expect(page.getByRole('region', { name: /Disclaimer notice|Notis penafian/ })).toHaveCount(0)
    }
    // The full disclaimer is still one link away, in the footer.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /disclaimer|penafian/i }).first()).toBeVisible()
  })

  test('on a member page with a form, dismissing the banner with JavaScript keeps what was typed (issue 17)', { tag: '@js' }, async ({ page, jsEnabled }) => {
    // The API signs the new member in; the page shares its cookies. /profile is a hydrated page.
    expect((await page.request.post('/api/auth/register', { data: newMember() })).status()).toBe(201)
    await page.goto('/profile')
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true })
    await firstName.fill('Typed')
    const dismissed = page.waitForResponse((response) => response.url().endsWith('/disclaimer/dismiss'))
    await page.getByRole('button', { name: 'Dismiss the disclaimer notice' }).click()
    await dismissed
    await expect(page.getByRole('region', { name: 'Disclaimer notice' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/profile$/)
    // With JavaScript the banner goes in place; without it the page comes back from the server.
    await expect(firstName).toHaveValue(jsEnabled ? 'Typed' : 'Siti')
    // Either way the cookie is set: the next page has no banner.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Disclaimer notice' })).toHaveCount(0)
  })

  test('signing out says so, in the page language (issue 17)', async ({ page }) => {
    const member = newMember()
    // The API signs the new member in; the page shares its cookies.
    expect((await page.request.post('/api/auth/register', { data: member })).status()).toBe(201)
    await page.goto('/member-dashboard/cpd')
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('toast')).toHaveText(/You are signed out/)
    await expectNoA11yViolations(page)
    // One request: the next page has no toast.
    await page.goto('/about')
    await expect(page.getByTestId('toast')).toHaveCount(0)

    expect((await page.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200)
    await page.goto('/member-dashboard/cpd?lng=ms')
    await page.getByRole('main').getByRole('button', { name: 'Log Keluar' }).click()
    await expect(page.getByTestId('toast')).toHaveText(/Anda telah log keluar/)
  })

  test('under 640 px the header shows the short name EMPAM, whole; the full names stay in the hero, the footer and wider screens (issue 17)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const home = page.getByRole('banner').getByRole('link', { name: /^EMPAM Energy Medicine Practitioners Association of Malaysia/ })
    const wordmark = home.getByText('EMPAM', { exact: true })
    await expect(wordmark).toBeVisible()
    // Not cut off: the word fits its box.
    expect(await wordmark.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    // The full name is there for screen readers only: clipped to one pixel (sr-only).
    expect((await home.getByText('Energy Medicine Practitioners Association of Malaysia', { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Energy Medicine Practitioners Association of Malaysia' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText('Energy Medicine Practitioners Association of Malaysia', { exact: true })).toBeAttached()
    await expectNoA11yViolations(page)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(wordmark).toBeHidden()
    const wide = page.getByRole('banner').getByRole('link', { name: /^Energy Medicine Practitioners Association of Malaysia/ })
    await expect(wide.getByText('Energy Medicine Practitioners Association of Malaysia', { exact: true })).toBeVisible()
    await expect(wide.getByText('Persatuan Pengamal Perubatan Tenaga Malaysia', { exact: true })).toBeVisible()
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
    expect(dashboard.headers().location).toBe('/member-dashboard/cpd')
    const news = await request.get('/news-events', { maxRedirects: 0 })
    expect(news.headers().location).toBe('/news')
  })
})
