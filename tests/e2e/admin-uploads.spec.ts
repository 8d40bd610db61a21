import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoA11yViolations, signInAsAdmin, test } from '#tests/playwright-utils.ts'

/**
 * Issue 16's administrator journeys, with JavaScript off and on: a committee portrait, a news image, a
 * gallery of several photos and a partner logo, each chosen from a file on the content forms, and each
 * shown on its public page as a `<picture>` with every stored width in `srcset` and the picture's own
 * `width` and `height`. A disguised file is refused on the form, with what was typed kept.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A 1200 × 900 picture (so that all three widths, 160, 480 and 960, are made from it). */
const picture = async (colour: string, name = 'picture.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 1200, height: 900, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer(),
})

/** A field by its label; a required field's label ends in an asterisk hidden from assistive technology. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`))

/** A stored picture as pages show it: every width in srcset, its own size, and served. */
async function expectStoredPicture(page: Page, image: Locator, { width, height }: { width: number; height: number }) {
  await expect(image).toHaveAttribute('srcset', /\/media\/[^/]+\/160\.jpg 160w, \/media\/[^/]+\/480\.jpg 480w, \/media\/[^/]+\/960\.jpg 960w/)
  await expect(image).toHaveAttribute('width', String(width))
  await expect(image).toHaveAttribute('height', String(height))
  await expect(image.locator('xpath=preceding-sibling::source')).toHaveAttribute('type', 'image/webp')
  const served = await page.request.get((await image.getAttribute('src'))!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/jpeg')
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
}

test.describe('an administrator uploads', () => {
  test('a committee portrait: once a term names it as its card, the about page shows it beside the name', async ({ page }) => {
    const name = `Aminah ${unique()}`
    await signInAsAdmin(page, '/admin-content/committee/new')
    await expectNoA11yViolations(page)
    const main = page.getByRole('main')
    await field(main, 'Name').fill(name)
    await field(main, 'Position').fill('Committee Member')
    await field(main, 'Portrait').setInputFiles(await picture('#3a7d5c', 'portrait.jpg'))
    await field(main, 'Portrait description').fill(`Portrait of ${name}`)
    await main.getByRole('button', { name: 'Add Committee Member' }).click()
    await expect(page).toHaveURL(/\/admin-content\?tab=committee$/)

    // The about page shows the office-bearers (issue 35): a position for them, and their term naming the entry as its card.
    const position = `Committee Member ${unique()}`
    await page.goto('/admin/office-bearers')
    await field(main, 'Title').fill(position)
    await main.getByRole('button', { name: 'Add position' }).click()
    await expect(page.getByText('The position is added').first()).toBeVisible()
    await main.getByRole('combobox', { name: 'Position', exact: true }).selectOption({ label: position })
    await field(main, 'Name').fill(name)
    await main.getByRole('combobox', { name: 'Card on the committee page (optional)' }).selectOption({ label: name })
    await main.getByRole('button', { name: 'Record holder' }).click()
    await expect(page.getByText('The new holder is recorded').first()).toBeVisible()

    await page.goto('/about#committee')
    // The committee's cards are in a closed <details> until asked for: found by their text.
    const card = page.locator('#committee li').filter({ hasText: name })
    await expectStoredPicture(page, card.locator('img'), {
      width: 1200,
      height: 900,
    })
    // Beside the name it shows, the portrait is decorative.
    await expect(card.locator('img')).toHaveAttribute('alt', '')
  })

  test('a news image: the article shows it with its description', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the 400 answer to the photo without a description is logged by the browser
    const title = `Open day ${unique()}`
    await signInAsAdmin(page, '/admin-content/news/new')
    const main = page.getByRole('main')
    await field(main, 'Title').fill(title)
    await field(main, 'Excerpt').fill('Members showed visitors their practice.')
    await field(main, 'Author').fill('EMPAM Secretariat')
    await field(main, 'Category').fill('Announcements')
    await field(main, 'Photo').setInputFiles(await picture('#9a5b2f', 'open-day.jpg'))
    // A photo without its description is refused: the description is asked for, and the file again.
    await main.getByRole('button', { name: 'Add News Article' }).click()
    await expect(main.getByText('Please describe the picture for people who cannot see it')).toBeVisible()
    await expect(field(main, 'Title')).toHaveValue(title)
    await expectNoA11yViolations(page)
    await field(main, 'Photo').setInputFiles(await picture('#9a5b2f', 'open-day.jpg'))
    await field(main, 'Photo description').fill('Visitors at the open day in Kota Kinabalu')
    await main.getByRole('button', { name: 'Add News Article' }).click()
    await expect(page).toHaveURL(/\/admin-content\?tab=news$/)

    await page.goto('/news')
    await page.getByRole('link', { name: title }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectStoredPicture(page, page.getByAltText('Visitors at the open day in Kota Kinabalu'), { width: 1200, height: 900 })
    await expectNoA11yViolations(page)
  })

  test('a gallery of several photos, reordered and captioned: the gallery page shows them', async ({ page }) => {
    const title = `Retreat ${unique()}`
    await signInAsAdmin(page, '/admin-content/galleries/new')
    const main = page.getByRole('main')
    await field(main, 'Title').fill(title)
    await field(main, 'Description').fill('Three days by the sea.')
    await field(main, 'Date').fill('March 2026')
    await main.getByRole('button', { name: 'Add Gallery' }).click()
    await expect(page).toHaveURL(/\/admin-content\?tab=galleries$/)

    await page.getByRole('link', { name: `Photos of ${title}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Photos of ${title}` })).toBeVisible()
    await expectNoA11yViolations(page)
    await page
      .getByLabel('Choose photos')
      .setInputFiles([await picture('#aa3333', 'one.jpg'), await picture('#33aa33', 'two.jpg'), await picture('#3333aa', 'three.jpg')])
    await field(page, 'Description of these photos').fill('At the retreat')
    await page.getByRole('button', { name: 'Add photos' }).click()
    await expect(page.getByTestId('toast')).toContainText('3 photos added')
    await expect(page.getByText(/^Photo [123]$/)).toHaveCount(3)

    // The third photo first, then captions of their own. Each move is waited for (the order of the
    // photos' hidden ids), so that with JavaScript the second click does not race the first's reload.
    const photoOrder = page.locator('input[name="photo"]')
    const idsInOrder = () => photoOrder.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    const [one, two, three] = await idsInOrder()
    await page.getByRole('button', { name: 'Move up Photo 3' }).click()
    await expect.poll(idsInOrder).toEqual([one, three, two])
    await page.getByRole('button', { name: 'Move up Photo 2' }).click()
    await expect.poll(idsInOrder).toEqual([three, one, two])
    for (const [index, caption] of ['The blue morning', 'The first circle', 'The last evening'].entries()) {
      await page.locator(`#caption-${index}`).fill(caption)
    }
    await page.getByRole('button', { name: 'Save captions and order' }).click()
    await expect(page.getByTestId('toast')).toContainText('Photos saved')

    await page.getByRole('link', { name: 'View the gallery' }).click()
    await expect(page).toHaveURL(/\/news\/galleries\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('figcaption')).toHaveText(['The blue morning', 'The first circle', 'The last evening'])
    await expectStoredPicture(page, page.getByAltText('The blue morning'), {
      width: 1200,
      height: 900,
    })
    await expectNoA11yViolations(page)

    // The gallery's card on /news counts its photos.
    await page.goto('/news')
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible()
    await expect(page.getByText('3 photos').first()).toBeVisible()
  })

  test('a partner logo: the collaborations page shows it; a disguised file is refused there first', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the 415 answer is logged by the browser
    const name = `Klinik Harmoni ${unique()}`
    await signInAsAdmin(page, '/admin-content/local-partners/new')
    const main = page.getByRole('main')
    await field(main, 'Name').fill(name)
    await field(main, 'Type').fill('Clinic')
    await field(main, 'Description').fill('A clinic that refers patients to members.')
    await field(main, 'Focus').fill('Referrals')
    await field(main, 'Status').fill('Active')
    await field(main, 'Photo description').fill(`Logo of ${name}`)
    await field(main, 'Logo').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    await main.getByRole('button', { name: 'Add Local Partner' }).click()
    await expect(main.getByText('SVG drawings and web pages cannot be uploaded: please save the picture as a PNG or JPEG first')).toBeVisible()
    await expect(field(main, 'Name')).toHaveValue(name)
    await field(main, 'Logo').setInputFiles(await picture('#225588', 'logo.jpg'))
    await main.getByRole('button', { name: 'Add Local Partner' }).click()
    await expect(page).toHaveURL(/\/admin-content\?tab=local-partners$/)

    await page.goto('/collaborations')
    const heading = page.getByRole('heading', { name })
    await expect(heading).toBeVisible()
    await expectStoredPicture(page, heading.locator('xpath=..').locator('img'), { width: 1200, height: 900 })
  })
})
