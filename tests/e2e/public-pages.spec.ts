import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

const pages = [
  { path: '/', h1: 'Energy Medicine Practitioners Association of Malaysia' },
  { path: '/about', h1: 'Championing safe, ethical energy medicine in Malaysia' },
  { path: '/energy-medicine', h1: 'What is energy medicine?' },
  { path: '/membership', h1: 'Join a professional community that puts safety and ethics first' },
  { path: '/ethics', h1: 'The promises our members make' },
  { path: '/training', h1: 'Learn, grow and keep your practice safe' },
  { path: '/news', h1: 'News and events' },
  { path: '/resources', h1: 'Resources for the public and practitioners' },
  { path: '/collaborations', h1: 'Working together for safe, wholistic wellness' },
  { path: '/advocacy', h1: 'Speaking up for safe, honest, accessible wellness' },
  { path: '/donate', h1: 'Support Our Mission' },
  { path: '/contact', h1: 'Contact us' },
  { path: '/disclaimer', h1: 'Disclaimer' },
  { path: '/privacy', h1: 'Privacy notice' },
]

test.describe('every public page', () => {
  for (const { path, h1 } of pages) {
    test(`${path} shows its one heading and passes the accessibility checks`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page.getByRole('main')).toBeVisible()
      await expectNoA11yViolations(page)
    })
  }

  test('a news article opens from the list, and a missing one is a 404', async ({ page, allowConsoleErrors }) => {
    await page.goto('/news')
    const featured = page.getByRole('region', { name: 'Featured news' })
    const title = (await featured.getByRole('heading', { level: 3 }).first().textContent())!.trim()
    await featured.getByRole('link', { name: /Read Full Article/ }).first().click()
    await expect(page).toHaveURL(/\/news\/[0-9a-f]{24}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | EMPAM`)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Back to News & Events' }).click()
    await expect(page).toHaveURL(/\/news$/)

    allowConsoleErrors() // the browser logs the 404 status itself
    const response = await page.goto('/news/0123456789abcdef01234567')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('the resources search finds what it is asked for', async ({ page }) => {
    await page.goto('/resources')
    await page.getByLabel('Search resources').fill('Act 775')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\?q=Act\+775/)
    await expect(page.getByText(/resources? found for “Act 775”/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Traditional and Complementary Medicine Act 2016 (Act 775)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Personal Data Protection Act 2010 (Act 709)' })).toHaveCount(0)
  })
})

/** A phone's screen (iPhone 12-15) and the most the home page may take of it (issue 17). */
const PHONE = { width: 390, height: 844 }
const HOME_MAX_SCREENS = 5

test.describe('the home page', () => {
  for (const { lng, h1, find, apply, banner } of [
    { lng: 'en', h1: 'Energy Medicine Practitioners Association of Malaysia', find: 'Find a Practitioner', apply: 'Apply for Membership', banner: 'Disclaimer notice' },
    { lng: 'ms', h1: 'Persatuan Pengamal Perubatan Tenaga Malaysia', find: 'Cari Pengamal', apply: 'Mohon Keahlian', banner: 'Notis penafian' },
  ]) {
    test(`at 390 x 844 in ${lng} it is at most five screens tall, banner and all, with both main actions and the photo on the first screen`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(`/?lng=${lng}`)
      await expect(page.getByRole('region', { name: banner })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height, `the page is ${(height / PHONE.height).toFixed(1)} screens`).toBeLessThanOrEqual(HOME_MAX_SCREENS * PHONE.height)
      const hero = page.getByRole('region', { name: h1 })
      for (const name of [find, apply]) {
        const box = (await hero.getByRole('link', { name, exact: true }).boundingBox())!
        expect(box.y + box.height, `${name} on the first screen`).toBeLessThanOrEqual(PHONE.height)
      }
      // The photo: loaded at once, its box kept by width and height, inside the first screen.
      const photo = hero.getByRole('img')
      await expect(photo).toHaveAttribute('loading', 'eager')
      await expect(photo).toHaveAttribute('width', '960')
      await expect(photo).toHaveAttribute('height', '540')
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect((await photo.boundingBox())!.y).toBeLessThan(PHONE.height)
      await expectNoA11yViolations(page)
    })
  }

  test('the hero leads to the directory and to the application; the committee is on /about', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Energy Medicine Practitioners Association of Malaysia' })
    await hero.getByRole('link', { name: 'Find a Practitioner' }).click()
    await expect(page).toHaveURL(/\/find-practitioner$/)
    await page.goto('/')
    await hero.getByRole('link', { name: 'Apply for Membership' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await page.goto('/')
    await page.locator('#contact').getByRole('link', { name: 'Meet the Executive Committee' }).click()
    await expect(page).toHaveURL(/\/about#committee$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Executive Committee (EXCO)' })).toBeInViewport()
  })

  test('news: each line opens its event or article', async ({ page }) => {
    await page.goto('/')
    const news = page.locator('#news')
    const first = news.getByRole('listitem').first().getByRole('link')
    const title = (await first.locator('span').last().textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\/(events|news)\/[0-9a-f]{24}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
})

test.describe('the about page', () => {
  test('View Details shows the twelve committee members and Hide Details hides them again', async ({ page }) => {
    await page.goto('/about#committee')
    const committee = page.locator('#committee')
    const cards = committee.getByRole('list', { name: /Executive Committee/ }).getByRole('listitem')
    await expect(cards.first()).toBeHidden()
    await committee.getByText('View Details').click()
    await expect(cards).toHaveCount(12)
    await expect(cards.first()).toBeVisible()
    await expect(committee.getByText('Founding President')).toBeVisible()
    await expect(committee.getByText('Marketing & Creative Director')).toBeVisible()
    await expect(committee.getByText('View Details')).toBeHidden()
    await expectNoA11yViolations(page)
    await committee.getByText('Hide Details').click()
    await expect(cards.first()).toBeHidden()
    await expect(committee.getByText('View Details')).toBeVisible()
  })
})

test.describe('buttons that lead somewhere', () => {
  test('a donation amount leads to the pledge form with the amount filled in and How to Donate showing it; so does a custom amount', async ({ page }) => {
    await page.goto('/donate')
    await page.getByRole('link', { name: 'Donate RM 150' }).click()
    await expect(page).toHaveURL(/\/donate\?amount=150#pledge$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Pledge your gift' })).toBeInViewport()
    await expect(page.getByLabel('Amount (RM)')).toHaveValue('150')
    await expect(page.getByText('You have chosen RM 150')).toBeVisible()
    // No DuitNow QR until an officer uploads one (issue 34; admin-duitnow-qr.spec.ts): the bank transfer only.
    await expect(page.getByRole('heading', { name: 'Bank transfer' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^DuitNow QR code of / })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Email for a payment link for RM 150' })).toHaveAttribute(
      'href',
      /^mailto:donations@empam\.org\.my\?subject=Donation%20of%20RM%20150$/,
    )

    await page.getByRole('link', { name: 'Change the amount' }).click()
    await expect(page).toHaveURL(/\/donate\?amount=150#impact-tiers$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Your impact' })).toBeInViewport()

    await page.getByLabel('Amount in ringgit').fill('275')
    await page.getByRole('button', { name: 'Donate Custom Amount' }).click()
    await expect(page).toHaveURL(/\/donate\?amount=275#pledge$/)
    await expect(page.getByText('You have chosen RM 275')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('a sponsor tier opens the contact form about a partnership', async ({ page }) => {
    await page.goto('/donate')
    await page.getByRole('link', { name: 'Become a Gold Sponsor' }).click()
    await expect(page).toHaveURL(/\/contact\?subject=partnership/)
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByLabel('Subject')).toHaveValue('partnership')
    await expect(form.getByLabel('Message')).toHaveValue('We would like to discuss becoming a Gold Sponsor of EMPAM.')
  })

  test('Apply for Membership and Member Login go to registration and sign-in', async ({ page }) => {
    await page.goto('/membership')
    // One in the hero, one at the foot after the types and steps.
    const apply = page.getByRole('link', { name: 'Apply for Membership' })
    await expect(apply).toHaveCount(2)
    for (const link of await apply.all()) await expect(link).toHaveAttribute('href', '/register')
    await expect(page.getByRole('link', { name: 'How to apply' })).toHaveAttribute('href', '#how-to-apply')
    await expect(page.getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/login')
  })
})
