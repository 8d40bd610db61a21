import { type Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

// The e2e server starts on an empty database and seeds the 24 demo practitioners.
const results = (page: Page) => page.getByRole('region', { name: 'Practitioners' })
const cards = (page: Page) => results(page).getByRole('article')
const count = (page: Page) => page.getByText(/\d practitioners? found$/)

async function submitIfNoScript(page: Page, jsEnabled: boolean) {
  if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test.describe('the practitioner directory', () => {
  test('lists practitioners and finds one by name', { tag: '@js' }, async ({ page, jsEnabled }) => {
    await page.goto('/find-practitioner')
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Practitioner' })).toBeVisible()
    await expect(count(page)).toHaveText('24 practitioners found')
    await expect(cards(page)).toHaveCount(12)
    await expect(cards(page).first().getByRole('heading')).toHaveText('Mr. Anthony Jimbai anak Ugap')
    await expect(page.getByText(/^Practitioners write their own listings\./)).toBeVisible()
    await expectNoA11yViolations(page)

    const search = page.getByRole('searchbox', { name: 'Search' })
    await expect(search).toHaveAttribute('placeholder', 'Search by name or practice...')
    if (jsEnabled) {
      // Results follow the typing: no Search button press.
      await search.pressSequentially('GONTUSAN', { delay: 40 })
    } else {
      await search.fill('GONTUSAN')
      await submitIfNoScript(page, jsEnabled)
    }
    await expect(page).toHaveURL(/[?&]search=GONTUSAN/)
    await expect(count(page)).toHaveText('1 practitioner found')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Kinabalu Harmony Wellness Centre')
    await expect(cards(page).first()).not.toContainText('/10')
    await expect(search).toHaveValue('GONTUSAN')

    // Hostile input is only text.
    await search.fill('.*(')
    await submitIfNoScript(page, jsEnabled)
    await expect(count(page)).toHaveText('0 practitioners found')
    await expect(page.getByRole('heading', { name: 'No practitioners found' })).toBeVisible()
    await expect(
      page.getByText('Try adjusting your search criteria or browse all practitioners by clearing the filters.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Clear all filters' }).click()
    await expect(count(page)).toHaveText('24 practitioners found')
  })

  test('filters by location and pillar speciality', { tag: '@js' }, async ({ page, jsEnabled }) => {
    await page.goto('/find-practitioner')
    await page.getByLabel('Location').selectOption('Sabah')
    await submitIfNoScript(page, jsEnabled)
    await expect(page).toHaveURL(/[?&]state=Sabah/)
    await expect(count(page)).toHaveText('5 practitioners found')
    for (const card of await cards(page).all()) await expect(card).toContainText('Malaysia')

    await page.getByLabel('Pillar speciality').selectOption('Environment')
    await submitIfNoScript(page, jsEnabled)
    await expect(page).toHaveURL(/specialty=Environment/)
    await expect(count(page)).toHaveText('3 practitioners found')
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Puan Dayang Normah binti Abdul Salam',
      'Dr. Juliana Gontusan',
      'Mdm. Rosalind Majinbon',
    ])
    // The address is shareable: opening it again gives the same list and the same choices.
    await page.goto(page.url())
    await expect(count(page)).toHaveText('3 practitioners found')
    await expect(page.getByLabel('Location')).toHaveValue('Sabah')
    await expect(page.getByLabel('Pillar speciality')).toHaveValue('Environment')
    await expectNoA11yViolations(page)
  })

  test('on a phone the filters fold under "Filters", so the first result is on the first screen; they still work', { tag: '@js' }, async ({ page, jsEnabled }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const filters = page.locator('form[role="search"] summary')
    // In either language: the results' region by its mark.
    const firstCardTop = async () => (await page.locator('[data-directory-results] article').first().boundingBox())!.y
    await page.goto('/find-practitioner')
    await expect(filters).toBeVisible()
    await expect(filters).toContainText('Filters')
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden()
    expect(await firstCardTop()).toBeLessThan(844)
    await expectNoA11yViolations(page)

    await filters.click()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Bajau')
    await page.getByRole('combobox', { name: 'Sessions' }).selectOption('home-visit')
    // With JavaScript the summary follows the choices at once.
    if (jsEnabled) await expect(filters).toContainText('Bajau, Home visit')
    await submitIfNoScript(page, jsEnabled)
    await expect(page).toHaveURL(/[?&]language=Bajau/)
    await expect(page).toHaveURL(/[?&]mode=home-visit/)
    await expect(count(page)).toHaveText('2 practitioners found')
    for (const card of await cards(page).all()) await expect(card).toContainText('Bajau')

    // The shared address: folded again, saying what is chosen, the results on the first screen.
    await page.goto(page.url())
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden()
    await expect(filters).toContainText('Bajau, Home visit')
    expect(await firstCardTop()).toBeLessThan(844)

    // In Malay.
    await page.goto('/find-practitioner?lng=ms&language=Iban')
    await expect(filters).toContainText('Penapis')
    await expect(filters).toContainText('Bahasa Iban')
    expect(await firstCardTop()).toBeLessThan(844)
    await page.goto('/find-practitioner?lng=en')

    // On a wide screen the filters show as before, with no fold.
    await page.setViewportSize({ width: 1280, height: 720 })
    await expect(filters).toBeHidden()
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible()
  })

  test('page links reach every page; with JavaScript "Load more" appends only the next page', { tag: '@js' }, async ({ page, jsEnabled }) => {
    await page.goto('/find-practitioner')
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByText('Showing 1–12 of 24')).toBeVisible()
    const pages = page.getByRole('navigation', { name: 'Pages of results' })
    // One link in both modes (the page is not hydrated): without JavaScript it opens the next page at its
    // first card; with it, the page's script appends that page's cards in place.
    const loadMore = page.getByRole('link', { name: 'Load more practitioners' })
    await expect(loadMore).toHaveAttribute('href', '/find-practitioner?page=2#result-13')
    if (jsEnabled) {
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await loadMore.click()
      await expect(cards(page)).toHaveCount(24)
      await expect(page.getByText('Showing 1–24 of 24')).toBeVisible()
      await expect(loadMore).toHaveCount(0)
      // The next page alone was asked for: the first twelve cards were not sent again.
      expect(requests.filter((url) => url.includes('/find-practitioner'))).toEqual([expect.stringMatching(/page=2/)])
      await expect(page.getByRole('link', { name: 'Mdm. Lakshmi Devi a/p Krishnan', exact: true })).toBeFocused()
    } else {
      await pages.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/find-practitioner\?page=2$/)
      await expect(cards(page)).toHaveCount(12)
      await expect(page.getByText('Showing 13–24 of 24')).toBeVisible()
      await expect(loadMore).toHaveCount(0)
      await expect(pages.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/find-practitioner')
    }
    await expect(cards(page).nth(jsEnabled ? 12 : 0).getByRole('heading')).toHaveText('Mdm. Lakshmi Devi a/p Krishnan')
    await expectNoA11yViolations(page)
  })

  test('opens a profile from a card and from its Contact button, and goes back', async ({ page }) => {
    await page.goto('/find-practitioner?search=juliana')
    await page.getByRole('link', { name: 'Dr. Juliana Gontusan', exact: true }).click()
    await expect(page).toHaveURL(/\/practitioner\/[0-9a-f]{24}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Juliana Gontusan' })).toBeVisible()
    // No rating: nothing backs the stored ones (issue 19); a self-listed profile shows no membership ID (issue 18).
    await expect(page.getByText(/out of 10|112 reviews/)).toHaveCount(0)
    await expect(page.getByText('Self-listed')).toBeVisible()
    await expect(page.getByText(/Member ID/)).toHaveCount(0)
    await expect(page.getByText('22 years')).toBeVisible()
    const contact = page.getByRole('region', { name: 'Contact', exact: true })
    await expect(contact.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+60128364410')
    // Her address is not published (issue 36, item 6): the button leads to the message form, and the page never shows it.
    await expect(contact.getByRole('link', { name: 'Send a message', exact: true })).toHaveAttribute('href', '#message')
    await expect(contact.getByRole('link', { name: 'Email', exact: true })).toHaveCount(0)
    expect(await page.content()).not.toContain('juliana@kinabaluharmony.example')
    await expect(page.getByText(/^Practitioners write their own listings\./)).toBeVisible()
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    await expectNoA11yViolations(page)

    await page.getByRole('link', { name: 'Back to Directory' }).click()
    await expect(page).toHaveURL(/\/find-practitioner$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Practitioner' })).toBeVisible()

    await page.getByRole('link', { name: 'Contact Dr. Juliana Gontusan' }).click()
    await expect(page).toHaveURL(/\/practitioner\/[0-9a-f]{24}#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('a practitioner without a phone has no Call button', async ({ page }) => {
    await page.goto('/find-practitioner?search=oliver+bennett')
    await page.getByRole('link', { name: 'Mr. Oliver Bennett', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mr. Oliver Bennett' })).toBeVisible()
    const contact = page.getByRole('region', { name: 'Contact', exact: true })
    await expect(contact.getByRole('link', { name: 'Send a message', exact: true })).toBeVisible()
    await expect(contact.getByRole('link', { name: 'Call', exact: true })).toHaveCount(0)
  })

  test('an unknown practitioner is a real 404', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the browser logs the 404 status itself
    for (const id of ['0123456789abcdef01234567', 'not-a-real-id']) {
      const response = await page.goto(`/practitioner/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Not Found' })).toBeVisible()
      await expect(page.getByText("The practitioner you're looking for doesn't exist.")).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    }
    await expectNoA11yViolations(page)
  })

  test('the home page lists three practitioners a line each and searches the directory by name and location', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#directory')
    await expect(section.getByRole('heading', { level: 2, name: 'Find a Practitioner' })).toBeVisible()
    const rows = section.getByRole('listitem')
    await expect(rows).toHaveCount(3)
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/practitioner\/[0-9a-f]{24}$/)
    await expect(section.getByRole('link', { name: 'Browse all 24 practitioners' })).toHaveAttribute('href', '/find-practitioner')
    await expect(section.getByRole('link', { name: 'Read the disclaimer' })).toHaveAttribute('href', '/disclaimer')
    await expectNoA11yViolations(page)
    await section.getByRole('searchbox', { name: 'Search' }).fill('reiki')
    await section.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/find-practitioner\?search=reiki&state=$/)
    await expect(count(page)).toHaveText('2 practitioners found')
    await expect(cards(page).getByRole('heading')).toHaveText(['Mr. Harjit Singh a/l Gurdev Singh', 'Mdm. Rosalind Majinbon'])
  })
})

test.describe('with JavaScript', () => {
  test('six placeholder cards show while new results load', { tag: '@js' }, async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'placeholders need JavaScript')
    await page.goto('/find-practitioner')
    await expect(count(page)).toHaveText('24 practitioners found')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The page's script fetches the page at the new address and puts its results in place.
    await page.route(/\/find-practitioner\?state=Sarawak$/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Location').selectOption('Sarawak')
    await expect(page.getByTestId('practitioner-skeleton')).toHaveCount(6)
    await expect(results(page)).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(count(page)).toHaveText('2 practitioners found')
    await expect(page.getByTestId('practitioner-skeleton')).toHaveCount(0)
    await expect(cards(page)).toHaveCount(2)
  })

  test('the back button restores the earlier search', { tag: '@js' }, async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'without JavaScript each search is a page of its own anyway')
    await page.goto('/find-practitioner?state=Penang')
    await expect(count(page)).toHaveText('2 practitioners found')
    await page.getByRole('link', { name: 'Dr. Arvind Menon', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Arvind Menon' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/state=Penang/)
    await expect(count(page)).toHaveText('2 practitioners found')
    await expect(page.getByLabel('Location')).toHaveValue('Penang')
  })
})
