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
    await page.getByLabel('Search resources').fill('consent')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\?q=consent/)
    await expect(page.getByText(/resources? found for “consent”/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Client Intake and Consent Templates' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Personal Data Protection Act 2010 (Act 709)' })).toHaveCount(0)
  })
})

test.describe('the home page', () => {
  test('the hero links scroll to the directory and about sections', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Find a Practitioner' }).first().click()
    await expect(page).toHaveURL(/#directory$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Find a Practitioner' })).toBeInViewport()
    await expect(page.locator('#directory').getByRole('link', { name: /^Browse all \d+ practitioners$/ })).toHaveAttribute(
      'href',
      '/find-practitioner',
    )
    await page.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/#about$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Join Our Community' })).toBeInViewport()
    await page.getByRole('link', { name: 'Find a Practitioner' }).first().click()
    await expect(page.getByRole('heading', { level: 2, name: 'Find a Practitioner' })).toBeInViewport()
  })

  test('View Details shows the twelve committee members and Hide Details hides them again', async ({ page }) => {
    await page.goto('/')
    const exco = page.locator('#exco')
    const cards = exco.getByRole('list', { name: /Executive Committee/ }).getByRole('listitem')
    await expect(cards.first()).toBeHidden()
    await exco.getByText('View Details').click()
    await expect(cards).toHaveCount(12)
    await expect(cards.first()).toBeVisible()
    await expect(exco.getByText('Founding President')).toBeVisible()
    await expect(exco.getByText('Marketing & Creative Director')).toBeVisible()
    await expect(exco.getByText('View Details')).toBeHidden()
    await expectNoA11yViolations(page)
    await exco.getByText('Hide Details').click()
    await expect(cards.first()).toBeHidden()
    await expect(exco.getByText('View Details')).toBeVisible()
  })
})

test.describe('buttons that lead somewhere', () => {
  test('a donation amount leads to How to Donate with the amount shown; so does a custom amount', async ({ page }) => {
    await page.goto('/donate')
    await page.getByRole('link', { name: 'Donate RM 150' }).click()
    await expect(page).toHaveURL(/\/donate\?amount=150#how-to-donate$/)
    await expect(page.getByText('You have chosen RM 150')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request a payment link for RM 150' })).toHaveAttribute(
      'href',
      /^mailto:donations@empam\.org\.my\?subject=Donation%20of%20RM%20150$/,
    )

    await page.getByRole('link', { name: 'Change the amount' }).click()
    await expect(page).toHaveURL(/\/donate\?amount=150#impact-tiers$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Your impact' })).toBeInViewport()

    await page.getByLabel('Amount in ringgit').fill('275')
    await page.getByRole('button', { name: 'Donate Custom Amount' }).click()
    await expect(page).toHaveURL(/\/donate\?amount=275#how-to-donate$/)
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
    await expect(page.getByRole('link', { name: 'Apply for Membership' })).toHaveAttribute('href', '/register')
    await expect(page.getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/login')
  })
})
